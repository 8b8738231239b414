import type { Scope } from '@eos/domain';
import { ActionIcon, Fieldset, Group, Select, SimpleGrid, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../app/i18n';
import { MeetingPicker } from '../../../components/pickers/MeetingPicker';
import { OwnerSelect } from '../fields/OwnerSelect';
import { type DelegatedRow, isPartialRow, type RockForm } from './rockFormValues';
import { rockTypeOptions } from './rockOptions';

interface DelegatedEntryRowProps {
  form: RockForm;
  index: number;
  row: DelegatedRow;
}

/**
 * One delegated Rock to create: a meeting, a type, and an owner among that meeting's people. A row
 * is used when all three are chosen, ignored when all are empty, and flagged when partly filled.
 */
export function DelegatedEntryRow({ form, index, row }: DelegatedEntryRowProps) {
  const { t } = useTranslation();
  const path = `delegated.${index}` as const;
  const ownerMeetings = useMemo(() => (row.tractionId ? [row.tractionId] : []), [row.tractionId]);
  const partial = isPartialRow(row);
  const number = index + 1;
  return (
    <Fieldset legend={t('ROCK_DELEGATE_ROW', { 0: number })} variant="filled" p="sm">
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ flex: 1, minWidth: 0 }}>
          <MeetingPicker
            label={t('ITEM_FIELD_MEETING')}
            value={row.tractionId}
            onChange={(id) => {
              // The owner must be one of the new meeting's people: choose again.
              form.setFieldValue(`${path}.tractionId`, id);
              form.setFieldValue(`${path}.ownerId`, null);
            }}
          />
          <Select
            label={t('ROCK_FIELD_TYPE')}
            placeholder={t('ROCK_TYPE_PLACEHOLDER')}
            data={rockTypeOptions(t)}
            value={row.type}
            onChange={(value) => form.setFieldValue(`${path}.type`, value as Scope | null)}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <OwnerSelect
            label={t('ITEM_FIELD_OWNER')}
            value={row.ownerId}
            onChange={(id) => form.setFieldValue(`${path}.ownerId`, id)}
            tractionIds={ownerMeetings}
          />
        </SimpleGrid>
        <ActionIcon
          variant="subtle"
          color="red"
          mt={26}
          aria-label={t('ROCK_DELEGATE_REMOVE_ROW', { 0: number })}
          onClick={() => form.removeListItem('delegated', index)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {partial && (
        <Text size="xs" c="red" mt={6} role="alert">
          {t('VAL_DELEGATION_PARTIAL')}
        </Text>
      )}
    </Fieldset>
  );
}
