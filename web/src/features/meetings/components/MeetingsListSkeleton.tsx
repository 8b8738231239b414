import { Group, Skeleton, Stack } from '@mantine/core';

/** Rows of placeholders while the list loads. */
export function MeetingsListSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <Group key={i} gap="md" wrap="nowrap">
          <Skeleton circle height={28} />
          <Skeleton height={18} width="35%" />
          <Skeleton height={18} width="20%" visibleFrom="md" />
          <Skeleton height={28} width={90} radius="xl" visibleFrom="md" />
          <Skeleton height={18} width="12%" />
        </Group>
      ))}
    </Stack>
  );
}
