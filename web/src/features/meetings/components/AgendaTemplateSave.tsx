import { AgendaSaveRequest, LIMITS } from '@eos/domain';
import { Button, Group, Popover, Stack } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { errorText } from '../../../components/forms/errorText';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';
import { useSaveAgendaTemplate } from '../api';
import type { MeetingFormState } from './useMeetingForm';

/** 'Save as template': the edited sections become an agenda the whole organization can pick. */
export function AgendaTemplateSave({
  form,
  onSaved,
}: {
  form: MeetingFormState['form'];
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAgendaTemplate();

  const submit = () => {
    const { agenda } = form.getValues();
    const parsed = AgendaSaveRequest.safeParse({ ...agenda, name, type: 'Custom' });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'VAL_INVALID');
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        showSuccess(t('AGENDA_TEMPLATE_SAVED', { 0: saved.name }));
        setOpened(false);
        onSaved(saved.id);
      },
      onError: showSaveError,
    });
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withArrow
      trapFocus
      onOpen={() => {
        setName(form.getValues().agenda.name);
        setError(null);
      }}
    >
      <Popover.Target>
        <Button variant="default" leftSection={<IconTemplate size={16} />} onClick={() => setOpened((o) => !o)}>
          {t('AGENDA_SAVE_TEMPLATE')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <LimitedTextInput
            label={t('AGENDA_TEMPLATE_NAME')}
            withAsterisk
            maxLength={LIMITS.inlineTextMax}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                submit();
              }
            }}
            error={error ? <span role="alert">{errorText(t, error)}</span> : undefined}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => setOpened(false)}>
              {t('MEETING_CANCEL')}
            </Button>
            <Button size="xs" loading={save.isPending} onClick={submit}>
              {t('MEETING_SAVE')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
