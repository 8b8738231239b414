import { AVATAR } from '@eos/domain';
import { ActionIcon, Group, Slider } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { clampZoom, stepZoom } from './zoom';

/** Zoom out, a slider, zoom in: each button one 0.2 step, the slider in the same steps (keyboard too). */
export function ZoomControls({ zoom, onChange }: { zoom: number; onChange: (zoom: number) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 200 }}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('AVATAR_ZOOM_OUT')}
        disabled={zoom <= AVATAR.zoomMin}
        onClick={() => onChange(stepZoom(zoom, -1))}
      >
        <IconZoomOut size={18} aria-hidden />
      </ActionIcon>
      <Slider
        style={{ flex: 1 }}
        min={AVATAR.zoomMin}
        max={AVATAR.zoomMax}
        step={AVATAR.zoomStep}
        value={zoom}
        onChange={(value) => onChange(clampZoom(value))}
        label={(value) => `${value.toFixed(1)}×`}
        thumbLabel={t('AVATAR_ZOOM')}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('AVATAR_ZOOM_IN')}
        disabled={zoom >= AVATAR.zoomMax}
        onClick={() => onChange(stepZoom(zoom, 1))}
      >
        <IconZoomIn size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
