import type { ColorTag } from '@eos/domain';
import { ColorSwatch, Group, Text } from '@mantine/core';
import { COLOR_TAG_SWATCH } from '../meetingFormat';

/** A colour tag as a swatch and its name; None shows an empty ring. */
export function ColorSwatchLabel({ tag, label }: { tag: ColorTag; label: string }) {
  const swatch = COLOR_TAG_SWATCH[tag];
  return (
    <Group gap="xs" wrap="nowrap">
      <ColorSwatch
        size={14}
        color={swatch ? `var(--mantine-color-${swatch.replace('.', '-')})` : 'transparent'}
        withShadow={!swatch}
        aria-hidden
      />
      <Text size="sm" span>
        {label}
      </Text>
    </Group>
  );
}
