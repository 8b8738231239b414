import type { VtoRevision } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import type { StoredVtoDocument } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { announceRevision } from '../collections/events.ts';
import { loadRevision, type Viewer } from '../collections/policy.ts';
import { presentVtoRevision } from '../collections/vto-presenter.ts';
import { lockVtoDocument, saveVtoDocument } from './repository.ts';

export interface RevisionIds {
  collectionId: string;
  revisionId: string;
}

/** What a part write produced: the new document and the id of the part it wrote. */
export interface PartChange {
  doc: StoredVtoDocument;
  id: string;
  /** Further fields of the call's answer (POST long-term-issue names newLongTermIssue). */
  answer?: Record<string, unknown>;
}

/**
 * Every part write of the V/TO (002 §7): the caller must be able to edit the revision; the document is
 * read under a row lock, changed by a pure function of the parts, saved, and announced with the part's
 * id, so two people editing different parts never overwrite each other and a person editing the same
 * part learns who changed it. The answer is the whole V/TO as the caller may read it.
 */
export async function changeVto(
  ctx: AppContext,
  viewer: Viewer,
  ids: RevisionIds,
  change: (doc: StoredVtoDocument, now: string, tx: Tx) => PartChange | Promise<PartChange>,
): Promise<{ vto: VtoRevision; id: string } & Record<string, unknown>> {
  const loaded = await loadRevision(ctx.db, viewer, 'vto', ids, 'edit');
  const { row, id, answer } = await ctx.db.transaction(async (tx) => {
    const current = await lockVtoDocument(tx, viewer.orgId, loaded.revision.id);
    if (!current) throw notFound();
    const result = await change(current, new Date().toISOString(), tx);
    return { ...result, row: await saveVtoDocument(tx, viewer.orgId, loaded.revision.id, result.doc) };
  });
  announceRevision(ctx, viewer.orgId, 'vto', 'Updated', row, { partId: id, by: viewer.personId });
  return { ...answer, vto: await presentVtoRevision(ctx.db, viewer, { ...loaded, revision: row }), id };
}
