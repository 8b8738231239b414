import type { LiveAttendee } from '@eos/domain';
import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';
import { attendeePerson } from '../attendees/attendeePerson';
import { useAttendeeName } from '../attendees/useAttendeeName';
import { useLive } from '../LiveMeetingContext';
import { useLiveSend } from '../useLiveSend';
import { RatingPicker } from './RatingPicker';

/**
 * One attendee's rating. A person rates themselves; the scribe also enters the ratings of attendees
 * marked present without a device. Everyone else sees the number.
 */
export function RatingRow({ attendee }: { attendee: LiveAttendee }) {
  const { t } = useTranslation();
  const { state, canWrite, personId } = useLive();
  const { send, busy } = useLiveSend();
  const name = useAttendeeName()(attendee);
  const isScribe = personId !== null && state.scribePersonId === personId;
  const mayRate = canWrite && (attendee.personId === personId || (isScribe && attendee.isOffline));
  return (
    <Group component="li" gap="sm" wrap="wrap" py={6} justify="space-between">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <PersonAvatar person={attendeePerson(attendee)} size="sm" aria-hidden />
        <Text size="sm" fw={500}>
          {name}
        </Text>
      </Group>
      {mayRate ? (
        <RatingPicker
          label={t('LIVE_RATING_OF', { 0: name })}
          value={attendee.rating}
          disabled={busy}
          onPick={(rating) => void send('add-rating', { personId: attendee.personId, rating })}
        />
      ) : (
        <Text size="sm" fw={700}>
          {attendee.rating ?? t('LIVE_NOT_RATED')}
        </Text>
      )}
    </Group>
  );
}
