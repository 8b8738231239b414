import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useAttendeeName } from '../attendees/useAttendeeName';
import { REACTIONS } from '../constants';
import { useLive } from '../LiveMeetingContext';
import type { FloatingReaction } from './useFloatingReactions';

/** The reactions floating over the screen's corner, each with who sent it; announced politely. */
export function ReactionFloats({ items }: { items: readonly FloatingReaction[] }) {
  const { t } = useTranslation();
  const { state } = useLive();
  const nameOf = useAttendeeName();
  return (
    <Stack
      gap="xs"
      aria-live="polite"
      style={{ position: 'fixed', right: 16, bottom: 88, zIndex: 400, pointerEvents: 'none' }}
    >
      {items.map((item) => {
        const person = state.attendees.find((a) => a.personId === item.personId);
        const name = person ? nameOf(person) : t('LIVE_SOMEONE');
        const { emoji, label } = REACTIONS[item.reaction];
        return (
          <Paper key={item.key} shadow="md" radius="xl" px="md" py={6} withBorder>
            <Group gap="xs" wrap="nowrap">
              <Text fz={28} lh={1} role="img" aria-label={t(label)}>
                {emoji}
              </Text>
              <Text size="sm" fw={500}>
                {name}
              </Text>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
