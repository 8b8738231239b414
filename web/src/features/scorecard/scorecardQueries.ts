import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import {
  fetchExistingScorecard,
  fetchGrid,
  fetchMeasurable,
  fetchMeetingScorecard,
  fetchScorecardMeetings,
  scorecardKeys,
} from './scorecardApi';

/**
 * The meeting's Scorecard id: once known it never changes for that meeting. Those who may write have it
 * made on first use; others (Observers) read the meeting's, null until someone made it.
 */
export function useMeetingScorecard(tractionId: string, mayCreate = true) {
  return useQuery({
    queryKey: scorecardKeys.ofMeeting(tractionId, mayCreate),
    queryFn: () => (mayCreate ? fetchMeetingScorecard(tractionId) : fetchExistingScorecard(tractionId)),
    staleTime: (query) => (query.state.data ? Number.POSITIVE_INFINITY : 0),
  });
}

/** The grid of the weeks ending with `end`; the previous window stays on screen while the next loads. */
export function useScorecardGrid(scorecardId: string | undefined, end: string) {
  return useQuery({
    queryKey: scorecardKeys.grid(scorecardId ?? '', end),
    queryFn: () => fetchGrid(scorecardId ?? '', end),
    enabled: Boolean(scorecardId),
    placeholderData: keepPreviousData,
  });
}

/** The meetings a measurable can be added to, each with its Scorecard. */
export function useScorecardMeetings() {
  return useQuery({ queryKey: scorecardKeys.meetings, queryFn: fetchScorecardMeetings });
}

/**
 * One measurable for its edit popup; null when the server no longer has it (removed by someone else,
 * or another organization's), so the popup says it is gone instead of failing.
 */
export function useMeasurable(scorecardId: string | undefined, id: string) {
  return useQuery({
    queryKey: scorecardKeys.measurable(scorecardId ?? '', id),
    queryFn: async () => {
      try {
        return await fetchMeasurable(scorecardId ?? '', id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Boolean(scorecardId),
  });
}
