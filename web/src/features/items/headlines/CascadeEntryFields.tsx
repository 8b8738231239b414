import { ActionIcon, Fieldset, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from '../../../app/i18n';
import { MeetingMultiPicker } from '../../../components/pickers/MeetingMultiPicker';
import { OwnerSelect } from '../fields/OwnerSelect';

export interface CascadeEntry {
  /** Stable React key: entries can be removed from the middle. */
  key: string;
  ownerId: string;
  tractionIds: string[];
}

interface CascadeEntryFieldsProps {
  index: number;
  entry: CascadeEntry;
  onOwnerChange: (ownerId: string) => void;
  onMeetingsChange: (tractionIds: string[]) => void;
  /** Absent when this is the only entry: a cascade needs at least one. */
  onRemove?: () => void;
  ownerError?: ReactNode;
  meetingsError?: ReactNode;
}

/**
 * One owner and that owner's meetings (001 §3 cascade entry). Any licensed person of the organization
 * can be chosen; the meetings offered are the ones that person attends, so none can be picked first.
 */
export function CascadeEntryFields({
  index,
  entry,
  onOwnerChange,
  onMeetingsChange,
  onRemove,
  ownerError,
  meetingsError,
}: CascadeEntryFieldsProps) {
  const { t } = useTranslation();
  const legend = t('HEADLINE_CASCADE_ENTRY', { 0: index + 1 });
  const ownerMeetings = useMemo(() => (entry.ownerId ? [entry.ownerId] : []), [entry.ownerId]);
  return (
    <Fieldset
      legend={
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {legend}
          </Text>
          {onRemove && (
            <Tooltip label={t('HEADLINE_CASCADE_REMOVE_ENTRY', { 0: index + 1 })}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                onClick={onRemove}
                aria-label={t('HEADLINE_CASCADE_REMOVE_ENTRY', { 0: index + 1 })}
              >
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      }
      aria-label={legend}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <OwnerSelect
          label={t('ITEM_FIELD_OWNER')}
          required
          value={entry.ownerId || null}
          onChange={(id) => onOwnerChange(id ?? '')}
          error={ownerError}
        />
        <div>
          <MeetingMultiPicker
            label={t('ITEM_FIELD_MEETINGS')}
            required
            personIds={ownerMeetings}
            value={entry.tractionIds}
            onChange={onMeetingsChange}
            error={meetingsError}
            // Without an owner the picker would offer every meeting, not theirs.
            disabled={!entry.ownerId}
          />
          {!entry.ownerId && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('HEADLINE_CASCADE_PICK_OWNER_FIRST')}
            </Text>
          )}
        </div>
      </SimpleGrid>
    </Fieldset>
  );
}
