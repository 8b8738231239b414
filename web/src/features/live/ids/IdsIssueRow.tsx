import type { Issue } from '@eos/domain';
import { Badge, Button, Checkbox } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { openItemPopup } from '../../items/popups/store';
import { LiveItemRow } from '../items/LiveItemRow';
import { useLiveItemCall } from '../items/useLiveItemCall';
import { useLive } from '../LiveMeetingContext';
import { useLiveSend } from '../useLiveSend';
import { isPicking } from './idsPhases';

/** An open issue in IDS: picked for focus while prioritizing, and Mark solved at any time. */
export function IdsIssueRow({ issue }: { issue: Issue }) {
  const { t } = useTranslation();
  const { state, canWrite } = useLive();
  const focus = useLiveSend();
  const solve = useLiveItemCall('issue');
  const place = state.focusIssueIds.indexOf(issue.id);
  const picking = canWrite && isPicking(state.idsStatus);
  const toggleFocus = (on: boolean) =>
    void focus.send(on ? 'add-focus-issue' : 'remove-focus-issue', { issueId: issue.id });

  let control = null;
  if (picking) {
    control = (
      <Checkbox
        aria-label={t('LIVE_IDS_FOCUS_ON', { 0: issue.title })}
        checked={place >= 0}
        disabled={focus.busy}
        onChange={(event) => toggleFocus(event.currentTarget.checked)}
      />
    );
  }
  const actions = (
    <>
      {place >= 0 && (
        <Badge variant="filled" size="sm" aria-label={t('LIVE_IDS_FOCUS_PLACE', { 0: place + 1 })}>
          {place + 1}
        </Badge>
      )}
      {canWrite && issue.abilities.canEdit && (
        <Button
          size="compact-xs"
          variant="light"
          color="green"
          loading={solve.busy}
          aria-label={t('LIVE_MARK_SOLVED_OF', { 0: issue.title })}
          onClick={() => void solve.call(issue.id, (send) => send('mark-as-solved', { issueId: issue.id }))}
        >
          {t('LIVE_MARK_SOLVED')}
        </Button>
      )}
    </>
  );
  return (
    <LiveItemRow
      control={control}
      title={issue.title}
      onOpen={() => openItemPopup({ kind: 'issue', id: issue.id })}
      owner={issue.owner}
      actions={actions}
    />
  );
}
