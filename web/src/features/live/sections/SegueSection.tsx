import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useLive } from '../LiveMeetingContext';
import { SegueRow } from './SegueRow';

/** Segue: each attendee shares good news in turn; whoever leads picks the next speaker. */
export function SegueSection() {
  const { t } = useTranslation();
  const { state } = useLive();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('LIVE_SEGUE_HINT')}
      </Text>
      {state.attendees.length === 0 ? (
        <Text size="sm">{t('LIVE_NO_ATTENDEES')}</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {state.attendees.map((a) => (
            <SegueRow key={a.personId} attendee={a} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
