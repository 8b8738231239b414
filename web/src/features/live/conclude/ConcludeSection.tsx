import { Group, Stack } from '@mantine/core';
import { EndMeetingButton } from '../header/EndMeetingButton';
import { MeetingSettings } from './MeetingSettings';
import { RatingsCard } from './RatingsCard';
import { RecapCard } from './RecapCard';

/** Conclude: the recap, everyone's rating and the average, the two settings, and End meeting. */
export function ConcludeSection() {
  return (
    <Stack gap="md">
      <RecapCard />
      <RatingsCard />
      <MeetingSettings />
      <Group justify="flex-end">
        <EndMeetingButton />
      </Group>
    </Stack>
  );
}
