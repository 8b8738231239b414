import { useMemo } from 'react';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useShellContext } from '../../shell/useShellContext';
import { useMeeting } from '../traction/api';
import { LiveLayout } from './LiveLayout';
import { type LiveMeeting, LiveMeetingContext } from './LiveMeetingContext';
import { LiveNotice } from './LiveNotice';
import { showIssueAddedToast } from './liveToasts';
import { ReactionFloats } from './reactions/ReactionFloats';
import { useFloatingReactions } from './reactions/useFloatingReactions';
import { useLiveMeeting } from './useLiveMeeting';
import { useMeetingEnded } from './useMeetingEnded';
import { useServerOffset } from './useServerOffset';

interface LiveMeetingScreenProps {
  meetingId: string;
  onClose: () => void;
  onRetry: () => void;
}

/** /meeting/live/{id}: the live Level 10 meeting (001 §3–§4), shared by everyone in it in real time. */
export function LiveMeetingScreen({ meetingId, onClose, onRetry }: LiveMeetingScreenProps) {
  const { user, isObserver } = useShellContext();
  const meeting = useMeeting(meetingId);
  const offsetMs = useServerOffset();
  const reactions = useFloatingReactions();
  const onEnded = useMeetingEnded(meetingId);
  const { state, error, connected, send } = useLiveMeeting(meetingId, {
    onReacted: reactions.add,
    onEnded,
    onIssueAdded: showIssueAddedToast,
  });

  const live = useMemo<LiveMeeting | null>(
    () =>
      state && {
        state,
        send,
        canWrite: !isObserver,
        personId: user.personId,
        offsetMs,
        connected,
        meeting: meeting.data,
      },
    [state, send, isObserver, user.personId, offsetMs, connected, meeting.data],
  );

  if (error) return <LiveNotice kind={error} onClose={onClose} onRetry={onRetry} />;
  if (!live) return <PageSkeleton rows={8} />;
  return (
    <LiveMeetingContext value={live}>
      <LiveLayout />
      <ReactionFloats items={reactions.items} />
    </LiveMeetingContext>
  );
}
