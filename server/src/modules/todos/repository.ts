import { type SearchRequest, type TodoStatus, TodoStatuses } from '@eos/domain';
import { and, asc, eq, inArray, isNotNull, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { todos } from '../../db/schema/index.ts';
import { invalid } from '../../lib/errors.ts';
import {
  containsText,
  filterBoolean,
  filterIds,
  filterText,
  filterValues,
  type SearchPage,
  searchTable,
} from '../../lib/search.ts';

export type TodoRow = typeof todos.$inferSelect;
export type TodoInsert = typeof todos.$inferInsert;

/**
 * What a person may see: the organization's meeting To-Dos, and their own personal ones. Personal
 * To-Dos of anyone else are private, so every read goes through this (and never shows Removed ones).
 */
function visibleTo(orgId: string, personId: string): SQL {
  return and(
    eq(todos.orgId, orgId),
    ne(todos.status, 'Removed'),
    or(isNotNull(todos.tractionId), eq(todos.ownerId, personId)),
  ) as SQL;
}

/** One To-Do the caller may see; another org's, a removed one or someone's personal one is null. */
export async function findTodo(db: DbOrTx, orgId: string, personId: string, id: string): Promise<TodoRow | null> {
  const [row] = await db
    .select()
    .from(todos)
    .where(and(visibleTo(orgId, personId), eq(todos.id, id)));
  return row ?? null;
}

/** The entity-cache batch load: ids the caller may not see are simply absent. */
export async function findTodos(
  db: DbOrTx,
  orgId: string,
  personId: string,
  ids: readonly string[],
): Promise<TodoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(todos)
    .where(and(visibleTo(orgId, personId), inArray(todos.id, [...new Set(ids)])))
    .orderBy(asc(todos.dueDate), asc(todos.id));
}

export async function insertTodos(db: DbOrTx, values: TodoInsert[]): Promise<TodoRow[]> {
  return db.insert(todos).values(values).returning();
}

export async function updateTodoRow(
  db: DbOrTx,
  orgId: string,
  id: string,
  values: Partial<Omit<TodoInsert, 'id' | 'orgId'>>,
): Promise<TodoRow | null> {
  const [row] = await db
    .update(todos)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(todos.orgId, orgId), eq(todos.id, id)))
    .returning();
  return row ?? null;
}

/** Lists show open work unless asked otherwise; Removed is never listed, whatever is asked. */
const DEFAULT_STATUSES: TodoStatus[] = ['NotDone', 'Pending'];

function statusesOf(request: SearchRequest): TodoStatus[] {
  const asked = filterValues(request, 'status');
  if (!asked) return DEFAULT_STATUSES;
  const known = new Map(TodoStatuses.map((s) => [s.toLowerCase(), s]));
  return asked.map((value) => {
    const status = known.get(value.toLowerCase());
    if (!status) throw invalid('VAL_INVALID', 'filters.status');
    return status;
  });
}

function todosWhere(orgId: string, personId: string, request: SearchRequest): SQL | undefined {
  const where: (SQL | undefined)[] = [visibleTo(orgId, personId)];
  where.push(inArray(todos.status, statusesOf(request)));
  const personal = filterBoolean(request, 'personal');
  // visibleTo already limits personal To-Dos to the caller's own.
  if (personal === true) where.push(isNull(todos.tractionId));
  if (personal === false) where.push(isNotNull(todos.tractionId));
  const meetingIds = filterIds(request, 'traction-id', 'traction-ids');
  if (meetingIds) where.push(inArray(todos.tractionId, meetingIds));
  const ownerIds = filterIds(request, 'owner-id');
  if (ownerIds) where.push(inArray(todos.ownerId, ownerIds));
  const excluded = filterIds(request, 'excluded-owner-ids');
  if (excluded) where.push(notInArray(todos.ownerId, excluded));
  const text = filterText(request);
  if (text) where.push(containsText(todos.title, text));
  return and(...where);
}

export async function searchTodos(
  db: DbOrTx,
  scope: { orgId: string; personId: string },
  request: SearchRequest,
): Promise<SearchPage<TodoRow>> {
  const where = todosWhere(scope.orgId, scope.personId, request);
  return searchTable(db, todos, where, request, {
    sortable: { dueDate: todos.dueDate, title: sql`lower(${todos.title})`, created: todos.createdAt },
    defaultSort: [asc(todos.dueDate), asc(todos.createdAt)],
    tiebreaker: todos.id,
  });
}
