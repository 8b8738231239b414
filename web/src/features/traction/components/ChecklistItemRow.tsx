import { ActionIcon, Checkbox, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { ChecklistItem } from '../types';
import { ChecklistTextForm } from './ChecklistTextForm';

interface ChecklistItemRowProps {
  item: ChecklistItem;
  canWrite: boolean;
  onToggle: (checked: boolean) => void;
  onRename: (text: string) => void;
  onRemove: () => void;
}

/** One preparation step: tick it, and (for people who may write) rename or remove it. */
export function ChecklistItemRow({ item, canWrite, onToggle, onRename, onRemove }: ChecklistItemRowProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <ChecklistTextForm
        initial={item.text}
        submitLabel={t('TRACTION_CHECKLIST_SAVE_ITEM')}
        onSubmit={(text) => {
          onRename(text);
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Checkbox
        label={item.text}
        checked={item.checked}
        disabled={!canWrite}
        onChange={(e) => onToggle(e.currentTarget.checked)}
        styles={{ label: { overflowWrap: 'anywhere' } }}
      />
      {canWrite && (
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('TRACTION_CHECKLIST_EDIT_ITEM', { 0: item.text })}
            onClick={() => setEditing(true)}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('TRACTION_CHECKLIST_REMOVE_ITEM', { 0: item.text })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
