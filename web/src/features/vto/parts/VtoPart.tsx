import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** Whether stored HTML has any text for a reader (an editor leaves '<p></p>' behind). */
export function hasText(html: string | null | undefined): boolean {
  return Boolean(
    html
      ?.replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim(),
  );
}

interface VtoPartProps {
  title: string;
  /** What belongs in the part, shown while it is empty. */
  emptyText: string;
  isEmpty: boolean;
  /** Beside the heading: the save status of a part being edited. */
  aside?: ReactNode;
  children?: ReactNode;
}

/** One box of the paper V/TO: its heading, then its content or what belongs there. Long words wrap. */
export function VtoPart({ title, emptyText, isEmpty, aside, children }: VtoPartProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      style={{ minWidth: 0, overflowWrap: 'anywhere' }}
    >
      <Group justify="space-between" align="baseline" gap="xs" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {aside}
      </Group>
      {isEmpty ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Stack gap="sm">{children}</Stack>
      )}
    </Paper>
  );
}

/** A label over its value, as the paper V/TO's small headings read ('Niche:', 'Guarantee:'). */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      {children}
    </div>
  );
}

/** A numbered list (uniques, goals, issues): the order is the meaning. */
export function NumberedList({ items, label }: { items: { id: string; title: string }[]; label: string }) {
  return (
    <ol aria-label={label} style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
      {items.map((item) => (
        <li key={item.id}>
          <Text size="sm">{item.title}</Text>
        </li>
      ))}
    </ol>
  );
}
