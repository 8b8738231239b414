import { IssueStatuses, type SearchRequest } from '@eos/domain';
import { and, asc, eq, gt, inArray, max, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { issues } from '../../db/schema/index.ts';
import { invalid } from '../../lib/errors.ts';
import { findInOrg, findManyInOrg } from '../../lib/org-scoped.ts';
import { containsText, filterIds, filterText, filterValues, type SearchPage, searchTable } from '../../lib/search.ts';

export type IssueRow = typeof issues.$inferSelect;
export type IssueInsert = typeof issues.$inferInsert;
type IssueChanges = Partial<Omit<IssueInsert, 'id' | 'orgId' | 'createdAt'>>;

// Every function takes the org and puts it in the WHERE: another org's id reads as missing.

export function findIssue(db: DbOrTx, orgId: string, id: string): Promise<IssueRow | null> {
  return findInOrg(db, issues, orgId, id);
}

export function findIssues(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<IssueRow[]> {
  return findManyInOrg(db, issues, orgId, ids, issues.rank);
}

export async function insertIssue(db: DbOrTx, values: IssueInsert): Promise<IssueRow> {
  const [row] = await db.insert(issues).values(values).returning();
  if (!row) throw new Error('issue insert returned nothing');
  return row;
}

/** Many issues in one statement (an import); ranks are the caller's, last in their meeting. */
export async function insertIssues(db: DbOrTx, values: readonly IssueInsert[]): Promise<IssueRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(issues)
    .values([...values])
    .returning();
}

/** Updates one issue; `tractionId` narrows it to the meeting it is expected in (a concurrent move loses). */
export async function updateIssueRow(
  db: DbOrTx,
  where: { orgId: string; id: string; tractionId?: string },
  values: IssueChanges,
): Promise<IssueRow | null> {
  const [row] = await db
    .update(issues)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(issues.orgId, where.orgId),
        eq(issues.id, where.id),
        where.tractionId ? eq(issues.tractionId, where.tractionId) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

// ---- Ranks: the open list of one meeting, ordered by (rank, id) ----------------------------------

const openIn = (orgId: string, tractionId: string) =>
  and(eq(issues.orgId, orgId), eq(issues.tractionId, tractionId), eq(issues.status, 'Open'));

type RankedIssue = { id: string; rank: number };

/** The rank that puts a new issue last in the meeting's open list. */
export async function nextLastRank(db: DbOrTx, orgId: string, tractionId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(issues.rank) })
    .from(issues)
    .where(openIn(orgId, tractionId));
  return (row?.last ?? 0) + 1;
}

/** An open issue of the meeting (the anchor of a reorder), or null. */
export async function findOpenIssueIn(
  db: DbOrTx,
  orgId: string,
  tractionId: string,
  id: string,
): Promise<RankedIssue | null> {
  const [row] = await db
    .select({ id: issues.id, rank: issues.rank })
    .from(issues)
    .where(and(openIn(orgId, tractionId), eq(issues.id, id)));
  return row ?? null;
}

/** The open issue right after `after` in (rank, id) order, leaving out `exceptId`; null after the first when `after` is null. */
export async function openIssueAfter(
  db: DbOrTx,
  opts: { orgId: string; tractionId: string; after: RankedIssue | null; exceptId: string },
): Promise<RankedIssue | null> {
  const { after } = opts;
  const [row] = await db
    .select({ id: issues.id, rank: issues.rank })
    .from(issues)
    .where(
      and(
        openIn(opts.orgId, opts.tractionId),
        ne(issues.id, opts.exceptId),
        after ? or(gt(issues.rank, after.rank), and(eq(issues.rank, after.rank), gt(issues.id, after.id))) : undefined,
      ),
    )
    .orderBy(asc(issues.rank), asc(issues.id))
    .limit(1);
  return row ?? null;
}

/**
 * Gives the open list ranks 1..n in its current order. Only needed when two neighbours share a
 * rank or repeated midpoints ran out of floating-point room, so the usual reorder stays one row.
 */
export async function renumberOpenIssues(db: DbOrTx, orgId: string, tractionId: string): Promise<void> {
  const rows = await db
    .select({ id: issues.id })
    .from(issues)
    .where(openIn(orgId, tractionId))
    .orderBy(asc(issues.rank), asc(issues.id));
  for (const [i, row] of rows.entries()) {
    await db
      .update(issues)
      .set({ rank: i + 1 })
      .where(and(eq(issues.orgId, orgId), eq(issues.id, row.id)));
  }
}

// ---- Search ----------------------------------------------------------------------------------

function issueWhere(orgId: string, request: SearchRequest): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(issues.orgId, orgId)];
  const meetingIds = filterIds(request, 'traction-id', 'traction-ids');
  if (meetingIds) where.push(inArray(issues.tractionId, meetingIds));
  const owners = filterIds(request, 'owner-id');
  if (owners) where.push(inArray(issues.ownerId, owners));
  const excluded = filterIds(request, 'excluded-owner-ids');
  if (excluded) where.push(notInArray(issues.ownerId, excluded));
  // The Issues list shows open issues unless the client asks for others (solved ones, say).
  const statuses = filterValues(request, 'status') ?? ['Open'];
  if (statuses.some((s) => !(IssueStatuses as readonly string[]).includes(s)))
    throw invalid('VAL_INVALID', 'filters.status');
  where.push(inArray(issues.status, statuses));
  const text = filterText(request);
  if (text) where.push(containsText(issues.title, text));
  return and(...where);
}

export async function searchIssues(db: DbOrTx, orgId: string, request: SearchRequest): Promise<SearchPage<IssueRow>> {
  const where = issueWhere(orgId, request);
  return searchTable(db, issues, where, request, {
    sortable: { rank: issues.rank, title: sql`lower(${issues.title})`, created: issues.createdAt },
    defaultSort: [asc(issues.rank)],
    tiebreaker: issues.id,
  });
}
