import type { CollectionKind } from '@eos/domain';
import { and, asc, desc, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { collections, meetingInvitees, meetings, revisions } from '../../db/schema/index.ts';

export type CollectionRow = typeof collections.$inferSelect;
export type CollectionInsert = typeof collections.$inferInsert;
export type RevisionRow = typeof revisions.$inferSelect;
export type RevisionInsert = typeof revisions.$inferInsert;
/** A revision without its document: what lists and rights need (documents can be large). */
export type RevisionSummary = Omit<RevisionRow, 'document'>;

// Every function takes the org and the kind and puts both in the WHERE: another org's (or the other
// kind's) id reads as missing.

const { document: _document, ...summaryColumns } = getTableColumns(revisions);
const sameTitle = (column: SQL.Aliased | typeof collections.title | typeof revisions.title, title: string) =>
  sql`lower(btrim(${column})) = lower(btrim(${title}))`;

/**
 * Serializes the naming writes of one organization and kind (folders and revisions share one namespace
 * across two tables, which no unique index can cover) until the transaction ends.
 */
export async function lockNaming(tx: DbOrTx, orgId: string, kind: CollectionKind): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`collections:${orgId}:${kind}`}, 0))`);
}

export async function findCollection(
  db: DbOrTx,
  orgId: string,
  kind: CollectionKind,
  id: string,
): Promise<CollectionRow | null> {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.orgId, orgId), eq(collections.kind, kind), eq(collections.id, id)));
  return row ?? null;
}

/** The kind's folders: the company folder first, then by title. */
export function listCollections(db: DbOrTx, orgId: string, kind: CollectionKind): Promise<CollectionRow[]> {
  return db
    .select()
    .from(collections)
    .where(and(eq(collections.orgId, orgId), eq(collections.kind, kind)))
    .orderBy(desc(collections.isCompanyFolder), asc(sql`lower(${collections.title})`), asc(collections.id));
}

export async function findCompanyFolder(
  db: DbOrTx,
  orgId: string,
  kind: CollectionKind,
): Promise<CollectionRow | null> {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.orgId, orgId), eq(collections.kind, kind), eq(collections.isCompanyFolder, true)));
  return row ?? null;
}

export async function insertCollection(db: DbOrTx, values: CollectionInsert): Promise<CollectionRow> {
  const [row] = await db.insert(collections).values(values).returning();
  if (!row) throw new Error('collection insert returned nothing');
  return row;
}

export async function updateCollectionRow(
  db: DbOrTx,
  orgId: string,
  id: string,
  values: Partial<Pick<CollectionInsert, 'title' | 'isCompanyFolder'>>,
): Promise<CollectionRow | null> {
  const [row] = await db
    .update(collections)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(collections.orgId, orgId), eq(collections.id, id)))
    .returning();
  return row ?? null;
}

/** Takes the company flag off the kind's current company folder; returns its id, if there was one. */
export async function clearCompanyFolder(db: DbOrTx, orgId: string, kind: CollectionKind): Promise<string | null> {
  const [row] = await db
    .update(collections)
    .set({ isCompanyFolder: false, updatedAt: new Date() })
    .where(and(eq(collections.orgId, orgId), eq(collections.kind, kind), eq(collections.isCompanyFolder, true)))
    .returning({ id: collections.id });
  return row?.id ?? null;
}

export async function deleteCollectionRow(db: DbOrTx, orgId: string, id: string): Promise<void> {
  await db.delete(collections).where(and(eq(collections.orgId, orgId), eq(collections.id, id)));
}

export async function hasRevisions(db: DbOrTx, orgId: string, collectionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.orgId, orgId), eq(revisions.collectionId, collectionId)))
    .limit(1);
  return Boolean(row);
}

/** A revision of that folder (and org and kind), with its document. */
export async function findRevision(
  db: DbOrTx,
  orgId: string,
  kind: CollectionKind,
  collectionId: string,
  id: string,
): Promise<RevisionRow | null> {
  const [row] = await db
    .select()
    .from(revisions)
    .where(
      and(
        eq(revisions.orgId, orgId),
        eq(revisions.kind, kind),
        eq(revisions.collectionId, collectionId),
        eq(revisions.id, id),
      ),
    );
  return row ?? null;
}

/** A revision by id alone (edit-permission names no folder), without its document. */
export async function findRevisionSummary(
  db: DbOrTx,
  orgId: string,
  kind: CollectionKind,
  id: string,
): Promise<RevisionSummary | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(revisions)
    .where(and(eq(revisions.orgId, orgId), eq(revisions.kind, kind), eq(revisions.id, id)));
  return row ?? null;
}

/** The kind's revisions (of one folder, if given) without documents, newest change first. */
export function listRevisionSummaries(
  db: DbOrTx,
  orgId: string,
  kind: CollectionKind,
  collectionId?: string,
): Promise<RevisionSummary[]> {
  return db
    .select(summaryColumns)
    .from(revisions)
    .where(
      and(
        eq(revisions.orgId, orgId),
        eq(revisions.kind, kind),
        collectionId ? eq(revisions.collectionId, collectionId) : undefined,
      ),
    )
    .orderBy(desc(revisions.updatedAt), asc(revisions.id));
}

export async function insertRevision(db: DbOrTx, values: RevisionInsert): Promise<RevisionRow> {
  const [row] = await db.insert(revisions).values(values).returning();
  if (!row) throw new Error('revision insert returned nothing');
  return row;
}

export async function updateRevisionRow(
  db: DbOrTx,
  orgId: string,
  id: string,
  values: Partial<Pick<RevisionInsert, 'title' | 'collectionId' | 'isPublished' | 'visibility'>>,
): Promise<RevisionRow | null> {
  const [row] = await db
    .update(revisions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(revisions.orgId, orgId), eq(revisions.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteRevisionRow(db: DbOrTx, orgId: string, id: string): Promise<void> {
  await db.delete(revisions).where(and(eq(revisions.orgId, orgId), eq(revisions.id, id)));
}

/** Same rule as collections_org_kind_title_key: lower(btrim(title)). */
export async function isFolderTitleTaken(
  db: DbOrTx,
  orgId: string,
  kind: CollectionKind,
  title: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(
      and(
        eq(collections.orgId, orgId),
        eq(collections.kind, kind),
        sameTitle(collections.title, title),
        exceptId ? ne(collections.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether another revision or folder of the kind has this title (002 §5), in one round trip. */
export async function isNameTaken(
  db: DbOrTx,
  orgId: string,
  kind: CollectionKind,
  title: string,
  except: { revisionId?: string; collectionId?: string } = {},
): Promise<boolean> {
  const revision = db
    .select({ id: revisions.id })
    .from(revisions)
    .where(
      and(
        eq(revisions.orgId, orgId),
        eq(revisions.kind, kind),
        sameTitle(revisions.title, title),
        except.revisionId ? ne(revisions.id, except.revisionId) : undefined,
      ),
    );
  const folder = db
    .select({ id: collections.id })
    .from(collections)
    .where(
      and(
        eq(collections.orgId, orgId),
        eq(collections.kind, kind),
        sameTitle(collections.title, title),
        except.collectionId ? ne(collections.id, except.collectionId) : undefined,
      ),
    );
  const rows = await revision.unionAll(folder).limit(1);
  return rows.length > 0;
}

/** Every revision and folder title of the kind, lower-cased and trimmed (to pick a free default name). */
export async function takenTitles(db: DbOrTx, orgId: string, kind: CollectionKind): Promise<Set<string>> {
  const rows = await db
    .select({ title: sql<string>`lower(btrim(${revisions.title}))` })
    .from(revisions)
    .where(and(eq(revisions.orgId, orgId), eq(revisions.kind, kind)))
    .union(
      db
        .select({ title: sql<string>`lower(btrim(${collections.title}))` })
        .from(collections)
        .where(and(eq(collections.orgId, orgId), eq(collections.kind, kind))),
    );
  return new Set(rows.map((r) => r.title));
}

/** The organization's leadership-team meeting, if identified, and whether the person is invited to it. */
export async function leadershipOf(
  db: DbOrTx,
  orgId: string,
  personId: string,
): Promise<{ meetingId: string | null; isLt: boolean }> {
  const [row] = await db
    .select({
      id: meetings.id,
      isLt: sql<boolean>`exists (select 1 from ${meetingInvitees} where ${meetingInvitees.orgId} = ${orgId} and ${meetingInvitees.meetingId} = ${meetings.id} and ${meetingInvitees.personId} = ${personId})`,
    })
    .from(meetings)
    .where(and(eq(meetings.orgId, orgId), eq(meetings.isLT, true)));
  return { meetingId: row?.id ?? null, isLt: Boolean(row?.isLt) };
}
