import { displayName, type SearchRequest } from '@eos/domain';
import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, meetings, memberships, notifications } from '../../db/schema/index.ts';
import { countAll, filterBoolean, type SearchPage, searchTable } from '../../lib/search.ts';
import type { MembershipRow } from '../orgs/repository.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationInsert = typeof notifications.$inferInsert;

/** The caller's inbox: their own notifications in their current organization, never anyone else's. */
export interface Inbox {
  orgId: string;
  personId: string;
}

const inboxOf = (inbox: Inbox): SQL =>
  and(eq(notifications.orgId, inbox.orgId), eq(notifications.recipientId, inbox.personId)) as SQL;

export async function insertNotifications(db: DbOrTx, values: NotificationInsert[]): Promise<NotificationRow[]> {
  if (values.length === 0) return [];
  return db.insert(notifications).values(values).returning();
}

/** The bell's list: not removed, newest first; `is-read` ('true'|'false') narrows it. */
export function searchNotifications(
  db: DbOrTx,
  inbox: Inbox,
  request: SearchRequest,
): Promise<SearchPage<NotificationRow>> {
  const where: SQL[] = [inboxOf(inbox), eq(notifications.isRemoved, false)];
  const isRead = filterBoolean(request, 'is-read');
  if (isRead !== undefined) where.push(eq(notifications.isRead, isRead));
  return searchTable(db, notifications, and(...where), request, {
    sortable: { createdAt: notifications.createdAt, created: notifications.createdAt },
    defaultSort: [desc(notifications.createdAt)],
    tiebreaker: notifications.id,
  });
}

/** The entity-cache batch load: removed ones too (they say so), other people's are simply absent. */
export async function findNotifications(db: DbOrTx, inbox: Inbox, ids: readonly string[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(notifications)
    .where(and(inboxOf(inbox), inArray(notifications.id, [...new Set(ids)])))
    .orderBy(desc(notifications.createdAt), notifications.id);
}

export async function countUnread(db: DbOrTx, inbox: Inbox): Promise<number> {
  const [row] = await db
    .select({ n: countAll() })
    .from(notifications)
    .where(and(inboxOf(inbox), eq(notifications.isRead, false), eq(notifications.isRemoved, false)));
  return row?.n ?? 0;
}

/** Read, unread or removed: one of the caller's own; anyone else's id is null (404). */
export async function setNotificationFlags(
  db: DbOrTx,
  inbox: Inbox,
  id: string,
  values: Partial<Pick<NotificationRow, 'isRead' | 'isRemoved'>>,
): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set(values)
    .where(and(inboxOf(inbox), eq(notifications.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Marks unread ones read: those among `ids` that are the caller's, or every one when `ids` is
 * undefined. Answers the ids that changed.
 */
export async function markRead(db: DbOrTx, inbox: Inbox, ids: readonly string[] | undefined): Promise<string[]> {
  const where: SQL[] = [inboxOf(inbox), eq(notifications.isRead, false), eq(notifications.isRemoved, false)];
  if (ids) {
    if (ids.length === 0) return [];
    where.push(inArray(notifications.id, [...new Set(ids)]));
  }
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(...where))
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

/** Every open copy of an actionable notification about `subjectId` becomes actioned (and read). */
export async function actionSubject(
  db: DbOrTx,
  opts: { orgId: string; subjectId: string; type: string },
): Promise<{ id: string; recipientId: string }[]> {
  return db
    .update(notifications)
    .set({ isActioned: true, isRead: true })
    .where(
      and(
        eq(notifications.orgId, opts.orgId),
        eq(notifications.subjectId, opts.subjectId),
        eq(notifications.type, opts.type),
        eq(notifications.isActioned, false),
      ),
    )
    .returning({ id: notifications.id, recipientId: notifications.recipientId });
}

/** Full names of people of the organization; ids of other organizations are absent. */
export async function namesOf(db: DbOrTx, orgId: string, personIds: readonly string[]): Promise<Map<string, string>> {
  if (personIds.length === 0) return new Map();
  // FOR KEY SHARE: a person removed at this moment is either gone already (left out here) or waits
  // for this transaction, so the notifications written next never point at a deleted person (which
  // PostgreSQL would refuse with a foreign-key error, a 500 for whoever caused the notice).
  const rows = await db
    .select({ id: memberships.id, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.orgId, orgId), inArray(memberships.id, [...new Set(personIds)])))
    .for('key share', { of: memberships });
  return new Map(rows.map((r) => [r.id, displayName(r)]));
}

/** Thread ids of meetings of the organization (their page is /traction/{id}/{threadId}). */
export async function threadsOf(
  db: DbOrTx,
  orgId: string,
  meetingIds: readonly string[],
): Promise<Map<string, string>> {
  if (meetingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: meetings.id, threadId: meetings.threadId })
    .from(meetings)
    .where(and(eq(meetings.orgId, orgId), inArray(meetings.id, [...new Set(meetingIds)])));
  return new Map(rows.map((r) => [r.id, r.threadId]));
}

/** The people who decide upgrade requests: the organization's Owner and Admins. */
export async function deciderIds(db: DbOrTx, orgId: string): Promise<string[]> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), inArray(memberships.role, ['Owner', 'Admin'])))
    .orderBy(asc(memberships.createdAt));
  return rows.map((r) => r.id);
}

// Upgrade requests live on the membership (memberships.upgrade_request_status).

/**
 * An Observer's request becomes Pending, unless it already is: the conditional update lets two
 * presses at once make one request (the second gets null).
 */
export async function markUpgradePending(db: DbOrTx, orgId: string, personId: string): Promise<MembershipRow | null> {
  const [row] = await db
    .update(memberships)
    .set({ upgradeRequestStatus: 'Pending' })
    .where(
      and(
        eq(memberships.orgId, orgId),
        eq(memberships.id, personId),
        eq(memberships.role, 'Observer'),
        ne(memberships.upgradeRequestStatus, 'Pending'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Settles a pending request of an Observer; null when there is none (decided already, or not an Observer). */
export async function settleUpgrade(
  db: DbOrTx,
  opts: { orgId: string; personId: string },
  values: Partial<Pick<MembershipRow, 'role' | 'hasLicense' | 'permissions' | 'upgradeRequestStatus'>>,
): Promise<MembershipRow | null> {
  const [row] = await db
    .update(memberships)
    .set(values)
    .where(
      and(
        eq(memberships.orgId, opts.orgId),
        eq(memberships.id, opts.personId),
        eq(memberships.role, 'Observer'),
        eq(memberships.upgradeRequestStatus, 'Pending'),
      ),
    )
    .returning();
  return row ?? null;
}
