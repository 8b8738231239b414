import { Button, Group } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconPlayerSkipForward } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useLive } from '../LiveMeetingContext';
import { useLiveSend } from '../useLiveSend';
import { EndMeetingButton } from './EndMeetingButton';

/** Start, Pause / Resume, Next section and End meeting, as the meeting's status allows. */
export function MeetingControls() {
  const { t } = useTranslation();
  const { state, canWrite } = useLive();
  const { send, busy } = useLiveSend();
  if (!canWrite) return null;
  if (state.status === 'NotStarted') {
    return (
      <Button
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
        loading={busy}
        onClick={() => void send('start', {})}
      >
        {t('LIVE_START')}
      </Button>
    );
  }
  const last = state.agendaIndex >= state.agenda.length - 1;
  return (
    <Group gap="xs" wrap="wrap">
      {state.status === 'Paused' ? (
        <Button
          variant="default"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          disabled={busy}
          onClick={() => void send('resume', {})}
        >
          {t('LIVE_RESUME')}
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={<IconPlayerPause size={16} aria-hidden />}
          disabled={busy}
          onClick={() => void send('pause', {})}
        >
          {t('LIVE_PAUSE')}
        </Button>
      )}
      {state.status === 'Running' && !last && (
        <Button
          leftSection={<IconPlayerSkipForward size={16} aria-hidden />}
          disabled={busy}
          // The section this screen shows: two people pressing Next at once advance once.
          onClick={() => void send('next-agenda-item', { agendaIndex: state.agendaIndex })}
        >
          {t('LIVE_NEXT')}
        </Button>
      )}
      <EndMeetingButton />
    </Group>
  );
}
