import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface MeetingListCardProps {
  icon: ReactNode;
  title: string;
  empty: string;
}

/**
 * A meeting list whose feature is not built yet (the Scorecard, issue 5): it says plainly that the
 * list is empty rather than faking rows.
 */
export function MeetingListCard({ icon, title, empty }: MeetingListCardProps) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group gap="xs" mb="xs" wrap="nowrap">
        {icon}
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    </Card>
  );
}
