import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../api/keys';
import { showMeetingEndedToast } from './liveToasts';

/**
 * When the meeting ends everyone goes back to the root page (001 §4) and is told so, with a link to
 * the summary of the session it became (none when it never started).
 */
export function useMeetingEnded(meetingId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (sessionId: string | null, meetingThreadId: string) => {
      // The meeting is no longer running (Join becomes Start) and has one more session in its history.
      void queryClient.invalidateQueries({ queryKey: queryKeys.meeting(meetingId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.meetingLists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.meetingHistory(meetingId) });
      const summary = sessionId ? `/traction/${meetingId}/${meetingThreadId}/${sessionId}` : null;
      showMeetingEndedToast(summary, (to) => navigate(to));
      navigate('/');
    },
    [meetingId, navigate, queryClient],
  );
}
