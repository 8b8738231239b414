import type { ColorTag } from '@eos/domain';
import { Box } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { COLOR_TAG_COLORS } from '../format';

/** The meeting's colour tag as a dot; a meeting without a tag shows nothing. */
export function ColorTagDot({ tag }: { tag: ColorTag }) {
  const { t } = useTranslation();
  const color = COLOR_TAG_COLORS[tag];
  if (!color) return null;
  return (
    <Box
      role="img"
      aria-label={t('TRACTION_COLOR_TAG', { 0: tag })}
      bg={color}
      w={14}
      h={14}
      style={{ borderRadius: '50%', flexShrink: 0 }}
    />
  );
}
