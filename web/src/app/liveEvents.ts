import type { LiveUpdate as LiveUpdateMessage } from '@eos/domain';

/**
 * A live-update hub message (002 §7; contract in domain/src/schemas/live-updates.ts): what changed,
 * by type and id, plus extra data (an org's name, a removed person's account and org, a menu state).
 */
export type LiveUpdate = Partial<LiveUpdateMessage>;

export type LiveEventName = 'Added' | 'Updated' | 'Deleted';
type Listener = (event: LiveEventName, update: LiveUpdate) => void;
const listeners = new Set<Listener>();

/**
 * Screens that must react to a live change beyond refreshed data (an open editor whose item was
 * deleted elsewhere) listen here; the socket publishes every Added, Updated and Deleted.
 */
export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishLiveEvent(event: LiveEventName, update: LiveUpdate): void {
  for (const listener of listeners) listener(event, update);
}
