import { useTranslation } from '../../app/i18n';
import { formatRating } from './format';
import type { MeetingSession } from './types';
import { useUserClock } from './useUserClock';

/** How a past session's date, duration and rating read, shared by the history list and the summary. */
export function useSessionFacts() {
  const { t } = useTranslation();
  const clock = useUserClock();
  return {
    started: (s: MeetingSession) => clock(s.started),
    ended: (s: MeetingSession) => (s.ended ? clock(s.ended) : t('TRACTION_IN_PROGRESS')),
    duration: (s: MeetingSession) => {
      if (s.durationMinutes !== null) return t('TRACTION_DURATION_MINUTES', { 0: Math.round(s.durationMinutes) });
      // No duration yet means the session has not ended.
      return s.ended ? '—' : t('TRACTION_IN_PROGRESS');
    },
    rating: (s: MeetingSession) => (s.averageRating === null ? t('TRACTION_NOT_RATED') : formatRating(s.averageRating)),
  };
}
