// @module-tag postgres
import { Todo } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMeeting, createTodo, type TodoOptions } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { todos } from '../../db/schema/index.ts';
import {
  caller,
  createTodoTeam,
  dayFromNow,
  type Emitted,
  recordEmits,
  type TodoTeam,
  todoBody,
} from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let team: TodoTeam;
let emitted: Emitted[];
beforeAll(async () => {
  t = await createTestApp();
  emitted = recordEmits(t);
  call = caller(t);
  team = await createTodoTeam(t);
});
afterAll(() => t.close());
beforeEach(() => {
  emitted.length = 0;
});

const countTodos = async () =>
  (await t.ctx.db.select({ id: todos.id }).from(todos).where(eq(todos.orgId, team.owner.org.id))).length;
const meetingTodo = (over: Partial<TodoOptions> = {}) =>
  createTodo(t, {
    orgId: team.owner.org.id,
    ownerId: team.member.membership.id,
    tractionId: team.meeting.id,
    ...over,
  });

describe('POST todos', () => {
  it('creates one To-Do per owner and tells the org of each', async () => {
    const { member, manager, meeting } = team;
    const res = await call(
      'POST',
      '/todos',
      member.cookie,
      todoBody(meeting.id, [member.membership.id, manager.membership.id], { title: '  Call the bank ' }),
    );
    expect(res.statusCode).toBe(200);
    const created = res.json().todos.map((x: unknown) => Todo.parse(x));
    expect(created.map((x: Todo) => x.ownerId).sort()).toEqual([member.membership.id, manager.membership.id].sort());
    expect(created[0]).toMatchObject({
      title: 'Call the bank',
      dueDate: '2030-01-14',
      status: 'NotDone',
      tractionId: meeting.id,
      isPersonal: false,
      isOverdue: false,
      isStale: false,
      completed: null,
      abilities: { canEdit: true },
    });
    const mine = created.find((x: Todo) => x.ownerId === member.membership.id);
    expect(mine.owner).toMatchObject({ id: member.membership.id, userId: member.account.id });
    // (The Manager is also notified: see notifications/triggers.test.ts.)
    expect(emitted.filter((e) => e.hub === 'live-update-hub')).toEqual(
      created.map((x: Todo) => ({
        hub: 'live-update-hub',
        room: `org:${member.org.id}`,
        event: 'Added',
        payload: { type: 'todo', id: x.id },
      })),
    );
  });

  it('refuses an owner not invited to the meeting and writes nothing', async () => {
    const before = await countTodos();
    const res = await call(
      'POST',
      '/todos',
      team.owner.cookie,
      todoBody(team.meeting.id, [team.member.membership.id, team.stranger.membership.id]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toEqual([
      { id: 'ERR_OWNER_NOT_IN_MEETING', text: 'The owner must be invited to the meeting', field: 'ownerIds' },
    ]);
    expect(await countTodos()).toBe(before);
    expect(emitted).toEqual([]);
  });

  it('names every missing field', async () => {
    const res = await call('POST', '/todos', team.owner.cookie, {
      title: '  ',
      ownerIds: [],
      tractionId: team.meeting.id,
    });
    expect(res.statusCode).toBe(422);
    const messages = res.json().messages as { id: string; field: string }[];
    expect(messages.map((m) => m.field).sort()).toEqual(['dueDate', 'ownerIds', 'title']);
    expect(new Set(messages.map((m) => m.id))).toEqual(new Set(['VAL_REQUIRED']));
  });

  it('refuses a date that is not in the calendar', async () => {
    const res = await call(
      'POST',
      '/todos',
      team.owner.cookie,
      todoBody(team.meeting.id, [team.owner.membership.id], { dueDate: '2030-02-30' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({ id: 'VAL_INVALID', field: 'dueDate' });
  });

  it('stores notes without scripts', async () => {
    const res = await call(
      'POST',
      '/todos',
      team.owner.cookie,
      todoBody(team.meeting.id, [team.owner.membership.id], {
        contentHtml: '<p>Hi<script>alert(1)</script> <a href="example.com">x</a></p>',
      }),
    );
    expect(res.statusCode).toBe(200);
    const html = res.json().todos[0].contentHtml as string;
    expect(html).not.toContain('script');
    expect(html).not.toContain('alert');
    expect(html).toContain('href="https://example.com"');
  });

  it('answers 404 for a meeting of another organization', async () => {
    const res = await call('POST', '/todos', team.owner.cookie, {
      ...todoBody('00000000-0000-4000-8000-000000000000', [team.owner.membership.id]),
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses Observers, and members who are not invited to the meeting', async () => {
    const before = await countTodos();
    const body = todoBody(team.meeting.id, [team.member.membership.id]);
    expect((await call('POST', '/todos', team.observer.cookie, body)).statusCode).toBe(403);
    expect((await call('POST', '/todos', team.stranger.cookie, body)).statusCode).toBe(403);
    expect(await countTodos()).toBe(before);
  });
});

describe('PUT todo/{id}', () => {
  it('replaces the fields, sanitizing the notes', async () => {
    const row = await meetingTodo();
    const res = await call('PUT', `/todo/${row.id}`, team.member.cookie, {
      title: 'Renamed',
      ownerId: team.member.membership.id,
      dueDate: '2031-05-06',
      contentHtml: '<b>bold</b><iframe src="x"></iframe>',
      tractionId: team.meeting.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().todo).toMatchObject({ title: 'Renamed', dueDate: '2031-05-06', contentHtml: '<b>bold</b>' });
    expect(emitted).toEqual([
      {
        hub: 'live-update-hub',
        room: `org:${team.owner.org.id}`,
        event: 'Updated',
        payload: { type: 'todo', id: row.id },
      },
    ]);
  });

  it('moves it to another meeting only with an owner invited there', async () => {
    const row = await meetingTodo();
    const body = { title: 'Moved', dueDate: '2031-01-01', contentHtml: '', tractionId: team.otherMeeting.id };
    const wrong = await call('PUT', `/todo/${row.id}`, team.owner.cookie, {
      ...body,
      ownerId: team.manager.membership.id,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().messages[0]).toMatchObject({ id: 'ERR_OWNER_NOT_IN_MEETING', field: 'ownerId' });
    const ok = await call('PUT', `/todo/${row.id}`, team.owner.cookie, { ...body, ownerId: team.member.membership.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().todo).toMatchObject({ tractionId: team.otherMeeting.id, title: 'Moved' });
  });

  it('does not move it into a meeting the caller may not edit', async () => {
    const third = await createMeeting(t, {
      orgId: team.owner.org.id,
      ownerId: team.owner.membership.id,
      inviteeIds: [team.stranger.membership.id],
    });
    // The manager edits in the first meeting but is no part of the third.
    const row = await meetingTodo({ ownerId: team.manager.membership.id });
    const res = await call('PUT', `/todo/${row.id}`, team.manager.cookie, {
      title: 'Away',
      ownerId: team.stranger.membership.id,
      dueDate: '2031-01-01',
      contentHtml: '',
      tractionId: third.id,
    });
    expect(res.statusCode).toBe(403);
  });

  it('tells the new owner when the edit hands it over', async () => {
    const row = await meetingTodo();
    const res = await call('PUT', `/todo/${row.id}`, team.owner.cookie, {
      title: row.title,
      ownerId: team.manager.membership.id,
      dueDate: row.dueDate,
      contentHtml: '',
      tractionId: team.meeting.id,
    });
    expect(res.statusCode).toBe(200);
    expect(emitted.map((e) => [e.room, e.event])).toEqual([
      [`person:${team.manager.membership.id}`, 'NewNotification'],
      [`org:${team.owner.org.id}`, 'Updated'],
      [`user:${team.manager.account.id}`, 'Reassigned'],
    ]);
  });
});

describe('complete and status', () => {
  it('completes to Pending with a completion time, and reopens to NotDone', async () => {
    const row = await meetingTodo();
    const done = await call('PUT', `/todo/${row.id}/complete`, team.member.cookie, { isComplete: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().todo.status).toBe('Pending');
    expect(done.json().todo.completed).toEqual(expect.any(String));
    const plain = await call('PUT', `/todo/${row.id}/complete`, team.member.cookie, {});
    expect(plain.json().todo.status).toBe('Pending');
    const undone = await call('PUT', `/todo/${row.id}/complete`, team.member.cookie, { isComplete: false });
    expect(undone.json().todo).toMatchObject({ status: 'NotDone', completed: null });
  });

  it('sets any status; Done records when, NotDone clears it', async () => {
    const row = await meetingTodo();
    const done = await call('PUT', `/todo/${row.id}/status`, team.manager.cookie, { status: 'Done' });
    expect(done.statusCode).toBe(200);
    expect(done.json().todo).toMatchObject({ status: 'Done', completed: expect.any(String) });
    const open = await call('PUT', `/todo/${row.id}/status`, team.manager.cookie, { status: 'NotDone' });
    expect(open.json().todo).toMatchObject({ status: 'NotDone', completed: null });
    const bad = await call('PUT', `/todo/${row.id}/status`, team.manager.cookie, { status: 'Finished' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('reassign', () => {
  it('hands the To-Do to another invitee, who is told in their own room', async () => {
    const row = await meetingTodo();
    const res = await call('PUT', `/todo/${row.id}/reassign`, team.member.cookie, {
      ownerId: team.manager.membership.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().todo).toMatchObject({
      ownerId: team.manager.membership.id,
      owner: { id: team.manager.membership.id },
    });
    expect(emitted).toContainEqual({
      hub: 'live-update-hub',
      room: `user:${team.manager.account.id}`,
      event: 'Reassigned',
      payload: { type: 'todo', id: row.id },
    });
  });

  it('refuses an owner not invited to its meeting', async () => {
    const row = await meetingTodo();
    const res = await call('PUT', `/todo/${row.id}/reassign`, team.owner.cookie, {
      ownerId: team.stranger.membership.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({ id: 'ERR_OWNER_NOT_IN_MEETING', field: 'ownerId' });
  });
});

describe('DELETE todo/{id}', () => {
  it('removes it from lists and batch loads; a second delete is 404', async () => {
    const row = await meetingTodo({ title: 'Doomed' });
    const res = await call('DELETE', `/todo/${row.id}`, team.member.cookie);
    expect(res.statusCode).toBe(200);
    expect(emitted.map((e) => e.event)).toEqual(['Deleted']);
    const [stored] = await t.ctx.db.select().from(todos).where(eq(todos.id, row.id));
    expect(stored?.status).toBe('Removed');
    expect((await call('GET', `/todos?ids=${row.id}`, team.owner.cookie)).json()).toEqual([]);
    const search = await call('POST', '/todos/search', team.owner.cookie, {
      filters: { 'text-search': ['Doomed'], status: ['Done', 'NotDone', 'Pending', 'Removed'] },
    });
    expect(search.json().items).toEqual([]);
    expect((await call('DELETE', `/todo/${row.id}`, team.member.cookie)).statusCode).toBe(404);
  });
});

describe('who may write', () => {
  const writes = (id: string, ownerId: string, tractionId: string) =>
    [
      ['PUT', `/todo/${id}`, { title: 'x', ownerId, dueDate: '2030-01-01', contentHtml: '', tractionId }],
      ['PUT', `/todo/${id}/complete`, { isComplete: true }],
      ['PUT', `/todo/${id}/status`, { status: 'Done' }],
      ['PUT', `/todo/${id}/reassign`, { ownerId }],
      ['DELETE', `/todo/${id}`, undefined],
    ] as const;

  it('refuses Observers on every write, and changes nothing', async () => {
    const row = await meetingTodo();
    const calls = [
      ...writes(row.id, team.member.membership.id, team.meeting.id),
      ['POST', '/todos', todoBody(team.meeting.id, [team.member.membership.id])],
      ['POST', '/personal-todos', { title: 'Mine', dueDate: '2030-01-01' }],
      ['PUT', `/personal-todo/${row.id}`, { title: 'Mine', dueDate: '2030-01-01' }],
    ] as const;
    for (const [method, url, body] of calls) {
      const res = await call(method, url, team.observer.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const [stored] = await t.ctx.db.select().from(todos).where(eq(todos.id, row.id));
    expect(stored).toMatchObject({ status: 'NotDone', title: row.title });
  });

  it('refuses a member who is not invited to the meeting, but lets them read it', async () => {
    const row = await meetingTodo();
    for (const [method, url, body] of writes(row.id, team.member.membership.id, team.meeting.id)) {
      const res = await call(method, url, team.stranger.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const [seen] = (await call('GET', `/todos?ids=${row.id}`, team.stranger.cookie)).json();
    expect(seen).toMatchObject({ id: row.id, abilities: { canEdit: false } });
    const [asAdmin] = (await call('GET', `/todos?ids=${row.id}`, team.admin.cookie)).json();
    expect(asAdmin.abilities.canEdit).toBe(true);
  });
});

describe('overdue and stale', () => {
  it('flags a past due date and a To-Do open for over two weeks, not done ones', async () => {
    const overdue = await meetingTodo({ dueDate: dayFromNow(-2) });
    const dueToday = await meetingTodo({ dueDate: dayFromNow(0) });
    const stale = await meetingTodo({ createdAt: new Date(Date.now() - 15 * 86_400_000) });
    const staleDone = await meetingTodo({
      createdAt: new Date(Date.now() - 15 * 86_400_000),
      dueDate: dayFromNow(-20),
      status: 'Done',
    });
    const res = await call(
      'GET',
      `/todos?ids=${[overdue, dueToday, stale, staleDone].map((r) => r.id).join(',')}`,
      team.owner.cookie,
    );
    const byId = new Map((res.json() as Todo[]).map((x) => [x.id, x]));
    expect(byId.get(overdue.id)).toMatchObject({ isOverdue: true, isStale: false });
    expect(byId.get(dueToday.id)).toMatchObject({ isOverdue: false, isStale: false });
    expect(byId.get(stale.id)).toMatchObject({ isOverdue: false, isStale: true });
    expect(byId.get(staleDone.id)).toMatchObject({ isOverdue: false, isStale: false });
  });
});
