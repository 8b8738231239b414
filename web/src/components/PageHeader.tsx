import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's title (the page's one h1) and its actions on the right. */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" mb="lg" wrap="wrap" gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      {actions}
    </Group>
  );
}
