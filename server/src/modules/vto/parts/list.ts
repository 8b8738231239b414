import type { StoredVtoDocument } from '../../../db/schema/index.ts';
import type { PartChange } from '../change.ts';
import { entryOf, insertEntry, type Ordered, removeEntry, updateEntry } from './ordered.ts';

type Doc = StoredVtoDocument;

/**
 * One ordered list of the document (core values, target markets, a market's uniques, a plan's metrics,
 * goals or Rocks, the long-term issues) as the three writes of its calls: add at a place (the end by
 * default), change in place or move, remove. Ids not in the list answer 404.
 */
export function orderedList<T extends Ordered>(get: (doc: Doc) => T[], set: (doc: Doc, list: T[]) => Doc) {
  return {
    /** One entry (404 when it is not in the list): the parent of a list inside it. */
    entry(doc: Doc, id: string): T {
      return entryOf(get(doc), id);
    },
    add(doc: Doc, entry: T, sequence?: number): PartChange {
      return { doc: set(doc, insertEntry(get(doc), entry, sequence)), id: entry.id };
    },
    update(doc: Doc, id: string, change: (entry: T) => T, sequence?: number): PartChange {
      return { doc: set(doc, updateEntry(get(doc), id, change, sequence)), id };
    },
    remove(doc: Doc, id: string): PartChange {
      return { doc: set(doc, removeEntry(get(doc), id)), id };
    },
  };
}
