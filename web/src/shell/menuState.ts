import { MENU_EXPANSION_MIN_WIDTH } from '@eos/domain';

/**
 * Whether the left menu starts open (000 §2): closed below 576 px; on wider windows the user's saved
 * choice wins (so it survives a reload), open when nothing is saved.
 */
export function initialMenuOpen(windowWidth: number, saved: boolean | undefined): boolean {
  if (windowWidth < MENU_EXPANSION_MIN_WIDTH) return false;
  return saved ?? true;
}

/** Only a toggle on a wide window is the user's preference; the narrow overlay menu is transient. */
export function shouldSaveMenuPreference(windowWidth: number): boolean {
  return windowWidth >= MENU_EXPANSION_MIN_WIDTH;
}
