import type { AgendaItemType } from '@eos/domain';
import { ActionIcon, Badge, Group, NumberInput, Paper, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import type { MeetingFormState } from './useMeetingForm';

interface AgendaSectionRowProps {
  form: MeetingFormState['form'];
  index: number;
  count: number;
  uid: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  disabled: boolean;
}

/** One agenda section: its type, editable name and minutes, and up/down/remove buttons. */
export function AgendaSectionRow({ form, index, count, uid, onMove, onRemove, disabled }: AgendaSectionRowProps) {
  const { t } = useTranslation();
  const path = `agenda.items.${index}` as const;
  const item = form.values.agenda.items[index];
  if (!item) return null;
  const name = item.name || t('AGENDA_SECTION_NEW');
  return (
    <Paper withBorder p="xs" radius="sm" role="listitem">
      <Group gap="xs" wrap="wrap" align="flex-start">
        <Badge variant="light" mt={8} w={120} tt="none" style={{ flexShrink: 0 }}>
          {t(`AGENDA_TYPE_${item.type as AgendaItemType}`)}
        </Badge>
        <TextInput
          aria-label={t('AGENDA_SECTION_NAME')}
          style={{ flex: '1 1 10rem' }}
          maxLength={100}
          disabled={disabled}
          {...form.getInputProps(`${path}.name`)}
        />
        <NumberInput
          aria-label={t('AGENDA_SECTION_MINUTES')}
          w={84}
          min={0}
          max={600}
          allowDecimal={false}
          allowNegative={false}
          disabled={disabled}
          {...form.getInputProps(`${path}.minutes`)}
          onChange={(value) => form.setFieldValue(`${path}.minutes`, typeof value === 'number' ? value : 0)}
        />
        <Group gap={4} wrap="nowrap" mt={4}>
          <ActionIcon
            id={`agenda-up-${uid}`}
            variant="subtle"
            aria-label={t('AGENDA_SECTION_UP', { 0: name })}
            disabled={disabled || index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            id={`agenda-down-${uid}`}
            variant="subtle"
            aria-label={t('AGENDA_SECTION_DOWN', { 0: name })}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('AGENDA_SECTION_REMOVE', { 0: name })}
            disabled={disabled}
            onClick={() => onRemove(index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
