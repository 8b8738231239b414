import { displayName, type Person } from '@eos/domain';
import { Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';
import { useShellContext } from '../../../shell/useShellContext';

interface WidgetRowProps {
  title: string;
  /** Opens the item's popup (read-only for Observers: the popup decides). */
  onOpen: () => void;
  /** The in-place control before the title (complete, review); absent when read-only. */
  control?: ReactNode;
  /** Small facts under the title: status, dates, badges, meeting. */
  meta: ReactNode;
  /** The owner's face at the end; left out where every row is the viewer's own. */
  owner?: Person | null;
  /** Done or reviewed: the title greys out until the list drops or refreshes the row. */
  dimmed?: boolean;
}

/**
 * One row of a list widget. A card can be narrow, so the title keeps to one line and ends in an
 * ellipsis (the full title in its tooltip and accessible name) and the facts under it wrap.
 */
export function WidgetRow({ title, onOpen, control, meta, owner, dimmed }: WidgetRowProps) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const ownerName = owner ? displayName(owner, user.nameDisplayStyle) : '';
  return (
    <Group
      component="li"
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {control}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <UnstyledButton onClick={onOpen} title={title} maw="100%">
          <Text size="sm" truncate="end" c={dimmed ? 'dimmed' : undefined}>
            {title}
          </Text>
        </UnstyledButton>
        <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
          {meta}
        </Group>
      </Stack>
      {owner && (
        <Tooltip label={ownerName}>
          <PersonAvatar
            person={owner}
            size={24}
            role="img"
            aria-label={t('WIDGET_OWNER', { 0: ownerName })}
            style={{ flexShrink: 0 }}
          />
        </Tooltip>
      )}
    </Group>
  );
}

/** A row's meeting, cut short with an ellipsis when the card is narrow. */
export function RowMeeting({ name }: { name: string | undefined }) {
  if (!name) return null;
  return (
    <Text size="xs" c="dimmed" truncate="end" maw="100%" title={name}>
      {name}
    </Text>
  );
}
