import type { Meeting } from '@eos/domain';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { formatMeetingDate } from '../meetingFormat';

/** The next occurrence in the user's own zone; 'As Needed' meetings may have none to show. */
export function MeetingNextDate({ meeting, timeZone }: { meeting: Pick<Meeting, 'nextDate'>; timeZone: string }) {
  const { t } = useTranslation();
  const text = meeting.nextDate ? formatMeetingDate(meeting.nextDate, timeZone) : '';
  return (
    <Text size="sm" c={text ? undefined : 'dimmed'}>
      {text ? <time dateTime={meeting.nextDate}>{text}</time> : t('MEETING_NO_DATE')}
    </Text>
  );
}
