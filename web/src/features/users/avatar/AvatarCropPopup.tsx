import { AVATAR, type UserDetails } from '@eos/domain';
import { Alert, Box, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { ApiError } from '../../../api/client';
import { messageText, useTranslation } from '../../../app/i18n';
import { useAvatarUpload } from './api';
import { CropPreview } from './CropPreview';
import { cropToBlob } from './cropToBlob';
import { type AvatarImage, centredSquare } from './imageFile';
import { ZoomControls } from './ZoomControls';
import { clampZoom } from './zoom';

const CENTRE: Point = { x: 0, y: 0 };

interface AvatarCropPopupProps {
  user: UserDetails;
  image: AvatarImage;
  onClose: () => void;
}

/**
 * AvatarCropPopup (001 §2, §9): 'Crop Your Image', a square (1:1) crop moved by drag or the arrow keys,
 * zoom in and out in steps of 0.2 or by slider, a round preview, Reset, Cancel and Save. Save uploads
 * the square as drawn; a refusal by the server is shown here and the popup stays open.
 */
export function AvatarCropPopup({ user, image, onClose }: AvatarCropPopupProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState<Point>(CENTRE);
  const [zoom, setZoom] = useState<number>(AVATAR.zoomMin);
  // In the image's own pixels; before the cropper reports one, what it first shows.
  const [area, setArea] = useState<Area>(() => centredSquare(image));
  const [error, setError] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const upload = useAvatarUpload(user);

  // Before the picture is laid out the cropper may report an empty area: keep the last real one.
  const keepArea = (pixels: Area) => {
    if (Number.isFinite(pixels.x) && Number.isFinite(pixels.y) && pixels.width > 0 && pixels.height > 0)
      setArea(pixels);
  };

  const reset = () => {
    setZoom(AVATAR.zoomMin);
    setCrop(CENTRE);
    setError(null);
  };

  const save = async () => {
    setError(null);
    setDrawing(true);
    try {
      const picture = await cropToBlob(image.src, area);
      await upload.mutateAsync(picture);
      onClose();
    } catch (failure) {
      const first = failure instanceof ApiError ? failure.messages[0] : undefined;
      setError(first ? messageText(first) : t('ERR_AVATAR_UNREADABLE'));
    } finally {
      setDrawing(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('AVATAR_CROP_TITLE')} size="lg" centered>
      <Stack gap="md">
        <Box
          pos="relative"
          h={280}
          bg="dark.7"
          style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
        >
          <Cropper
            image={image.src}
            crop={crop}
            zoom={zoom}
            aspect={1}
            minZoom={AVATAR.zoomMin}
            maxZoom={AVATAR.zoomMax}
            showGrid
            keyboardStep={10}
            onCropChange={setCrop}
            onZoomChange={(next) => setZoom(clampZoom(next))}
            onCropAreaChange={(_percent, pixels) => keepArea(pixels)}
            onCropComplete={(_percent, pixels) => keepArea(pixels)}
            cropperProps={{ role: 'group', 'aria-label': t('AVATAR_CROP_AREA') }}
          />
        </Box>
        <Group justify="space-between" align="center" gap="md">
          <ZoomControls zoom={zoom} onChange={setZoom} />
          <CropPreview image={image} area={area} />
        </Group>
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={reset}>
            {t('AVATAR_RESET')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('CANCEL')}
            </Button>
            <Button onClick={() => void save()} loading={drawing || upload.isPending}>
              {t('SAVE')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
