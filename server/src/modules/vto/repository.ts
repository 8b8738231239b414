import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { revisions, type StoredVtoDocument } from '../../db/schema/index.ts';
import type { RevisionRow } from '../collections/repository.ts';

/** The revision's document, locked until the transaction ends: part writes apply one after another. */
export async function lockVtoDocument(
  tx: DbOrTx,
  orgId: string,
  revisionId: string,
): Promise<StoredVtoDocument | null> {
  const [row] = await tx
    .select({ document: revisions.document })
    .from(revisions)
    .where(and(eq(revisions.orgId, orgId), eq(revisions.id, revisionId), eq(revisions.kind, 'vto')))
    .for('update');
  return (row?.document as StoredVtoDocument | undefined) ?? null;
}

export async function saveVtoDocument(
  tx: DbOrTx,
  orgId: string,
  revisionId: string,
  document: StoredVtoDocument,
): Promise<RevisionRow> {
  const [row] = await tx
    .update(revisions)
    .set({ document, version: sql`${revisions.version} + 1`, updatedAt: new Date() })
    .where(and(eq(revisions.orgId, orgId), eq(revisions.id, revisionId)))
    .returning();
  if (!row) throw new Error('locked revision vanished');
  return row;
}
