import { type Agenda, LEVEL_10_AGENDA } from '@eos/domain';
import { Divider, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useAgendas } from '../api';
import { AgendaSectionAdd } from './AgendaSectionAdd';
import { AgendaSectionList } from './AgendaSectionList';
import { AgendaTemplateSave } from './AgendaTemplateSave';
import { agendaValues, CUSTOM_AGENDA_ID, customAgendaValues } from './meetingFormValues';
import type { MeetingFormState } from './useMeetingForm';

/** The agenda choices: the server's list (Level 10 first), or Level 10 alone until it answers. */
function agendaChoices(agendas: Agenda[] | undefined): Pick<Agenda, 'id' | 'name'>[] {
  return agendas && agendas.length > 0 ? agendas : [LEVEL_10_AGENDA];
}

/** Agenda: pick a template (or 'Custom Agenda', always last), then edit its sections. */
export function MeetingAgendaTab({ state, disabled }: { state: MeetingFormState; disabled: boolean }) {
  const { t } = useTranslation();
  const { form, agendaChoice: choice, setAgendaChoice: setChoice } = state;
  const agendas = useAgendas();
  const choices = agendaChoices(agendas.data);

  const choose = (id: string | null) => {
    if (!id) return;
    setChoice(id);
    if (id === CUSTOM_AGENDA_ID) {
      form.setFieldValue('agenda', customAgendaValues());
      return;
    }
    const template = agendas.data?.find((a) => a.id === id) ?? (id === LEVEL_10_AGENDA.id ? LEVEL_10_AGENDA : null);
    if (template) form.setFieldValue('agenda', agendaValues(template));
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('AGENDA_CHOICE')}
          data={[
            ...choices.map((a) => ({ value: a.id, label: a.name })),
            { value: CUSTOM_AGENDA_ID, label: t('AGENDA_CUSTOM') },
          ]}
          value={choice}
          onChange={choose}
          placeholder={form.values.agenda.name}
          allowDeselect={false}
          disabled={disabled}
        />
        <TextInput
          label={t('AGENDA_NAME')}
          withAsterisk
          maxLength={100}
          disabled={disabled}
          {...form.getInputProps('agenda.name')}
        />
      </SimpleGrid>
      <AgendaSectionList form={form} disabled={disabled} />
      {!disabled && (
        <>
          <Divider />
          <AgendaSectionAdd form={form} />
          <Group justify="flex-end">
            <AgendaTemplateSave form={form} onSaved={setChoice} />
          </Group>
        </>
      )}
    </Stack>
  );
}
