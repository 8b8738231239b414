import type { PersonalTodoCreateRequest, TodoCreateRequest, TodoStatus, TodoUpdateRequest } from '@eos/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { Member } from '../../plugins/access.ts';
import { assertCanEditItem, assertOwnersInMeeting, type ItemMeeting, loadItemMeeting } from '../items/access.ts';
import { announceItem, announceReassigned, announceToOwner, type ItemChange } from '../items/events.ts';
import { assignedNotice } from '../notifications/notices.ts';
import { notifying } from '../notifications/notify.ts';
import { insertTodos, type TodoRow, updateTodoRow } from './repository.ts';

type TodoCreateBody = z.infer<typeof TodoCreateRequest>;
type TodoUpdateBody = z.infer<typeof TodoUpdateRequest>;
type PersonalTodoBody = z.infer<typeof PersonalTodoCreateRequest>;
/**
 * Live-update messages after commit; clients refetch by id. A personal To-Do is private, so only its
 * owner's own sockets hear of it, never the organization.
 */
async function announce(ctx: AppContext, todo: TodoRow, event: ItemChange): Promise<void> {
  if (todo.tractionId) announceItem(ctx, todo.orgId, event, 'todo', todo.id);
  else
    await announceToOwner(ctx, ctx.db, { orgId: todo.orgId, ownerId: todo.ownerId, event, type: 'todo', id: todo.id });
}

function updated(row: TodoRow | null): TodoRow {
  if (!row) throw notFound();
  return row;
}

/** One To-Do per owner, all or none; every owner must be invited to the meeting. */
export async function createTodos(ctx: AppContext, opts: { member: Member; body: TodoCreateBody }): Promise<TodoRow[]> {
  const { member, body } = opts;
  const meeting = await loadItemMeeting(ctx.db, member.orgId, body.tractionId);
  const ownerIds = [...new Set(body.ownerIds)];
  // Owners are invitees, so this admits Owner, Admins and the meeting's own people: the same
  // people who may edit its To-Dos afterwards.
  assertCanEditItem(member, { ownerId: ownerIds[0] ?? '' }, meeting.inviteeIds);
  assertOwnersInMeeting(meeting, ownerIds, 'ownerIds');
  const contentHtml = sanitizeRichText(body.contentHtml);
  const rows = await notifying(ctx, async (tx, notices) => {
    const rows = await insertTodos(
      tx,
      ownerIds.map((ownerId) => ({
        orgId: member.orgId,
        tractionId: meeting.id,
        ownerId,
        title: body.title,
        contentHtml,
        dueDate: body.dueDate,
        createdById: member.personId,
      })),
    );
    notices.push(...rows.map((row) => assignedNotice(member, 'todo', row, meeting.id)));
    return rows;
  });
  for (const row of rows) await announce(ctx, row, 'Added');
  return rows;
}

/**
 * Replaces a meeting To-Do's fields. It may move to another meeting of the organization, where the
 * caller must be allowed to edit it too and its owner must be invited.
 */
export async function updateTodo(
  ctx: AppContext,
  opts: { member: Member; todo: TodoRow; meeting: ItemMeeting; body: TodoUpdateBody },
): Promise<TodoRow> {
  const { member, todo, body } = opts;
  const moved = body.tractionId !== opts.meeting.id;
  const target = moved ? await loadItemMeeting(ctx.db, member.orgId, body.tractionId) : opts.meeting;
  if (moved) assertCanEditItem(member, { ownerId: body.ownerId }, target.inviteeIds);
  assertOwnersInMeeting(target, [body.ownerId], 'ownerId');
  const contentHtml = sanitizeRichText(body.contentHtml);
  const row = await notifying(ctx, async (tx, notices) => {
    const row = updated(
      await updateTodoRow(tx, member.orgId, todo.id, {
        title: body.title,
        ownerId: body.ownerId,
        dueDate: body.dueDate,
        contentHtml,
        tractionId: target.id,
      }),
    );
    if (row.ownerId !== todo.ownerId) notices.push(assignedNotice(member, 'todo', row, target.id));
    return row;
  });
  await announce(ctx, row, 'Updated');
  if (row.ownerId !== todo.ownerId)
    await announceReassigned(ctx, ctx.db, { orgId: row.orgId, type: 'todo', id: row.id, ownerId: row.ownerId });
  return row;
}

/** A To-Do of the caller's own, in no meeting. */
export async function createPersonalTodo(
  ctx: AppContext,
  opts: { member: Member; body: PersonalTodoBody },
): Promise<TodoRow> {
  const { member, body } = opts;
  const [row] = await insertTodos(ctx.db, [
    {
      orgId: member.orgId,
      tractionId: null,
      ownerId: member.personId,
      title: body.title,
      contentHtml: sanitizeRichText(body.contentHtml),
      dueDate: body.dueDate,
      createdById: member.personId,
    },
  ]);
  const created = updated(row ?? null);
  await announce(ctx, created, 'Added');
  return created;
}

export async function updatePersonalTodo(
  ctx: AppContext,
  opts: { member: Member; todo: TodoRow; body: PersonalTodoBody },
): Promise<TodoRow> {
  const { member, todo, body } = opts;
  const row = updated(
    await updateTodoRow(ctx.db, member.orgId, todo.id, {
      title: body.title,
      dueDate: body.dueDate,
      contentHtml: sanitizeRichText(body.contentHtml),
    }),
  );
  await announce(ctx, row, 'Updated');
  return row;
}

/**
 * Ticking a To-Do marks it Pending (done this week): the meeting's conclude turns Pending into
 * Done (002 §4). Unticking reopens it.
 */
export async function completeTodo(
  ctx: AppContext,
  opts: { member: Member; todo: TodoRow; isComplete: boolean },
): Promise<TodoRow> {
  const { member, todo, isComplete } = opts;
  const values = isComplete
    ? { status: 'Pending', completedAt: todo.completedAt ?? new Date() }
    : { status: 'NotDone', completedAt: null };
  const row = updated(await updateTodoRow(ctx.db, member.orgId, todo.id, values));
  await announce(ctx, row, 'Updated');
  return row;
}

/** Any status; Done and Pending keep when it was finished, NotDone clears it, Removed hides it. */
export async function setTodoStatus(
  ctx: AppContext,
  opts: { member: Member; todo: TodoRow; status: TodoStatus },
): Promise<TodoRow> {
  const { member, todo, status } = opts;
  const completedAt =
    status === 'Done' || status === 'Pending'
      ? (todo.completedAt ?? new Date())
      : status === 'NotDone'
        ? null
        : todo.completedAt;
  const row = updated(await updateTodoRow(ctx.db, member.orgId, todo.id, { status, completedAt }));
  await announce(ctx, row, status === 'Removed' ? 'Deleted' : 'Updated');
  return row;
}

/** A new owner from the To-Do's meeting; they are told in their user room and notified. */
export async function reassignTodo(
  ctx: AppContext,
  opts: { member: Member; todo: TodoRow; meeting: ItemMeeting; ownerId: string },
): Promise<TodoRow> {
  const { member, todo, meeting, ownerId } = opts;
  assertOwnersInMeeting(meeting, [ownerId], 'ownerId');
  const row = await notifying(ctx, async (tx, notices) => {
    const row = updated(await updateTodoRow(tx, member.orgId, todo.id, { ownerId }));
    if (ownerId !== todo.ownerId) notices.push(assignedNotice(member, 'todo', row, meeting.id));
    return row;
  });
  await announce(ctx, row, 'Updated');
  if (ownerId !== todo.ownerId)
    await announceReassigned(ctx, ctx.db, { orgId: row.orgId, type: 'todo', id: row.id, ownerId: row.ownerId });
  return row;
}

/** Removal is a status: the row stays for history, but no list or batch load shows it again. */
export async function removeTodo(ctx: AppContext, opts: { member: Member; todo: TodoRow }): Promise<void> {
  const row = updated(await updateTodoRow(ctx.db, opts.member.orgId, opts.todo.id, { status: 'Removed' }));
  await announce(ctx, row, 'Deleted');
}
