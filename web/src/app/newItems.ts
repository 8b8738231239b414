import { useCallback, useSyncExternalStore } from 'react';

/**
 * Items someone else just added (002 §4 'marks the item as new'): their rows show a 'New' badge for
 * NEW_MS, or until the user opens the item. Kept by type and id, so every list showing the item
 * agrees, and a list opened within those seconds shows it too.
 */
export const NEW_MS = 30_000;

const marks = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const key = (type: string, id: string) => `${type}:${id}`;

function publish(): void {
  for (const listener of listeners) listener();
}

export function markNew(type: string, id: string): void {
  const k = key(type, id);
  const previous = marks.get(k);
  if (previous) clearTimeout(previous);
  marks.set(
    k,
    setTimeout(() => {
      marks.delete(k);
      publish();
    }, NEW_MS),
  );
  publish();
}

export function clearNew(type: string, id: string): void {
  const k = key(type, id);
  const timer = marks.get(k);
  if (!timer) return;
  clearTimeout(timer);
  marks.delete(k);
  publish();
}

export function isNew(type: string, id: string): boolean {
  return marks.has(key(type, id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the row of this item shows the 'New' badge right now. */
export function useIsNew(type: string, id: string): boolean {
  const snapshot = useCallback(() => isNew(type, id), [type, id]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Tests start from a clean slate. */
export function resetNewMarks(): void {
  for (const timer of marks.values()) clearTimeout(timer);
  marks.clear();
  publish();
}
