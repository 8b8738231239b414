import type { LiveMeetingSummary } from '@eos/domain';
import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';
import { attendeePerson } from '../attendees/attendeePerson';
import { useAttendeeName } from '../attendees/useAttendeeName';
import { LIST_STYLE } from '../sections/listStyle';

/** Who attended a past session, each with the rating they gave it. */
export function SummaryAttendees({ attendees }: { attendees: LiveMeetingSummary['attendees'] }) {
  const { t } = useTranslation();
  const nameOf = useAttendeeName();
  if (attendees.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('LIVE_SUMMARY_NO_ATTENDEES')}
      </Text>
    );
  }
  return (
    <ul style={LIST_STYLE}>
      {attendees.map((a) => {
        const name = nameOf(a);
        return (
          <Group key={a.personId} component="li" gap="xs" py={4} wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <PersonAvatar person={attendeePerson(a)} size="sm" aria-hidden />
              <Text size="sm">{name}</Text>
            </Group>
            <Text size="sm" fw={700}>
              {a.rating ?? t('LIVE_NOT_RATED')}
            </Text>
          </Group>
        );
      })}
    </ul>
  );
}
