import { Skeleton, Stack } from '@mantine/core';

/** The meeting modal while the meeting (or the session) loads: tab bar and a few fields. */
export function MeetingFormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={36} />
      <Skeleton height={56} />
      <Skeleton height={56} />
      <Skeleton height={56} width="60%" />
    </Stack>
  );
}
