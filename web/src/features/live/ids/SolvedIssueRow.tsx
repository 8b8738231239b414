import { Button, Skeleton } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useItem } from '../../items/api/entityCache';
import { openItemPopup } from '../../items/popups/store';
import { LiveItemRow } from '../items/LiveItemRow';
import { useLiveItemCall } from '../items/useLiveItemCall';
import { useLive } from '../LiveMeetingContext';

/** An issue solved in this meeting, with Reopen for those who may write. */
export function SolvedIssueRow({ issueId }: { issueId: string }) {
  const { t } = useTranslation();
  const { canWrite } = useLive();
  const issue = useItem('issue', issueId);
  const { call, busy } = useLiveItemCall('issue');
  if (!issue.data) return <Skeleton component="li" height={28} my={4} />;
  const { title } = issue.data;
  return (
    <LiveItemRow
      title={title}
      dimmed
      onOpen={() => openItemPopup({ kind: 'issue', id: issueId })}
      owner={issue.data.owner}
      actions={
        canWrite && (
          <Button
            size="compact-xs"
            variant="default"
            loading={busy}
            aria-label={t('LIVE_REOPEN_OF', { 0: title })}
            onClick={() => void call(issueId, (send) => send('reopen-issue', { issueId }))}
          >
            {t('LIVE_REOPEN')}
          </Button>
        )
      }
    />
  );
}
