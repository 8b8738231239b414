import { formatClock, meetingElapsedMs } from '@eos/domain';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useLive } from '../LiveMeetingContext';
import { useNow } from '../useNow';

/** The meeting's clock: ticks every second while it runs, stands still when paused. */
export function MeetingClock() {
  const { t } = useTranslation();
  const { state, offsetMs } = useLive();
  const now = useNow(offsetMs, state.status === 'Running');
  return (
    <Text role="timer" aria-label={t('LIVE_MEETING_CLOCK')} fz={28} fw={700} ff="monospace" lh={1}>
      {formatClock(meetingElapsedMs(state, now))}
    </Text>
  );
}
