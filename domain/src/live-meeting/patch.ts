/**
 * A live state's change as the values that changed, so a hub event to every attendee carries a rating
 * or the agenda's move (a hundred bytes) instead of the whole state (several kB for 25 attendees):
 * less to encode, relay between nodes, send and parse on every screen.
 */

/** Where a value sits in the state (keys and array indexes) and its new value. */
export type PatchOp = [path: (string | number)[], value: unknown];

/** From the state at version `from` of live meeting `id` to the event's version. */
export interface LiveStatePatch {
  id: string;
  from: number;
  ops: PatchOp[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function sameKeys(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => k in b);
}

/**
 * What changed from `before` to `after` (JSON values): objects with the same keys and arrays of the
 * same length are compared inside; anything else that differs is replaced whole.
 */
export function diffJson(
  before: unknown,
  after: unknown,
  path: (string | number)[] = [],
  ops: PatchOp[] = [],
): PatchOp[] {
  if (Object.is(before, after)) return ops;
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    for (let i = 0; i < after.length; i++) diffJson(before[i], after[i], [...path, i], ops);
  } else if (isRecord(before) && isRecord(after) && sameKeys(before, after)) {
    for (const key of Object.keys(after)) diffJson(before[key], after[key], [...path, key], ops);
  } else {
    ops.push([path, after]);
  }
  return ops;
}

function setIn(value: unknown, path: (string | number)[], next: unknown, at: number): unknown {
  if (at === path.length) return next;
  const key = path[at] as string | number;
  if (Array.isArray(value) && typeof key === 'number' && key >= 0 && key < value.length) {
    const copy = value.slice();
    copy[key] = setIn(value[key], path, next, at + 1);
    return copy;
  }
  if (isRecord(value) && typeof key === 'string' && Object.hasOwn(value, key)) {
    return { ...value, [key]: setIn(value[key], path, next, at + 1) };
  }
  throw new Error(`patch path ${path.join('.')} does not fit the state`);
}

/**
 * `ops` applied to `value` without changing it (what did not change is shared). Throws when a path
 * does not fit, which means the value is not the one the patch was made from.
 */
export function applyJsonPatch<T>(value: T, ops: readonly PatchOp[]): T {
  let result: unknown = value;
  for (const [path, next] of ops) result = setIn(result, path, next, 0);
  return result as T;
}
