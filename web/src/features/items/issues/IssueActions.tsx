import type { Issue } from '@eos/domain';
import { Button } from '@mantine/core';
import { IconArrowsExchange, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError } from '../../../app/toasts';
import { itemToasts } from '../api/toasts';
import { ConfirmRemoveButton } from '../popups/ConfirmRemoveButton';
import type { PopupState } from '../popups/ItemPopup';
import { openItemPopup } from '../popups/store';
import { removeIssue, reopenIssue, solveIssue } from './issueApi';
import { issueToasts } from './issueToasts';

interface IssueActionsProps {
  issue: Issue;
  popup: PopupState;
  /** While the form saves. */
  disabled: boolean;
  onRemoving: (removing: boolean) => void;
}

/**
 * The edit footer's own actions (002 §4: solved, reopened, moved, removed). They act on the issue as
 * saved: Solve and Remove finish with it and close the popup, whatever was typed meanwhile.
 */
export function IssueActions({ issue, popup, disabled, onRemoving }: IssueActionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
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

  const solve = () =>
    run(async () => {
      const solved = await solveIssue(queryClient, issue.id);
      issueToasts.solved(solved.title);
      popup.close();
    });
  const reopen = () =>
    run(async () => {
      const reopened = await reopenIssue(queryClient, issue.id);
      itemToasts.statusUpdated(reopened.title);
    });
  const remove = () =>
    run(async () => {
      onRemoving(true);
      try {
        await removeIssue(queryClient, issue.id);
      } catch (error) {
        onRemoving(false);
        throw error;
      }
      issueToasts.removed();
      popup.close();
    });

  const off = disabled || busy;
  return (
    <>
      {issue.status === 'Solved' ? (
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={reopen} disabled={off}>
          {t('ISSUE_REOPEN')}
        </Button>
      ) : (
        <Button variant="light" leftSection={<IconCircleCheck size={16} aria-hidden />} onClick={solve} disabled={off}>
          {t('ISSUE_SOLVE')}
        </Button>
      )}
      <Button
        variant="subtle"
        leftSection={<IconArrowsExchange size={16} aria-hidden />}
        onClick={() => openItemPopup({ kind: 'moveIssue', id: issue.id })}
        disabled={off}
      >
        {t('ISSUE_MOVE')}
      </Button>
      <ConfirmRemoveButton
        title={t('ISSUE_REMOVE_TITLE')}
        message={t('ISSUE_REMOVE_CONFIRM', { 0: issue.title })}
        onConfirm={remove}
        disabled={off}
      />
    </>
  );
}
