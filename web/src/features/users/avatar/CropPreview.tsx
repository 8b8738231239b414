import { Box, Stack, Text } from '@mantine/core';
import type { Area } from 'react-easy-crop';
import { useTranslation } from '../../../app/i18n';
import type { AvatarImage } from './imageFile';

const PREVIEW_SIZE = 88;

/**
 * The result as others will see it: the chosen square in a circle, like every avatar. The whole
 * image is scaled and shifted so that only the chosen square (given in the image's pixels) shows.
 */
export function CropPreview({ image, area }: { image: AvatarImage; area: Area }) {
  const { t } = useTranslation();
  const scale = PREVIEW_SIZE / area.width;
  return (
    <Stack gap={4} align="center">
      <Box
        w={PREVIEW_SIZE}
        h={PREVIEW_SIZE}
        pos="relative"
        style={{ borderRadius: '50%', overflow: 'hidden', flexShrink: 0 }}
        data-testid="avatar-crop-preview"
      >
        <img
          src={image.src}
          alt=""
          style={{
            position: 'absolute',
            left: -area.x * scale,
            top: -area.y * scale,
            width: image.width * scale,
            height: image.height * scale,
            maxWidth: 'none',
          }}
        />
      </Box>
      <Text size="xs" c="dimmed">
        {t('AVATAR_PREVIEW')}
      </Text>
    </Stack>
  );
}
