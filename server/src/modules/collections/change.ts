import type { CollectionKind } from '@eos/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { revisions, type StoredAcDocument, type StoredVtoDocument } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { announceRevision } from './events.ts';
import { type LoadedRevision, loadRevision, type Viewer } from './policy.ts';
import type { RevisionRow } from './repository.ts';

export interface RevisionIds {
  collectionId: string;
  revisionId: string;
}

type DocumentOf<K extends CollectionKind> = K extends 'vto' ? StoredVtoDocument : StoredAcDocument;

/** What a write of a revision's document produced: the new document and the id of the part it wrote. */
export interface DocumentChange<D> {
  doc: D;
  id: string;
  /** Further fields of the call's answer (POST long-term-issue names newLongTermIssue). */
  answer?: Record<string, unknown>;
}

/** The revision's document, locked until the transaction ends: writes of one revision apply in turn. */
async function lockDocument(tx: DbOrTx, orgId: string, kind: CollectionKind, revisionId: string) {
  const [row] = await tx
    .select({ document: revisions.document })
    .from(revisions)
    .where(and(eq(revisions.orgId, orgId), eq(revisions.id, revisionId), eq(revisions.kind, kind)))
    .for('update');
  return row?.document ?? null;
}

async function saveDocument(tx: DbOrTx, orgId: string, revisionId: string, document: object): Promise<RevisionRow> {
  const [row] = await tx
    .update(revisions)
    .set({ document, version: sql`${revisions.version} + 1`, updatedAt: new Date() })
    .where(and(eq(revisions.orgId, orgId), eq(revisions.id, revisionId)))
    .returning();
  if (!row) throw new Error('locked revision vanished');
  return row;
}

/**
 * Every write of a V/TO part or a chart seat (002 §7): the caller must be able to edit the revision;
 * the document is read under a row lock, changed by a pure function, saved, and announced with the
 * part's id and who wrote it, so two people changing different parts never overwrite each other and a
 * person editing the same part learns who changed it. `present` makes the answer from the saved row.
 */
export async function changeDocument<K extends CollectionKind, R>(
  ctx: AppContext,
  viewer: Viewer,
  kind: K,
  ids: RevisionIds,
  change: (
    doc: DocumentOf<K>,
    now: string,
    tx: Tx,
  ) => DocumentChange<DocumentOf<K>> | Promise<DocumentChange<DocumentOf<K>>>,
  present: (loaded: LoadedRevision) => Promise<R>,
): Promise<{ id: string; answer?: Record<string, unknown>; presented: R }> {
  const loaded = await loadRevision(ctx.db, viewer, kind, ids, 'edit');
  const { row, id, answer } = await ctx.db.transaction(async (tx) => {
    const current = await lockDocument(tx, viewer.orgId, kind, loaded.revision.id);
    if (!current) throw notFound();
    const result = await change(current as DocumentOf<K>, new Date().toISOString(), tx);
    return { ...result, row: await saveDocument(tx, viewer.orgId, loaded.revision.id, result.doc) };
  });
  announceRevision(ctx, viewer.orgId, kind, 'Updated', row, { partId: id, by: viewer.personId });
  return { id, answer, presented: await present({ ...loaded, revision: row }) };
}
