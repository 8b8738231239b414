import type { DbOrTx } from '../../db/client.ts';
import type { Member } from '../../plugins/access.ts';
import { inviteesByMeeting } from '../items/access.ts';
import { findPeople } from '../people/repository.ts';
import { presentTodo, type TodoView } from './presenter.ts';
import type { TodoRow } from './repository.ts';

/** Owners and meeting invitees for a whole page in two queries, whatever its size (no N+1). */
export async function loadTodoViews(db: DbOrTx, member: Member, rows: readonly TodoRow[]): Promise<TodoView[]> {
  const meetingIds = rows.flatMap((r) => (r.tractionId ? [r.tractionId] : []));
  const [people, invitees] = await Promise.all([
    findPeople(
      db,
      member.orgId,
      rows.map((r) => r.ownerId),
    ),
    inviteesByMeeting(db, member.orgId, meetingIds),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((row) => ({
    row,
    owner: byId.get(row.ownerId) ?? null,
    meetingInviteeIds: row.tractionId ? (invitees.get(row.tractionId) ?? []) : [],
  }));
}

/** Loads and presents rows for one caller, in their order. */
export async function presentTodos(db: DbOrTx, member: Member, rows: readonly TodoRow[]) {
  const now = new Date();
  return (await loadTodoViews(db, member, rows)).map((view) => presentTodo(view, member, now));
}
