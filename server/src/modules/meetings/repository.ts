import type { SearchRequest } from '@eos/domain';
import { and, asc, eq, exists, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, meetingFavorites, meetingInvitees, meetings, memberships } from '../../db/schema/index.ts';
import { findInOrg, findManyInOrg } from '../../lib/org-scoped.ts';
import {
  containsText,
  countAll,
  filterBoolean,
  filterIds,
  filterText,
  filterValues,
  pagedSearch,
  type SearchPage,
} from '../../lib/search.ts';
import { type PersonRow, personFields } from '../people/repository.ts';

export type MeetingRow = typeof meetings.$inferSelect;
export type MeetingInsert = typeof meetings.$inferInsert;

// Every function takes the org and puts it in the WHERE: another org's id reads as missing.

export function findMeeting(db: DbOrTx, orgId: string, id: string): Promise<MeetingRow | null> {
  return findInOrg(db, meetings, orgId, id);
}

export function findMeetings(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<MeetingRow[]> {
  return findManyInOrg(db, meetings, orgId, ids, sql`lower(${meetings.title})`);
}

/**
 * The one unscoped lookup: a thread id from a link, whatever its org, so that validate can tell
 * "wrong organization" from "missing". Callers decide what the caller may learn from it.
 */
export async function findThreadOwnerOrg(
  db: DbOrTx,
  threadId: string,
): Promise<{ id: string; threadId: string; orgId: string } | null> {
  const [row] = await db
    .select({ id: meetings.id, threadId: meetings.threadId, orgId: meetings.orgId })
    .from(meetings)
    .where(eq(meetings.threadId, threadId));
  return row ?? null;
}

export async function inviteeIdsOf(db: DbOrTx, orgId: string, meetingId: string): Promise<string[]> {
  const rows = await db
    .select({ personId: meetingInvitees.personId })
    .from(meetingInvitees)
    .where(and(eq(meetingInvitees.orgId, orgId), eq(meetingInvitees.meetingId, meetingId)));
  return rows.map((r) => r.personId);
}

/** The invitees of many meetings as people, in one query (lists load without N+1). */
export async function inviteesOf(
  db: DbOrTx,
  orgId: string,
  meetingIds: readonly string[],
): Promise<(PersonRow & { meetingId: string })[]> {
  if (meetingIds.length === 0) return [];
  return db
    .select({ meetingId: meetingInvitees.meetingId, ...personFields })
    .from(meetingInvitees)
    .innerJoin(memberships, eq(memberships.id, meetingInvitees.personId))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(meetingInvitees.orgId, orgId), inArray(meetingInvitees.meetingId, [...meetingIds])))
    .orderBy(asc(accounts.firstName), asc(accounts.lastName), asc(memberships.id));
}

/** Which of these meetings the person marked as favourite. */
export async function favoriteIdsOf(
  db: DbOrTx,
  orgId: string,
  personId: string,
  meetingIds: readonly string[],
): Promise<Set<string>> {
  if (meetingIds.length === 0) return new Set();
  const rows = await db
    .select({ meetingId: meetingFavorites.meetingId })
    .from(meetingFavorites)
    .where(
      and(
        eq(meetingFavorites.orgId, orgId),
        eq(meetingFavorites.personId, personId),
        inArray(meetingFavorites.meetingId, [...meetingIds]),
      ),
    );
  return new Set(rows.map((r) => r.meetingId));
}

/** Same rule as the unique index meetings_org_title_key: lower(btrim(title)). */
export async function isTitleTaken(db: DbOrTx, orgId: string, title: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.orgId, orgId),
        sql`lower(btrim(${meetings.title})) = lower(btrim(${title}))`,
        exceptId ? ne(meetings.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function hasOtherLtMeeting(db: DbOrTx, orgId: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.orgId, orgId), eq(meetings.isLT, true), exceptId ? ne(meetings.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function insertMeeting(db: DbOrTx, values: MeetingInsert): Promise<MeetingRow> {
  const [row] = await db.insert(meetings).values(values).returning();
  if (!row) throw new Error('meeting insert returned nothing');
  return row;
}

export async function updateMeetingRow(
  db: DbOrTx,
  orgId: string,
  id: string,
  values: Partial<Omit<MeetingInsert, 'id' | 'orgId' | 'threadId'>>,
): Promise<MeetingRow | null> {
  const [row] = await db
    .update(meetings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(meetings.orgId, orgId), eq(meetings.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteMeetingRow(db: DbOrTx, orgId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(meetings)
    .where(and(eq(meetings.orgId, orgId), eq(meetings.id, id)))
    .returning({ id: meetings.id });
  return rows.length > 0;
}

/** The invitee list becomes exactly `personIds`. */
export async function replaceInvitees(
  db: DbOrTx,
  orgId: string,
  meetingId: string,
  personIds: readonly string[],
): Promise<void> {
  await db
    .delete(meetingInvitees)
    .where(and(eq(meetingInvitees.orgId, orgId), eq(meetingInvitees.meetingId, meetingId)));
  await addInvitees(db, orgId, meetingId, personIds);
}

export async function addInvitees(
  db: DbOrTx,
  orgId: string,
  meetingId: string,
  personIds: readonly string[],
): Promise<void> {
  if (personIds.length === 0) return;
  await db
    .insert(meetingInvitees)
    .values([...new Set(personIds)].map((personId) => ({ orgId, meetingId, personId })))
    .onConflictDoNothing();
}

/** Idempotent both ways: marking twice or unmarking a non-favourite is fine. */
export async function setFavoriteRow(
  db: DbOrTx,
  opts: { orgId: string; meetingId: string; personId: string; isFavorite: boolean },
): Promise<void> {
  const { orgId, meetingId, personId } = opts;
  if (opts.isFavorite) {
    await db.insert(meetingFavorites).values({ orgId, meetingId, personId }).onConflictDoNothing();
  } else {
    await db
      .delete(meetingFavorites)
      .where(
        and(
          eq(meetingFavorites.orgId, orgId),
          eq(meetingFavorites.meetingId, meetingId),
          eq(meetingFavorites.personId, personId),
        ),
      );
  }
}

export interface MeetingSearchScope {
  orgId: string;
  /** The caller: is-favorite is about their favourites, 'mine' about their meetings. */
  personId: string;
  /** my-meetings: owner or invitee; all: every meeting of the org. */
  only: 'mine' | 'all';
}

/** Meetings one of these people attends (owners are always invitees too). */
function attendedBy(db: DbOrTx, orgId: string, personIds: string[]) {
  return db
    .select({ id: meetingInvitees.meetingId })
    .from(meetingInvitees)
    .where(and(eq(meetingInvitees.orgId, orgId), inArray(meetingInvitees.personId, personIds)));
}

function meetingWhere(db: DbOrTx, scope: MeetingSearchScope, request: SearchRequest): SQL | undefined {
  const { orgId, personId } = scope;
  const where: (SQL | undefined)[] = [eq(meetings.orgId, orgId)];
  if (scope.only === 'mine') {
    where.push(or(eq(meetings.ownerId, personId), inArray(meetings.id, attendedBy(db, orgId, [personId]))));
  }
  const text = filterText(request);
  if (text) where.push(containsText(meetings.title, text));
  const tags = filterValues(request, 'color-tag');
  if (tags) where.push(inArray(meetings.colorTag, tags));
  const favorite = filterBoolean(request, 'is-favorite');
  if (favorite !== undefined) {
    const mine = db
      .select({ one: sql`1` })
      .from(meetingFavorites)
      .where(
        and(
          eq(meetingFavorites.orgId, orgId),
          eq(meetingFavorites.personId, personId),
          eq(meetingFavorites.meetingId, meetings.id),
        ),
      );
    where.push(favorite ? exists(mine) : sql`not ${exists(mine)}`);
  }
  const excluded = filterIds(request, 'excluded-ids');
  if (excluded) where.push(notInArray(meetings.id, excluded));
  const people = filterIds(request, 'person-ids', 'person-id');
  if (people) where.push(inArray(meetings.id, attendedBy(db, orgId, people)));
  return and(...where);
}

/**
 * The meeting lists. Sorting by nextDate orders by the scheduled anchor (starts_at): the next
 * occurrence is computed per cadence and time zone in the presenter, not in SQL.
 */
export async function searchMeetings(
  db: DbOrTx,
  scope: MeetingSearchScope,
  request: SearchRequest,
): Promise<SearchPage<MeetingRow>> {
  const where = meetingWhere(db, scope, request);
  const title = sql`lower(${meetings.title})`;
  return pagedSearch(request, {
    sortable: { title, nextDate: meetings.startsAt, created: meetings.createdAt },
    defaultSort: [asc(title)],
    tiebreaker: meetings.id,
    rows: ({ orderBy, limit, offset }) =>
      db
        .select()
        .from(meetings)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: countAll() }).from(meetings).where(where);
      return row?.n ?? 0;
    },
  });
}
