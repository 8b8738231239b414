import { List, Text, Title } from '@mantine/core';
import { useId } from 'react';

interface RecapListProps {
  title: string;
  items: readonly { id: string; title: string }[];
  /** Said when the list is empty. */
  empty: string;
}

/** A titled list of what the meeting did (To-Dos added, issues solved…), or its empty-state text. */
export function RecapList({ title, items, empty }: RecapListProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={4} size="h5" id={titleId} mb={4}>
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {items.map((item) => (
            <List.Item key={item.id} style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
