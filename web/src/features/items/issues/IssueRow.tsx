import { displayName, type Issue } from '@eos/domain';
import type { DraggableProvided } from '@hello-pangea/dnd';
import { Box, Checkbox, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError } from '../../../app/toasts';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';
import { useShellContext } from '../../../shell/useShellContext';
import { NewBadge } from '../lists/NewBadge';
import { openItemPopup } from '../popups/store';
import { solveIssue } from './issueApi';
import { issueToasts } from './issueToasts';

interface IssueRowProps {
  issue: Issue;
  /** Its place in priority order; null when the list is sorted otherwise. */
  position: number | null;
  /** Whether the Solve checkbox shows (the user may change this issue). */
  canSolve: boolean;
  /** Given when the row can be dragged to another place. */
  drag?: DraggableProvided;
}

/** One issue of the meeting's list: place, Solve, the title (opens it) and the owner. Wraps at 375 px. */
export function IssueRow({ issue, position, canSolve, drag }: IssueRowProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useShellContext();
  const [solving, setSolving] = useState(false);
  const ownerName = issue.owner ? displayName(issue.owner, user.nameDisplayStyle) : '';

  const solve = async () => {
    setSolving(true);
    try {
      const solved = await solveIssue(queryClient, issue.id);
      issueToasts.solved(solved.title);
      // The list refreshes without it; the box stays ticked until then.
    } catch (error) {
      setSolving(false);
      showSaveError(error);
    }
  };

  return (
    <Box
      component="li"
      ref={drag?.innerRef}
      {...drag?.draggableProps}
      py={6}
      style={{ ...drag?.draggableProps.style, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      bg="var(--mantine-color-body)"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {drag && (
          <Box
            {...drag.dragHandleProps}
            aria-label={t('ISSUE_DRAG_HANDLE', { 0: issue.title })}
            style={{ cursor: 'grab', display: 'flex', paddingTop: 2 }}
            c="dimmed"
          >
            <IconGripVertical size={16} aria-hidden />
          </Box>
        )}
        {position !== null && (
          <Text size="sm" c="dimmed" w={24} ta="right" style={{ flexShrink: 0 }}>
            {position}.
          </Text>
        )}
        {canSolve && (
          <Checkbox
            mt={2}
            aria-label={t('ISSUE_SOLVE_ROW', { 0: issue.title })}
            checked={solving}
            disabled={solving}
            onChange={() => void solve()}
          />
        )}
        <UnstyledButton
          onClick={() => openItemPopup({ kind: 'issue', id: issue.id })}
          style={{ flex: 1, minWidth: 0, textAlign: 'left' }}
        >
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {issue.title}
          </Text>
        </UnstyledButton>
        <NewBadge type="issue" id={issue.id} />
        {issue.owner && (
          <Tooltip label={ownerName}>
            <PersonAvatar
              person={issue.owner}
              size="sm"
              role="img"
              aria-label={t('ISSUE_OWNER_OF', { 0: ownerName })}
              style={{ flexShrink: 0 }}
            />
          </Tooltip>
        )}
      </Group>
    </Box>
  );
}
