import type { LiveMeetingStatus } from '@eos/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useLive } from '../LiveMeetingContext';

const STATUS: Record<LiveMeetingStatus, { label: string; color: string }> = {
  NotStarted: { label: 'LIVE_STATUS_NOT_STARTED', color: 'gray' },
  Running: { label: 'LIVE_STATUS_RUNNING', color: 'green' },
  Paused: { label: 'LIVE_STATUS_PAUSED', color: 'yellow' },
  Completed: { label: 'LIVE_STATUS_COMPLETED', color: 'blue' },
};

/** Where the meeting stands, and a warning while the connection to the others is down. */
export function StatusBadge() {
  const { t } = useTranslation();
  const { state, connected } = useLive();
  const status = STATUS[state.status];
  return (
    <>
      <Badge color={status.color} variant="light" size="lg">
        {t(status.label)}
      </Badge>
      {!connected && (
        <Badge color="red" variant="outline" size="lg" role="status">
          {t('LIVE_RECONNECTING')}
        </Badge>
      )}
    </>
  );
}
