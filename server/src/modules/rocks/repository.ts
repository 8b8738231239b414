import { RockStatuses, Scopes, type SearchRequest } from '@eos/domain';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rockMeetings, rocks } from '../../db/schema/index.ts';
import { invalid } from '../../lib/errors.ts';
import { findInOrg, findManyInOrg } from '../../lib/org-scoped.ts';
import { containsText, filterIds, filterText, filterValues, type SearchPage, searchTable } from '../../lib/search.ts';

export type RockRow = typeof rocks.$inferSelect;
export type RockInsert = typeof rocks.$inferInsert;
type RockChanges = Partial<Omit<RockInsert, 'id' | 'orgId' | 'createdAt'>>;

// Every function takes the org and puts it in the WHERE: another org's id reads as missing.

export function findRock(db: DbOrTx, orgId: string, id: string): Promise<RockRow | null> {
  return findInOrg(db, rocks, orgId, id);
}

export function findRocks(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<RockRow[]> {
  return findManyInOrg(db, rocks, orgId, ids, rocks.dueDate);
}

/** Rocks with their meeting links, each Rock in one or more meetings. */
export async function insertRocks(
  db: DbOrTx,
  values: readonly { rock: RockInsert; tractionIds: readonly string[] }[],
): Promise<RockRow[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(rocks)
    .values(values.map((v) => v.rock))
    .returning();
  const links = rows.flatMap((row, i) =>
    [...new Set(values[i]?.tractionIds ?? [])].map((tractionId) => ({ orgId: row.orgId, rockId: row.id, tractionId })),
  );
  if (links.length > 0) await db.insert(rockMeetings).values(links);
  return rows;
}

export async function updateRockRow(
  db: DbOrTx,
  orgId: string,
  id: string,
  values: RockChanges,
): Promise<RockRow | null> {
  const [row] = await db
    .update(rocks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(rocks.orgId, orgId), eq(rocks.id, id)))
    .returning();
  return row ?? null;
}

/** Rock id -> its meeting ids, for a whole page in one query. */
export async function meetingIdsByRock(
  db: DbOrTx,
  orgId: string,
  rockIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byRock = new Map<string, string[]>();
  if (rockIds.length === 0) return byRock;
  const rows = await db
    .select({ rockId: rockMeetings.rockId, tractionId: rockMeetings.tractionId })
    .from(rockMeetings)
    .where(and(eq(rockMeetings.orgId, orgId), inArray(rockMeetings.rockId, [...new Set(rockIds)])))
    .orderBy(asc(rockMeetings.tractionId));
  for (const row of rows) byRock.set(row.rockId, [...(byRock.get(row.rockId) ?? []), row.tractionId]);
  return byRock;
}

/** Makes the Rock's meetings exactly these (an edit may add and drop meetings). */
export async function replaceRockMeetings(
  db: DbOrTx,
  orgId: string,
  rockId: string,
  tractionIds: readonly string[],
): Promise<void> {
  const wanted = [...new Set(tractionIds)];
  await db
    .delete(rockMeetings)
    .where(
      and(eq(rockMeetings.orgId, orgId), eq(rockMeetings.rockId, rockId), notInArray(rockMeetings.tractionId, wanted)),
    );
  await db
    .insert(rockMeetings)
    .values(wanted.map((tractionId) => ({ orgId, rockId, tractionId })))
    .onConflictDoNothing();
}

/** Takes the Rocks out of one meeting; answers the ids whose link was really there. */
export async function unlinkFromMeeting(
  db: DbOrTx,
  orgId: string,
  tractionId: string,
  rockIds: readonly string[],
): Promise<string[]> {
  if (rockIds.length === 0) return [];
  const rows = await db
    .delete(rockMeetings)
    .where(
      and(
        eq(rockMeetings.orgId, orgId),
        eq(rockMeetings.tractionId, tractionId),
        inArray(rockMeetings.rockId, [...rockIds]),
      ),
    )
    .returning({ rockId: rockMeetings.rockId });
  return rows.map((r) => r.rockId);
}

/** Hard delete: meeting links and milestones go with the rows (ON DELETE CASCADE). */
export async function deleteRockRows(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(rocks)
    .where(and(eq(rocks.orgId, orgId), inArray(rocks.id, [...ids])))
    .returning({ id: rocks.id });
  return rows.map((r) => r.id);
}

// ---- Search ----------------------------------------------------------------------------------

function oneOf(request: SearchRequest, name: string, allowed: readonly string[]): string[] | undefined {
  const values = filterValues(request, name);
  if (values?.some((v) => !allowed.includes(v))) throw invalid('VAL_INVALID', `filters.${name}`);
  return values;
}

function rockWhere(db: DbOrTx, orgId: string, request: SearchRequest): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(rocks.orgId, orgId)];
  const meetingIds = filterIds(request, 'traction-id', 'traction-ids');
  if (meetingIds) {
    const inMeetings = db
      .select({ id: rockMeetings.rockId })
      .from(rockMeetings)
      .where(and(eq(rockMeetings.orgId, orgId), inArray(rockMeetings.tractionId, meetingIds)));
    where.push(inArray(rocks.id, inMeetings));
  }
  const owners = filterIds(request, 'owner-id');
  if (owners) where.push(inArray(rocks.ownerId, owners));
  const excluded = filterIds(request, 'excluded-owner-ids');
  if (excluded) where.push(notInArray(rocks.ownerId, excluded));
  const statuses = oneOf(request, 'status', RockStatuses);
  if (statuses) where.push(inArray(rocks.status, statuses));
  const types = oneOf(request, 'type', Scopes);
  if (types) where.push(inArray(rocks.type, types));
  const text = filterText(request);
  if (text) where.push(containsText(rocks.title, text));
  return and(...where);
}

export async function searchRocks(db: DbOrTx, orgId: string, request: SearchRequest): Promise<SearchPage<RockRow>> {
  const where = rockWhere(db, orgId, request);
  return searchTable(db, rocks, where, request, {
    sortable: { dueDate: rocks.dueDate, title: sql`lower(${rocks.title})`, created: rocks.createdAt },
    defaultSort: [asc(rocks.dueDate)],
    tiebreaker: rocks.id,
  });
}
