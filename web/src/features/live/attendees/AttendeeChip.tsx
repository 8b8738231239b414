import type { LiveAttendee } from '@eos/domain';
import { Badge, CloseButton, Group, Indicator, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';
import { useLive } from '../LiveMeetingContext';
import { useLiveSend } from '../useLiveSend';
import { attendeePerson } from './attendeePerson';
import { useAttendeeName } from './useAttendeeName';

/**
 * One attendee: face with a green dot while they have the meeting open, the scribe flag, an 'offline'
 * badge when someone marked them present, and (for those) a way to take them out again.
 */
export function AttendeeChip({ attendee }: { attendee: LiveAttendee }) {
  const { t } = useTranslation();
  const { state, canWrite } = useLive();
  const { send, busy } = useLiveSend();
  const name = useAttendeeName()(attendee);
  const online = attendee.connected;
  const scribe = state.scribePersonId === attendee.personId;
  return (
    <Group component="li" gap={6} wrap="nowrap">
      <Indicator color="green" size={10} offset={4} position="bottom-end" withBorder disabled={!online}>
        <PersonAvatar person={attendeePerson(attendee)} size="sm" aria-hidden />
      </Indicator>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {name}
        <VisuallyHidden>{online ? t('LIVE_ONLINE') : t('LIVE_NOT_CONNECTED')}</VisuallyHidden>
      </Text>
      {scribe && (
        <Badge size="sm" variant="filled" color="grape">
          {t('LIVE_SCRIBE')}
        </Badge>
      )}
      {attendee.isOffline && (
        <Badge size="sm" variant="outline" color="gray">
          {t('LIVE_OFFLINE')}
        </Badge>
      )}
      {attendee.isOffline && canWrite && (
        <CloseButton
          size="sm"
          disabled={busy}
          aria-label={t('LIVE_REMOVE_OFFLINE', { 0: name })}
          onClick={() => void send('leave-offline', { personId: attendee.personId })}
        />
      )}
    </Group>
  );
}
