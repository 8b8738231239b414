import { Card, Stack, Switch } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useLive } from '../LiveMeetingContext';
import { useLiveSend } from '../useLiveSend';

/** The two settings of the end (both on by default): send the recap email, clear the meeting's items. */
export function MeetingSettings() {
  const { t } = useTranslation();
  const { state, canWrite } = useLive();
  const { send, busy } = useLiveSend();
  const off = !canWrite || busy;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Switch
          label={t('LIVE_SETTING_RECAP_EMAIL')}
          checked={state.settings.sendRecapEmail}
          disabled={off}
          onChange={(event) => void send('send-recap-email-changed', { shouldSend: event.currentTarget.checked })}
        />
        <Switch
          label={t('LIVE_SETTING_CLEAR_ITEMS')}
          description={t('LIVE_SETTING_CLEAR_ITEMS_HINT')}
          checked={state.settings.clearMeetingItems}
          disabled={off}
          onChange={(event) => void send('clear-meeting-items-changed', { shouldClear: event.currentTarget.checked })}
        />
      </Stack>
    </Card>
  );
}
