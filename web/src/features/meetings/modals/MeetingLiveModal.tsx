import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { RouteModal, useRouteModalClose } from '../../../components/RouteModal';
import { LiveMeetingScreen } from '../../live/LiveMeetingScreen';
import { useMeeting } from '../../traction/api';

/**
 * /meeting/live/{id}: the live meeting, full screen over the page it was opened from. Closing it leaves
 * the meeting (the screen posts leave as it goes) and returns to that page.
 */
export default function MeetingLiveModal() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const meeting = useMeeting(id);
  return (
    <RouteModal title={meeting.data?.title ?? t('LIVE_MEETING_TITLE')} fullScreen>
      <LiveScreen meetingId={id} />
    </RouteModal>
  );
}

function LiveScreen({ meetingId }: { meetingId: string }) {
  const close = useRouteModalClose();
  // A new attempt after a failed load starts the screen afresh.
  const [attempt, setAttempt] = useState(0);
  return (
    <LiveMeetingScreen
      key={`${meetingId}:${attempt}`}
      meetingId={meetingId}
      onClose={() => close()}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
