import { Button } from '@mantine/core';
import { IconWriting } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useLive } from '../LiveMeetingContext';
import { useLiveSend } from '../useLiveSend';

/** 'Make Me the Scribe' (001 §4), for anyone who may write and is not the scribe already. */
export function ScribeButton() {
  const { t } = useTranslation();
  const { state, canWrite, personId } = useLive();
  const { send, busy } = useLiveSend();
  if (!canWrite || !personId || state.scribePersonId === personId) return null;
  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconWriting size={14} aria-hidden />}
      loading={busy}
      onClick={() => void send('make-scribe', {})}
    >
      {t('LIVE_MAKE_SCRIBE')}
    </Button>
  );
}
