import { Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { PersonAvatar, type PersonLike } from '../../../components/pickers/PersonAvatar';
import { useAttendeeName } from '../attendees/useAttendeeName';

interface LiveItemRowProps {
  /** The inline control before the title (status, complete, review). */
  control?: ReactNode;
  title: string;
  /** Opens the item's popup. */
  onOpen: () => void;
  owner: PersonLike | null;
  dimmed?: boolean;
  /** Buttons after the owner (Add as issue, Mark solved…). */
  actions?: ReactNode;
}

/**
 * A compact row of the live meeting's lists: control, title (opens the item), owner's face, actions.
 * The title takes the room; the rest drops below it on a phone.
 */
export function LiveItemRow({ control, title, onOpen, owner, dimmed, actions }: LiveItemRowProps) {
  const nameOf = useAttendeeName();
  const ownerName = owner ? nameOf(owner) : '';
  return (
    <Group
      component="li"
      gap="xs"
      wrap="wrap"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {control}
      <UnstyledButton onClick={onOpen} style={{ flex: '1 1 12rem', minWidth: 0, textAlign: 'left' }}>
        <Text size="sm" c={dimmed ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
      </UnstyledButton>
      <Group gap={6} wrap="wrap">
        {owner && (
          <Tooltip label={ownerName}>
            <PersonAvatar person={owner} size="sm" role="img" aria-label={ownerName} />
          </Tooltip>
        )}
        {actions}
      </Group>
    </Group>
  );
}
