import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useLive } from '../LiveMeetingContext';
import { useLiveSend } from '../useLiveSend';

/** End meeting, after a confirmation; everyone then goes to the root page (useMeetingEnded). */
export function EndMeetingButton() {
  const { t } = useTranslation();
  const { state, canWrite } = useLive();
  const { send, busy } = useLiveSend();
  // Before Start there is nothing to end: closing the screen is enough.
  if (!canWrite || state.status === 'NotStarted') return null;
  const confirm = () =>
    modals.openConfirmModal({
      title: t('LIVE_END_TITLE'),
      centered: true,
      children: <Text size="sm">{t('LIVE_END_CONFIRM')}</Text>,
      labels: { confirm: t('LIVE_END'), cancel: t('LIVE_CANCEL') },
      confirmProps: { color: 'red' },
      onConfirm: () => void send('end', { baseUrl: window.location.origin }),
    });
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconPlayerStop size={16} aria-hidden />}
      loading={busy}
      onClick={confirm}
    >
      {t('LIVE_END')}
    </Button>
  );
}
