import type { LiveAgendaItem } from '@eos/domain';
import { Box, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLive } from '../LiveMeetingContext';
import { useLiveSend } from '../useLiveSend';
import { SectionClock } from './SectionClock';
import { SectionIcon } from './SectionIcon';

/** One agenda section: icon, name, clock; the active one is flagged. Non-Observers go to it with a click. */
export function AgendaSectionItem({ item, index }: { item: LiveAgendaItem; index: number }) {
  const { state, canWrite } = useLive();
  const { send, busy } = useLiveSend();
  const active = index === state.agendaIndex;
  const itemRef = useRef<HTMLLIElement>(null);
  // On a phone the agenda is a strip that scrolls sideways: keep the section in progress in view
  // (sideways only, so a change by someone else never moves the page under the reader).
  useEffect(() => {
    const item = itemRef.current;
    const strip = item?.parentElement;
    if (!active || !item || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const shown = strip.getBoundingClientRect();
    const box = item.getBoundingClientRect();
    if (box.left < shown.left || box.right > shown.right) strip.scrollLeft += box.left - shown.left;
  }, [active]);
  const body = (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon variant={active ? 'filled' : 'light'} size="md" radius="xl">
        <SectionIcon name={item.icon} />
      </ThemeIcon>
      <Box style={{ minWidth: 0 }}>
        <Text size="sm" fw={active ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
          {item.name}
        </Text>
        <SectionClock index={index} />
      </Box>
    </Group>
  );
  const frame = {
    p: 'xs',
    'aria-current': active ? ('step' as const) : undefined,
    bg: active ? 'var(--mantine-primary-color-light)' : undefined,
    style: { borderRadius: 'var(--mantine-radius-md)', display: 'block', width: '100%' },
  };
  return (
    <Box component="li" ref={itemRef} style={{ flexShrink: 0 }}>
      {canWrite ? (
        <UnstyledButton {...frame} disabled={busy} onClick={() => void send('set-agenda-item', { index })}>
          {body}
        </UnstyledButton>
      ) : (
        <Box {...frame}>{body}</Box>
      )}
    </Box>
  );
}
