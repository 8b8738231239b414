import { Group, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface SectionFrameProps {
  title: string;
  /** Buttons beside the title (they wrap under it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the Billing tab: a titled, labelled region. */
export function SectionFrame({ title, actions, children }: SectionFrameProps) {
  const id = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h5" id={id}>
            {title}
          </Title>
          {actions && (
            <Group gap="xs" wrap="wrap">
              {actions}
            </Group>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
