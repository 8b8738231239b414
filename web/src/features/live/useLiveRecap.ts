import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLive } from './LiveMeetingContext';
import { fetchRecap, liveKeys } from './liveApi';

/**
 * What the meeting has done so far (GET live-meeting/{id}/recap). Read again whenever the state moves
 * on, since a completed To-Do or a solved issue changes it; the last answer stays shown meanwhile.
 */
export function useLiveRecap() {
  const { state } = useLive();
  return useQuery({
    queryKey: [...liveKeys.recap(state.meetingId), state.version],
    queryFn: () => fetchRecap(state.meetingId),
    placeholderData: keepPreviousData,
  });
}
