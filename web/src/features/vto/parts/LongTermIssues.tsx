import type { LongTermIssue } from '@eos/domain';
import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import { IconArrowForward, IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError } from '../../../app/toasts';
import { useVtoEditing } from '../editing/VtoEditContext';
import { useVtoWrite } from '../editing/vtoWrites';
import { LongTermIssuePopup, type LongTermIssueValues } from '../issues/LongTermIssuePopup';
import { MoveToMeetingPopup } from '../issues/MoveToMeetingPopup';
import { PART_LABELS } from './partLabels';
import { NumberedList, VtoPart } from './VtoPart';

type Open = { kind: 'add' } | { kind: 'edit' | 'move'; issue: LongTermIssue } | null;

/**
 * The traction page's Issues List (000 §3; 002 §3): numbered; editors add, edit, remove and move an
 * issue to a meeting.
 */
export function LongTermIssues({ issues }: { issues: LongTermIssue[] }) {
  const { t } = useTranslation();
  const { canEdit, collectionId, revisionId } = useVtoEditing();
  const write = useVtoWrite();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const label = t(PART_LABELS.includeIssuesList);
  const body = (v: LongTermIssueValues) => ({ revisionId, collectionId, ...v });
  const remove = (issue: LongTermIssue) =>
    write('del', `long-term-issue/${issue.id}`).catch((error: unknown) => showSaveError(error));

  return (
    <VtoPart
      title={label}
      emptyText={t('VTO_EMPTY_ISSUES')}
      isEmpty={issues.length === 0 && !canEdit}
      aside={
        canEdit && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setOpen({ kind: 'add' })}
          >
            {t('VTO_ISSUE_ADD_TITLE')}
          </Button>
        )
      }
    >
      {issues.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('VTO_EMPTY_ISSUES')}
        </Text>
      ) : canEdit ? (
        <ol style={{ margin: 0, paddingInlineStart: '1.5rem' }} aria-label={label}>
          {issues.map((issue) => (
            <li key={issue.id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ minWidth: 0 }}>
                  {issue.title}
                </Text>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('COLLECTION_ACTIONS_FOR', { title: issue.title })}
                    >
                      <IconDots size={16} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      leftSection={<IconPencil size={14} aria-hidden />}
                      onClick={() => setOpen({ kind: 'edit', issue })}
                    >
                      {t('VTO_ISSUE_EDIT_TITLE')}
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconArrowForward size={14} aria-hidden />}
                      onClick={() => setOpen({ kind: 'move', issue })}
                    >
                      {t('VTO_ISSUE_MOVE_TO_MEETING')}
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => void remove(issue)}
                    >
                      {t('VTO_REMOVE')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            </li>
          ))}
        </ol>
      ) : (
        <NumberedList items={issues} label={label} />
      )}
      {open?.kind === 'add' && (
        <LongTermIssuePopup issue={null} onSave={(v) => write('post', 'long-term-issue', body(v))} onClose={close} />
      )}
      {open?.kind === 'edit' && (
        <LongTermIssuePopup
          issue={open.issue}
          onSave={(v) => write('put', `long-term-issue/${open.issue.id}`, body(v))}
          onClose={close}
        />
      )}
      {open?.kind === 'move' && (
        <MoveToMeetingPopup ids={{ collectionId, revisionId }} issue={open.issue} onClose={close} />
      )}
    </VtoPart>
  );
}
