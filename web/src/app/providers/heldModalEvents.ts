/**
 * modals.open…() dispatches a window event that only a mounted ModalsProvider hears, and the provider's
 * code loads after sign-in (Modals.tsx): a button clicked in the first moments after a page load asked
 * its question to nobody, and nothing happened. Until the provider is mounted these events are held,
 * then replayed in order; while it is mounted they pass straight to it.
 */
const TYPES = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

let held: { type: string; detail: unknown }[] = [];

function hold(event: Event): void {
  held.push({ type: event.type, detail: (event as CustomEvent).detail });
}

function holdModalEvents(): void {
  for (const type of TYPES) window.addEventListener(type, hold);
}

holdModalEvents();

/** The provider is listening: replay what was held. Returns what to call when it unmounts. */
export function releaseHeldModalEvents(): () => void {
  for (const type of TYPES) window.removeEventListener(type, hold);
  const replay = held;
  held = [];
  for (const { type, detail } of replay) window.dispatchEvent(new CustomEvent(type, { detail }));
  return holdModalEvents;
}
