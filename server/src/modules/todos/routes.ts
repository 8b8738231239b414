import {
  IdsQuery,
  ItemParams,
  ItemSearchRequest,
  PersonalTodoCreateRequest,
  PersonalTodoUpdateRequest,
  ReassignRequest,
  Succeeded,
  Todo,
  TodoCompleteRequest,
  TodoCreateRequest,
  TodoResponse,
  TodoSearchResponse,
  TodoStatusRequest,
  TodosResponse,
  TodoUpdateRequest,
} from '@eos/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { type Member, memberOf } from '../../plugins/access.ts';
import { assertCanEditItem } from '../items/access.ts';
import { authorizeTodo, loadScopedMeetingTodo, loadScopedPersonalTodo, loadScopedTodo } from './policy.ts';
import { findTodos, searchTodos, type TodoRow } from './repository.ts';
import {
  completeTodo,
  createPersonalTodo,
  createTodos,
  reassignTodo,
  removeTodo,
  setTodoStatus,
  updatePersonalTodo,
  updateTodo,
} from './service.ts';
import { presentTodos } from './views.ts';

/**
 * To-Dos of meetings and personal To-Dos. Writes need 'items.write' (never Observers); whether the
 * caller may change this To-Do is canEditItem, checked after loading it scoped to the org.
 */
export async function todoRoutes(api: App, ctx: AppContext): Promise<void> {
  /** The answer of the calls that change one To-Do. */
  const one = async (member: Member, row: TodoRow) => {
    const [todo] = await presentTodos(ctx.db, member, [row]);
    if (!todo) throw notFound();
    return { succeeded: true as const, todo };
  };

  api.post(
    '/todos',
    {
      config: { access: 'items.write' },
      schema: { body: TodoCreateRequest, response: { 200: TodosResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const rows = await createTodos(ctx, { member, body: request.body });
      return { succeeded: true as const, todos: await presentTodos(ctx.db, member, rows) };
    },
  );

  api.put(
    '/todo/:id',
    {
      config: { access: 'items.write' },
      schema: { params: ItemParams, body: TodoUpdateRequest, response: { 200: TodoResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const { todo, meeting } = await loadScopedMeetingTodo(ctx.db, member, request.params.id);
      assertCanEditItem(member, todo, meeting.inviteeIds);
      const row = await updateTodo(ctx, { member, todo, meeting, body: request.body });
      return one(member, row);
    },
  );

  api.put(
    '/todo/:id/complete',
    {
      config: { access: 'items.write' },
      schema: { params: ItemParams, body: TodoCompleteRequest, response: { 200: TodoResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const todo = await loadScopedTodo(ctx.db, member, request.params.id);
      await authorizeTodo(ctx.db, member, todo);
      return one(member, await completeTodo(ctx, { member, todo, isComplete: request.body.isComplete }));
    },
  );

  api.put(
    '/todo/:id/status',
    {
      config: { access: 'items.write' },
      schema: { params: ItemParams, body: TodoStatusRequest, response: { 200: TodoResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const todo = await loadScopedTodo(ctx.db, member, request.params.id);
      await authorizeTodo(ctx.db, member, todo);
      return one(member, await setTodoStatus(ctx, { member, todo, status: request.body.status }));
    },
  );

  api.put(
    '/todo/:id/reassign',
    {
      config: { access: 'items.write' },
      schema: { params: ItemParams, body: ReassignRequest, response: { 200: TodoResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const { todo, meeting } = await loadScopedMeetingTodo(ctx.db, member, request.params.id);
      assertCanEditItem(member, todo, meeting.inviteeIds);
      return one(member, await reassignTodo(ctx, { member, todo, meeting, ownerId: request.body.ownerId }));
    },
  );

  api.delete(
    '/todo/:id',
    { config: { access: 'items.write' }, schema: { params: ItemParams, response: { 200: Succeeded } } },
    async (request) => {
      const member = memberOf(request);
      const todo = await loadScopedTodo(ctx.db, member, request.params.id);
      await authorizeTodo(ctx.db, member, todo);
      await removeTodo(ctx, { member, todo });
      return { succeeded: true as const };
    },
  );

  api.post(
    '/personal-todos',
    {
      config: { access: 'items.write' },
      schema: { body: PersonalTodoCreateRequest, response: { 200: TodoResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      return one(member, await createPersonalTodo(ctx, { member, body: request.body }));
    },
  );

  api.put(
    '/personal-todo/:id',
    {
      config: { access: 'items.write' },
      schema: { params: ItemParams, body: PersonalTodoUpdateRequest, response: { 200: TodoResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      // Someone else's personal To-Do is already 404 here: it is private even to Admins.
      const todo = await loadScopedPersonalTodo(ctx.db, member, request.params.id);
      await authorizeTodo(ctx.db, member, todo);
      return one(member, await updatePersonalTodo(ctx, { member, todo, body: request.body }));
    },
  );

  api.post(
    '/todos/search',
    {
      config: { access: 'org' },
      schema: { body: ItemSearchRequest, response: { 200: TodoSearchResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const page = await searchTodos(ctx.db, { orgId: member.orgId, personId: member.personId }, request.body);
      return { succeeded: true as const, ...page, items: await presentTodos(ctx.db, member, page.items) };
    },
  );

  // Entity-cache batch load: ids the caller may not see are left out, like missing ones.
  api.get(
    '/todos',
    { config: { access: 'org' }, schema: { querystring: IdsQuery, response: { 200: z.array(Todo) } } },
    async (request) => {
      const member = memberOf(request);
      const rows = await findTodos(ctx.db, member.orgId, member.personId, request.query.ids ?? []);
      return presentTodos(ctx.db, member, rows);
    },
  );
}
