import { DATE_FORMATS, type Rock } from '@eos/domain';
import { ActionIcon, Checkbox, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError } from '../../../app/toasts';
import { MilestoneEditor } from './MilestoneEditor';
import { deleteMilestone, updateMilestone } from './rockActions';

type MilestoneItem = Rock['milestones'][number];

interface MilestoneRowProps {
  rockId: string;
  milestone: MilestoneItem;
  canEdit: boolean;
}

/** One milestone: tick it done, and (for editors) change or delete it. Each change saves at once. */
export function MilestoneRow({ rockId, milestone, canEdit }: MilestoneRowProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showSaveError(error);
    } finally {
      setBusy(false);
    }
  };

  if (editing) {
    return (
      <MilestoneEditor
        initial={{ title: milestone.title, dueDate: milestone.dueDate, done: milestone.done }}
        submitLabel={t('ITEM_SAVE')}
        onSave={async (values) => {
          await updateMilestone(queryClient, rockId, milestone.id, values);
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
        <Checkbox
          label={milestone.title}
          checked={milestone.done}
          disabled={!canEdit || busy}
          onChange={(event) => {
            const done = event.currentTarget.checked;
            void run(() =>
              updateMilestone(queryClient, rockId, milestone.id, {
                title: milestone.title,
                dueDate: milestone.dueDate,
                done,
              }),
            );
          }}
          styles={{ label: { overflowWrap: 'anywhere' } }}
        />
        <Text size="xs" c="dimmed">
          {dayjs(milestone.dueDate).format(DATE_FORMATS.inline)}
        </Text>
      </Group>
      {canEdit && (
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('ROCK_MILESTONE_EDIT', { 0: milestone.title })}
            onClick={() => setEditing(true)}
            disabled={busy}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('ROCK_MILESTONE_DELETE', { 0: milestone.title })}
            onClick={() => void run(() => deleteMilestone(queryClient, rockId, milestone.id))}
            disabled={busy}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
