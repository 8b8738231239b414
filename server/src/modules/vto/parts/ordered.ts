import { notFound } from '../../../lib/errors.ts';

/** An entry of one of the V/TO's ordered lists: core values, uniques, goals, metrics, Rocks, issues. */
export interface Ordered {
  id: string;
  sequence: number;
}

/** Sequences as positions 0..n-1, in the list's order: what the pages and the PDF number from. */
function renumber<T extends Ordered>(list: T[]): T[] {
  return list.map((entry, index) => (entry.sequence === index ? entry : { ...entry, sequence: index }));
}

const sorted = <T extends Ordered>(list: readonly T[]) => [...list].sort((a, b) => a.sequence - b.sequence);

function place<T extends Ordered>(list: T[], entry: T, sequence: number | undefined): T[] {
  const at = sequence === undefined ? list.length : Math.min(Math.max(sequence, 0), list.length);
  return renumber([...list.slice(0, at), entry, ...list.slice(at)]);
}

/** Adds an entry at `sequence` (the end when left out). */
export function insertEntry<T extends Ordered>(list: readonly T[], entry: T, sequence?: number): T[] {
  return place(sorted(list), entry, sequence);
}

/** Changes one entry, moving it to `sequence` when given (a drag in the list); 404 when it is not there. */
export function updateEntry<T extends Ordered>(
  list: readonly T[],
  id: string,
  change: (entry: T) => T,
  sequence?: number,
): T[] {
  const ordered = sorted(list);
  const index = ordered.findIndex((e) => e.id === id);
  if (index < 0) throw notFound();
  const changed = change(ordered[index] as T);
  if (sequence === undefined) return renumber(ordered.map((e, i) => (i === index ? changed : e)));
  return place(
    ordered.filter((_, i) => i !== index),
    changed,
    sequence,
  );
}

/** Takes an entry out; 404 when it is not there. */
export function removeEntry<T extends Ordered>(list: readonly T[], id: string): T[] {
  const ordered = sorted(list);
  if (!ordered.some((e) => e.id === id)) throw notFound();
  return renumber(ordered.filter((e) => e.id !== id));
}

/** The entry with that id; 404 when it is not there. */
export function entryOf<T extends { id: string }>(list: readonly T[], id: string): T {
  const found = list.find((e) => e.id === id);
  if (!found) throw notFound();
  return found;
}
