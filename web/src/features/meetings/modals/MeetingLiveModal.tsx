import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCloseModalRoute } from '../../../app/modalRoutes';
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
  const leave = useCloseModalRoute();
  const [opened, setOpened] = useState(true);
  // A new attempt after a failed load starts the screen afresh.
  const [attempt, setAttempt] = useState(0);
  return (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      onExitTransitionEnd={() => leave()}
      transitionProps={{ transition: 'fade', duration: 150 }}
      title={meeting.data?.title ?? t('LIVE_MEETING_TITLE')}
      fullScreen
    >
      <LiveMeetingScreen
        key={`${id}:${attempt}`}
        meetingId={id}
        onClose={() => setOpened(false)}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    </Modal>
  );
}
