import type { StoredVtoDocument } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import type { PartChange } from '../change.ts';

type Doc = StoredVtoDocument;

/**
 * A part a V/TO has at most one of (core focus, 10-year target, a plan...): POST starts it (or, when
 * two people start it at once, writes into the one already there), PUT and DELETE name it by id.
 * `build` makes the part from the request and what was there before (lists under it are kept).
 */
export function singleton<P extends { id: string }>(
  get: (doc: Doc) => P | null,
  put: (doc: Doc, part: P | null) => Doc,
) {
  return {
    create(doc: Doc, newId: string, build: (previous: P | null, id: string) => P): PartChange {
      const previous = get(doc);
      const id = previous?.id ?? newId;
      return { doc: put(doc, build(previous, id)), id };
    },
    update(doc: Doc, id: string, build: (previous: P | null, id: string) => P): PartChange {
      const previous = get(doc);
      if (previous?.id !== id) throw notFound();
      return { doc: put(doc, build(previous, id)), id };
    },
    remove(doc: Doc, id: string): PartChange {
      if (get(doc)?.id !== id) throw notFound();
      return { doc: put(doc, null), id };
    },
  };
}
