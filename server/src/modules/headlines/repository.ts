import { ReviewStatuses, type SearchRequest } from '@eos/domain';
import { and, asc, eq, inArray, isNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { headlines } from '../../db/schema/index.ts';
import { invalid } from '../../lib/errors.ts';
import { findInOrg, findManyInOrg } from '../../lib/org-scoped.ts';
import { containsText, filterIds, filterText, filterValues, type SearchPage, searchTable } from '../../lib/search.ts';

export type HeadlineRow = typeof headlines.$inferSelect;
export type HeadlineInsert = typeof headlines.$inferInsert;

// Every function takes the org and puts it in the WHERE: another org's id reads as missing.

export function findHeadline(db: DbOrTx, orgId: string, id: string): Promise<HeadlineRow | null> {
  return findInOrg(db, headlines, orgId, id);
}

export function findHeadlines(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<HeadlineRow[]> {
  return findManyInOrg(db, headlines, orgId, ids, headlines.createdAt);
}

export async function insertHeadlines(db: DbOrTx, values: HeadlineInsert[]): Promise<HeadlineRow[]> {
  if (values.length === 0) return [];
  return db.insert(headlines).values(values).returning();
}

export async function updateHeadlineRow(
  db: DbOrTx,
  orgId: string,
  id: string,
  values: Partial<Omit<HeadlineInsert, 'id' | 'orgId' | 'createdAt'>>,
): Promise<HeadlineRow | null> {
  const [row] = await db
    .update(headlines)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(headlines.orgId, orgId), eq(headlines.id, id)))
    .returning();
  return row ?? null;
}

function headlineWhere(orgId: string, request: SearchRequest): SQL | undefined {
  // Headlines a concluded meeting cleared have left every list.
  const where: (SQL | undefined)[] = [eq(headlines.orgId, orgId), isNull(headlines.clearedAt)];
  const meetingIds = filterIds(request, 'traction-id', 'traction-ids');
  if (meetingIds) where.push(inArray(headlines.tractionId, meetingIds));
  const owners = filterIds(request, 'owner-id');
  if (owners) where.push(inArray(headlines.ownerId, owners));
  const excluded = filterIds(request, 'excluded-owner-ids');
  if (excluded) where.push(notInArray(headlines.ownerId, excluded));
  // The dashboard widget sends its review states as `headline-status` (001 §3); lists send `status`.
  const statuses = filterValues(request, 'status') ?? filterValues(request, 'headline-status');
  if (statuses) {
    if (statuses.some((s) => !(ReviewStatuses as readonly string[]).includes(s))) {
      throw invalid('VAL_INVALID', 'filters.status');
    }
    where.push(inArray(headlines.status, statuses));
  } else {
    where.push(ne(headlines.status, 'Removed'));
  }
  const text = filterText(request);
  if (text) where.push(containsText(headlines.title, text));
  return and(...where);
}

export async function searchHeadlines(
  db: DbOrTx,
  orgId: string,
  request: SearchRequest,
): Promise<SearchPage<HeadlineRow>> {
  const where = headlineWhere(orgId, request);
  return searchTable(db, headlines, where, request, {
    sortable: { title: sql`lower(${headlines.title})`, created: headlines.createdAt, status: headlines.status },
    defaultSort: [asc(headlines.createdAt)],
    tiebreaker: headlines.id,
  });
}
