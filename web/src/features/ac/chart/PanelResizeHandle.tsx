import { AC } from '@eos/domain';
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { useTranslation } from '../../../app/i18n';

const KEY = 'ac-notes-width';
const MIN = 280;
const STEP = 20;
const maxWidth = () => Math.max(MIN, Math.round(window.innerWidth * 0.9));
const clamp = (width: number) => Math.min(maxWidth(), Math.max(MIN, Math.round(width)));

/** The notes panel's width (002 §9: 350 px unless the person resized it; remembered in this browser). */
export function usePanelWidth() {
  const [width, setWidth] = useState(() => clamp(Number(localStorage.getItem(KEY)) || AC.notesPanelWidth));
  const resize = (next: number) => {
    const value = clamp(next);
    setWidth(value);
    localStorage.setItem(KEY, String(value));
  };
  return { width, resize };
}

/**
 * The left edge of the notes panel: drag it, or focus it and use the arrow keys, to make the panel
 * wider or narrower.
 */
export function PanelResizeHandle({ width, onResize }: { width: number; onResize: (width: number) => void }) {
  const { t } = useTranslation();
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (e: globalThis.PointerEvent) => onResize(window.innerWidth - e.clientX);
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onResize(width + (event.key === 'ArrowLeft' ? STEP : -STEP));
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA pattern for a resizable pane (<hr> takes no focus)
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('AC_NOTES_RESIZE')}
      aria-valuenow={width}
      aria-valuemin={MIN}
      aria-valuemax={maxWidth()}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      style={{
        position: 'absolute',
        left: 0,
        top: 0,
        bottom: 0,
        width: 8,
        cursor: 'col-resize',
        zIndex: 1,
        touchAction: 'none',
      }}
    />
  );
}
