import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { assertCanEditItem, type ItemMeeting, loadItemMeeting } from '../items/access.ts';
import { findTodo, type TodoRow } from './repository.ts';

/**
 * The To-Do, if the caller may see it: their organization's, not removed, and not somebody
 * else's personal To-Do. Anything else is 404, exactly like an id that does not exist.
 */
export async function loadScopedTodo(db: DbOrTx, member: Member, id: string): Promise<TodoRow> {
  const todo = await findTodo(db, member.orgId, member.personId, id);
  if (!todo) throw notFound();
  return todo;
}

/** Personal To-Dos and meeting To-Dos have separate edit calls; the other kind is 404 there. */
export async function loadScopedPersonalTodo(db: DbOrTx, member: Member, id: string): Promise<TodoRow> {
  const todo = await loadScopedTodo(db, member, id);
  if (todo.tractionId !== null) throw notFound();
  return todo;
}

export async function loadScopedMeetingTodo(
  db: DbOrTx,
  member: Member,
  id: string,
): Promise<{ todo: TodoRow & { tractionId: string }; meeting: ItemMeeting }> {
  const todo = await loadScopedTodo(db, member, id);
  if (todo.tractionId === null) throw notFound();
  const meeting = await loadItemMeeting(db, member.orgId, todo.tractionId);
  return { todo: { ...todo, tractionId: todo.tractionId }, meeting };
}

/**
 * 403 unless the caller may change the To-Do (domain canEditItem: never Observers; a personal
 * To-Do only by its owner; otherwise Owner, Admins, its owner and its meeting's invitees).
 */
export async function authorizeTodo(db: DbOrTx, member: Member, todo: TodoRow): Promise<void> {
  const inviteeIds = todo.tractionId ? (await loadItemMeeting(db, member.orgId, todo.tractionId)).inviteeIds : [];
  assertCanEditItem(member, { ownerId: todo.ownerId, isPersonal: todo.tractionId === null }, inviteeIds);
}
