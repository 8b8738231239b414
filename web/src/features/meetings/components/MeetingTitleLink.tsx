import type { Meeting } from '@eos/domain';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The meeting's title, linking to its page /traction/{tractionId}/{meetingThreadId}: two lines at
 * most, broken anywhere (a long word must not widen the table), the whole title on hover.
 */
export function MeetingTitleLink({ meeting }: { meeting: Pick<Meeting, 'title' | 'tractionId' | 'meetingThreadId'> }) {
  return (
    <Anchor
      component={Link}
      to={`/traction/${meeting.tractionId}/${meeting.meetingThreadId}`}
      fw={600}
      lineClamp={2}
      title={meeting.title}
      style={{ overflowWrap: 'anywhere' }}
    >
      {meeting.title}
    </Anchor>
  );
}
