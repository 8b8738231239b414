import { Skeleton, Stack } from '@mantine/core';

/** What a page shows while its data or its code loads. */
export function PageSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap="sm" p="md" aria-busy="true">
      <Skeleton height={28} width="40%" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <Skeleton key={i} height={16} width={`${90 - i * 8}%`} />
      ))}
    </Stack>
  );
}
