import { TIMINGS } from '@eos/domain';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18n from '../../app/i18n';
import { openItemPopup } from '../items/popups/store';

/**
 * 001 §4: an issue added during the meeting shows an info toast for 10 seconds with an Edit button.
 * Keyed by the issue, so the adder's own answer and the hub's event make one toast, not two.
 */
export function showIssueAddedToast(issueId: string): void {
  const id = `live-issue-added-${issueId}`;
  notifications.show({
    id,
    color: 'blue',
    autoClose: TIMINGS.toastLongMs,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{i18n.t('LIVE_ISSUE_ADDED')}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            openItemPopup({ kind: 'issue', id: issueId });
          }}
        >
          {i18n.t('LIVE_EDIT')}
        </Button>
      </Group>
    ),
  });
}

/**
 * The meeting ended (this user's End or anyone's): a toast that says so, with the way to its summary.
 * `go` is the router's navigate: the toast lives outside the modal that opened it.
 */
export function showMeetingEndedToast(summaryUrl: string | null, go: (to: string) => void): void {
  const id = 'live-meeting-ended';
  notifications.show({
    id,
    color: 'green',
    autoClose: TIMINGS.toastLongMs,
    message: (
      <Text size="sm">
        {i18n.t('LIVE_ENDED')}{' '}
        {summaryUrl && (
          <Anchor
            href={summaryUrl}
            onClick={(event) => {
              event.preventDefault();
              notifications.hide(id);
              go(summaryUrl);
            }}
          >
            {i18n.t('LIVE_ENDED_SUMMARY')}
          </Anchor>
        )}
      </Text>
    ),
  });
}
