import type { LiveMeetingRecap, LiveMeetingSummary, StoredLiveMeetingState } from '@eos/domain';
import { normalizeAgendaItemType } from '@eos/domain';
import { and, asc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
  const solved = await itemsSince(db, issues, issues.solvedAt, 'Solved', orgId, meetingId, started);
  const reviewed = await itemsSince(db, headlines, headlines.reviewedAt, 'Reviewed', orgId, meetingId, started);
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

/** The meeting's issues or headlines that reached `status` since it started (`at` says when), in order. */
function itemsSince(
  db: DbOrTx,
  table: typeof issues | typeof headlines,
  at: PgColumn,
  status: string,
  orgId: string,
  meetingId: string,
  started: Date,
) {
  return db
    .select({ id: table.id, title: table.title, ownerId: table.ownerId })
    .from(table)
    .where(and(eq(table.orgId, orgId), eq(table.tractionId, meetingId), gte(at, started), eq(table.status, status)))
    .orderBy(asc(at));
}

/** What the session keeps for its summary page, from the final state and the recap. */
export function sessionSummary(state: StoredLiveMeetingState, recap: LiveMeetingRecap): LiveMeetingSummary {
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
