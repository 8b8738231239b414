import { TIMINGS } from '@eos/domain';

/**
 * Echo suppression (002 §4): the hub tells every tab of the organization about a write, this one
 * included. Data refreshes either way; what only makes sense for someone else's change (the 'New'
 * badge, the spoken announcement, a dialog) waits ECHO_MS and is dropped when this tab wrote that
 * entity within ECHO_MS of the event, before or after it (the event can beat the HTTP answer).
 */
export const ECHO_MS = TIMINGS.liveUpdateEchoSuppressionMs;
/** Settled writes are forgotten after this long: no echo arrives that late. */
const KEEP_MS = 10_000;

interface OwnWrite {
  /** Writes of it still waiting for their answer. */
  inFlight: number;
  /** When the last one settled. */
  at: number;
}
const writes = new Map<string, OwnWrite>();
const key = (type: string, id: string) => `${type}:${id}`;

function prune(now: number): void {
  for (const [k, w] of writes) if (w.inFlight === 0 && now - w.at > KEEP_MS) writes.delete(k);
}

/** A write of this tab is starting (its id is known before the call); call the result when it settles. */
export function beginOwnWrite(type: string, id: string): () => void {
  const k = key(type, id);
  const entry = writes.get(k) ?? { inFlight: 0, at: 0 };
  entry.inFlight += 1;
  writes.set(k, entry);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    entry.inFlight -= 1;
    entry.at = Date.now();
  };
}

/** Writes of this tab that just got their answer (ids known only now, e.g. created items). */
export function noteOwnWrite(type: string, ids: Iterable<string>): void {
  const now = Date.now();
  prune(now);
  for (const id of ids) {
    const entry = writes.get(key(type, id)) ?? { inFlight: 0, at: 0 };
    entry.at = now;
    writes.set(key(type, id), entry);
  }
}

/** Whether an event about (type, id) heard at `at` is this tab's own write coming back. */
export function isOwnEcho(type: string, id: string, at: number): boolean {
  const entry = writes.get(key(type, id));
  if (!entry) return false;
  return entry.inFlight > 0 || Math.abs(entry.at - at) <= ECHO_MS;
}

/** Runs `react` ECHO_MS after an event, unless it turned out to be this tab's own write. */
export function unlessOwnEcho(type: string, id: string, react: () => void): void {
  const at = Date.now();
  setTimeout(() => {
    if (!isOwnEcho(type, id, at)) react();
  }, ECHO_MS);
}

/** Tests start from a clean slate. */
export function resetOwnWrites(): void {
  writes.clear();
}
