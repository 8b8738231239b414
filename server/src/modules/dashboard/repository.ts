import { DASHBOARD, type DashboardKind, type EndedMeeting, type Widget } from '@eos/domain';
import { and, desc, eq, exists, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { meetingInvitees, meetingSessions, meetings, memberships } from '../../db/schema/index.ts';

export interface StoredDashboard {
  widgets: Widget[] | null;
  kind: DashboardKind;
}

const storedColumns = { widgets: memberships.dashboard, kind: memberships.dashboardKind };
const toStored = (row: { widgets: Widget[] | null; kind: string } | undefined): StoredDashboard | undefined =>
  row && { widgets: row.widgets, kind: row.kind as DashboardKind };

/** The person's stored layout (null: the default) and which dashboard they use; scoped to their organization. */
export async function findDashboard(db: DbOrTx, orgId: string, personId: string): Promise<StoredDashboard | undefined> {
  const [row] = await db
    .select(storedColumns)
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.id, personId)));
  return toStored(row);
}

/** Stores the layout (null puts the default back) and answers what is stored; undefined when the person is not in the organization. */
export async function saveDashboard(
  db: DbOrTx,
  orgId: string,
  personId: string,
  widgets: Widget[] | null,
): Promise<StoredDashboard | undefined> {
  const [row] = await db
    .update(memberships)
    .set({ dashboard: widgets })
    .where(and(eq(memberships.orgId, orgId), eq(memberships.id, personId)))
    .returning(storedColumns);
  return toStored(row);
}

/** Which dashboard the account uses in an organization it joined; false when it has not joined it. */
export async function saveDashboardKind(
  db: DbOrTx,
  orgId: string,
  accountId: string,
  kind: DashboardKind,
): Promise<boolean> {
  const rows = await db
    .update(memberships)
    .set({ dashboardKind: kind })
    .where(and(eq(memberships.orgId, orgId), eq(memberships.accountId, accountId), isNotNull(memberships.joinedAt)))
    .returning({ id: memberships.id });
  return rows.length > 0;
}

/**
 * Sessions that ended since `since` of the meetings the person owns or attends, newest first, with
 * the counts their summary card shows (one statement; the counts come from the stored summary).
 */
export async function endedMeetingsOf(
  db: DbOrTx,
  orgId: string,
  personId: string,
  since: Date,
): Promise<EndedMeeting[]> {
  const attends = exists(
    db
      .select({ one: sql`1` })
      .from(meetingInvitees)
      .where(
        and(
          eq(meetingInvitees.orgId, orgId),
          eq(meetingInvitees.meetingId, meetings.id),
          eq(meetingInvitees.personId, personId),
        ),
      ),
  );
  const rows = await db
    .select({
      meetingId: meetings.id,
      meetingName: meetings.title,
      meetingThreadId: meetings.threadId,
      sessionId: meetingSessions.id,
      ended: meetingSessions.endedAt,
      averageRating: meetingSessions.averageRating,
      addedTodos: sql<number>`coalesce(jsonb_array_length(${meetingSessions.summary}->'addedTodos'), 0)`,
      solvedIssues: sql<number>`coalesce(jsonb_array_length(${meetingSessions.summary}->'solvedIssues'), 0)`,
    })
    .from(meetingSessions)
    .innerJoin(meetings, and(eq(meetings.orgId, meetingSessions.orgId), eq(meetings.id, meetingSessions.meetingId)))
    .where(
      and(
        eq(meetingSessions.orgId, orgId),
        gte(meetingSessions.endedAt, since),
        or(eq(meetings.ownerId, personId), attends),
      ),
    )
    .orderBy(desc(meetingSessions.endedAt))
    .limit(DASHBOARD.endedMeetingsShown);
  return rows.map((row) => ({
    ...row,
    ended: (row.ended as Date).toISOString(),
    addedTodos: Number(row.addedTodos),
    solvedIssues: Number(row.solvedIssues),
  }));
}
