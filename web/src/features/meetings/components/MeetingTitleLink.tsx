import type { Meeting } from '@eos/domain';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** The meeting's title, linking to its page /traction/{tractionId}/{meetingThreadId}. */
export function MeetingTitleLink({ meeting }: { meeting: Pick<Meeting, 'title' | 'tractionId' | 'meetingThreadId'> }) {
  return (
    <Anchor component={Link} to={`/traction/${meeting.tractionId}/${meeting.meetingThreadId}`} fw={600} lineClamp={2}>
      {meeting.title}
    </Anchor>
  );
}
