import { Group, SimpleGrid, Skeleton } from '@mantine/core';

/** The dashboard while its layout loads: the header and two rows of widget-sized blocks. */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true">
      <Group justify="space-between" mb="lg">
        <Skeleton height={32} width={180} />
        <Skeleton height={36} width={140} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} height={280} radius="md" />
        ))}
      </SimpleGrid>
    </div>
  );
}
