import { AVATAR } from '@eos/domain';

/** A zoom kept between the crop's limits, on whole hundredths so repeated 0.2 steps never drift (1.2000000002). */
export function clampZoom(zoom: number): number {
  return Math.min(AVATAR.zoomMax, Math.max(AVATAR.zoomMin, Math.round(zoom * 100) / 100));
}

/** One zoom-in (+1) or zoom-out (-1) step of AVATAR.zoomStep (001 §9: 0.2). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  return clampZoom(zoom + direction * AVATAR.zoomStep);
}
