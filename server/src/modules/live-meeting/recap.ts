import type { LiveMeetingRecap, LiveMeetingState, LiveMeetingSummary } from '@eos/domain';
import { normalizeAgendaItemType } from '@eos/domain';
import { and, asc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { headlines, issues, todos } from '../../db/schema/index.ts';

/**
 * What the meeting did, read from the items themselves since it started: To-Dos added and ticked,
 * issues solved, headlines reviewed. The completion rate is the To-Do review's: of the To-Dos already
 * on the list when the meeting started (open or ticked, not yet cleared), the share ticked.
 */
export async function meetingRecap(
  db: DbOrTx,
  orgId: string,
  meetingId: string,
  started: Date,
): Promise<LiveMeetingRecap> {
  const todo = { id: todos.id, title: todos.title, ownerId: todos.ownerId };
  const inMeeting = and(eq(todos.orgId, orgId), eq(todos.tractionId, meetingId));
  // One after another: PGlite serves one query at a time anyway, and a transaction must not interleave.
  const added = await db
    .select(todo)
    .from(todos)
    .where(and(inMeeting, gte(todos.createdAt, started), ne(todos.status, 'Removed')))
    .orderBy(asc(todos.createdAt));
  const completed = await db
    .select(todo)
    .from(todos)
    .where(and(inMeeting, gte(todos.completedAt, started), inArray(todos.status, ['Pending', 'Done'])))
    .orderBy(asc(todos.completedAt));
  const solved = await db
    .select({ id: issues.id, title: issues.title, ownerId: issues.ownerId })
    .from(issues)
    .where(
      and(
        eq(issues.orgId, orgId),
        eq(issues.tractionId, meetingId),
        gte(issues.solvedAt, started),
        eq(issues.status, 'Solved'),
      ),
    )
    .orderBy(asc(issues.solvedAt));
  const reviewed = await db
    .select({ id: headlines.id, title: headlines.title, ownerId: headlines.ownerId })
    .from(headlines)
    .where(
      and(
        eq(headlines.orgId, orgId),
        eq(headlines.tractionId, meetingId),
        gte(headlines.reviewedAt, started),
        eq(headlines.status, 'Reviewed'),
      ),
    )
    .orderBy(asc(headlines.reviewedAt));
  const carried = await db
    .select({ status: todos.status })
    .from(todos)
    .where(and(inMeeting, lt(todos.createdAt, started), inArray(todos.status, ['NotDone', 'Pending'])));
  const done = carried.filter((t) => t.status === 'Pending').length;
  return {
    addedTodos: added,
    completedTodos: completed,
    solvedIssues: solved,
    reviewedHeadlines: reviewed,
    todoCompletionRate: carried.length === 0 ? null : Math.round((done / carried.length) * 100),
  };
}

/** What the session keeps for its summary page, from the final state and the recap. */
export function sessionSummary(state: LiveMeetingState, recap: LiveMeetingRecap): LiveMeetingSummary {
  return {
    attendees: state.attendees.map(({ personId, firstName, lastName, avatarUrl, rating }) => ({
      personId,
      firstName,
      lastName,
      avatarUrl,
      rating,
    })),
    sections: state.agenda.map((s) => ({
      name: s.name,
      type: normalizeAgendaItemType(s.type),
      minutes: s.minutes,
      elapsedMs: s.elapsedMs,
    })),
    addedTodos: recap.addedTodos,
    completedTodos: recap.completedTodos,
    solvedIssues: recap.solvedIssues,
    reviewedHeadlines: recap.reviewedHeadlines,
  };
}
