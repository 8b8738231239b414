/**
 * The one polite live region of the app (002 §4 'announces the change'): screen readers read what is
 * put here without moving focus. Each message is a new node, so the same text twice is read twice.
 */
const REGION_ID = 'live-announcer';

/** Creates the region; it must be in the page before the first message for it to be read. */
export function ensureLiveRegion(): HTMLElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = REGION_ID;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  // Visually hidden, still read (the usual clip pattern).
  Object.assign(region.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: '0',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: '0',
  });
  document.body.append(region);
  return region;
}

export function announce(text: string): void {
  const line = document.createElement('p');
  line.textContent = text;
  ensureLiveRegion().replaceChildren(line);
}
