import { formatClock, isOverTime, sectionElapsedMs } from '@eos/domain';
import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useLive } from '../LiveMeetingContext';
import { useNow } from '../useNow';

/**
 * A section's own clock against its planned minutes. Only the active section's clock runs, and only
 * while the meeting runs; over its minutes it turns red and says so to screen readers.
 */
export function SectionClock({ index }: { index: number }) {
  const { t } = useTranslation();
  const { state, offsetMs } = useLive();
  const item = state.agenda[index];
  const running = state.status === 'Running' && index === state.agendaIndex;
  const now = useNow(offsetMs, running);
  if (!item) return null;
  const elapsed = sectionElapsedMs(state, index, now);
  const over = isOverTime(item.minutes, elapsed);
  return (
    <Text size="xs" c={over ? 'red.7' : 'dimmed'} fw={over ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatClock(elapsed)} / {t('LIVE_MINUTES', { 0: item.minutes })}
      {over && <VisuallyHidden> {t('LIVE_OVER_TIME')}</VisuallyHidden>}
    </Text>
  );
}
