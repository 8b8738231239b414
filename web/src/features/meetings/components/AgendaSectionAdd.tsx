import type { AgendaItemType } from '@eos/domain';
import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { ADDABLE_SECTION_TYPES, sectionIcon } from './agendaSections';
import { newSectionUid } from './meetingFormValues';
import type { MeetingFormState } from './useMeetingForm';

/** Adds a section at the end: its type, a name (defaults to the type's name) and minutes. */
export function AgendaSectionAdd({ form }: { form: MeetingFormState['form'] }) {
  const { t } = useTranslation();
  const [type, setType] = useState<AgendaItemType>('Custom');
  const [name, setName] = useState('');
  const [minutes, setMinutes] = useState(5);

  const add = () => {
    form.insertListItem('agenda.items', {
      type,
      name: name.trim() || t(`AGENDA_TYPE_${type}`),
      icon: sectionIcon(type),
      minutes,
      customContent: null,
      uid: newSectionUid(),
    });
    setName('');
  };

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t('AGENDA_SECTION_TYPE')}
        w={150}
        data={ADDABLE_SECTION_TYPES.map((value) => ({ value, label: t(`AGENDA_TYPE_${value}`) }))}
        value={type}
        onChange={(value) => value && setType(value as AgendaItemType)}
        allowDeselect={false}
      />
      <TextInput
        label={t('AGENDA_SECTION_NAME')}
        style={{ flex: '1 1 9rem' }}
        maxLength={100}
        value={name}
        placeholder={t(`AGENDA_TYPE_${type}`)}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter adds the section instead of submitting the whole meeting form.
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
      />
      <NumberInput
        label={t('AGENDA_SECTION_MINUTES')}
        w={90}
        min={0}
        max={600}
        allowDecimal={false}
        allowNegative={false}
        value={minutes}
        onChange={(value) => setMinutes(typeof value === 'number' ? value : 0)}
      />
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
        {t('AGENDA_SECTION_ADD')}
      </Button>
    </Group>
  );
}
