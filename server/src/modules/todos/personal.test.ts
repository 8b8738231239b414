import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTodo, type TodoRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, createTodoTeam, type Emitted, recordEmits, type TodoTeam } from './test-support.ts';

// Personal To-Dos belong to their owner alone: nobody else (not even the org's Owner) sees,
// edits or hears of them, and their ids answer 404 like ids that do not exist.
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

const personalOf = (who: 'member' | 'admin', over: { title?: string } = {}): Promise<TodoRow> =>
  createTodo(t, { orgId: team.owner.org.id, ownerId: team[who].membership.id, ...over });

describe('POST personal-todos and PUT personal-todo/{id}', () => {
  it('creates a To-Do of the caller in no meeting, told only to the caller', async () => {
    const res = await call('POST', '/personal-todos', team.member.cookie, {
      title: 'Dentist',
      dueDate: '2030-03-01',
      contentHtml: '<p>ok</p><script>x()</script>',
    });
    expect(res.statusCode).toBe(200);
    const todo = res.json().todo;
    expect(todo).toMatchObject({
      title: 'Dentist',
      contentHtml: '<p>ok</p>',
      ownerId: team.member.membership.id,
      tractionId: null,
      isPersonal: true,
      abilities: { canEdit: true },
    });
    expect(emitted).toEqual([
      {
        hub: 'live-update-hub',
        room: `user:${team.member.account.id}`,
        event: 'Added',
        payload: { type: 'todo', id: todo.id },
      },
    ]);
  });

  it('needs a title and a due date', async () => {
    const res = await call('POST', '/personal-todos', team.member.cookie, {});
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .messages.map((m: { field: string }) => m.field)
        .sort(),
    ).toEqual(['dueDate', 'title']);
  });

  it('lets the owner edit it; anyone else, even the Owner and Admins, gets 404', async () => {
    const row = await personalOf('member');
    const body = { title: 'Edited', dueDate: '2030-04-01', contentHtml: '' };
    for (const who of ['owner', 'admin', 'manager'] as const) {
      const res = await call('PUT', `/personal-todo/${row.id}`, team[who].cookie, body);
      expect(res.statusCode, who).toBe(404);
    }
    const ok = await call('PUT', `/personal-todo/${row.id}`, team.member.cookie, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().todo).toMatchObject({ title: 'Edited', dueDate: '2030-04-01', isPersonal: true });
    expect(emitted.map((e) => e.room)).toEqual([`user:${team.member.account.id}`]);
  });

  it('is not a meeting To-Do: PUT personal-todo on one is 404, and PUT todo / reassign on a personal one too', async () => {
    const meetingTodo = await createTodo(t, {
      orgId: team.owner.org.id,
      ownerId: team.member.membership.id,
      tractionId: team.meeting.id,
    });
    const edit = { title: 'x', dueDate: '2030-04-01', contentHtml: '' };
    expect((await call('PUT', `/personal-todo/${meetingTodo.id}`, team.member.cookie, edit)).statusCode).toBe(404);
    const row = await personalOf('member');
    const asMeetingTodo = { ...edit, ownerId: team.member.membership.id, tractionId: team.meeting.id };
    expect((await call('PUT', `/todo/${row.id}`, team.member.cookie, asMeetingTodo)).statusCode).toBe(404);
    const reassign = { ownerId: team.manager.membership.id };
    expect((await call('PUT', `/todo/${row.id}/reassign`, team.member.cookie, reassign)).statusCode).toBe(404);
  });
});

describe('complete, status and delete on personal To-Dos', () => {
  it('work for the owner, quietly to their own room', async () => {
    const row = await personalOf('member');
    const done = await call('PUT', `/todo/${row.id}/complete`, team.member.cookie, { isComplete: true });
    expect(done.json().todo.status).toBe('Pending');
    const status = await call('PUT', `/todo/${row.id}/status`, team.member.cookie, { status: 'Done' });
    expect(status.json().todo.status).toBe('Done');
    expect((await call('DELETE', `/todo/${row.id}`, team.member.cookie)).statusCode).toBe(200);
    expect(emitted.map((e) => [e.room, e.event])).toEqual([
      [`user:${team.member.account.id}`, 'Updated'],
      [`user:${team.member.account.id}`, 'Updated'],
      [`user:${team.member.account.id}`, 'Deleted'],
    ]);
  });

  it('answer 404 to everyone else', async () => {
    const row = await personalOf('member');
    for (const who of ['owner', 'admin', 'manager', 'observer'] as const) {
      const calls = [
        ['PUT', `/todo/${row.id}/complete`, { isComplete: true }],
        ['PUT', `/todo/${row.id}/status`, { status: 'Done' }],
        ['DELETE', `/todo/${row.id}`, undefined],
      ] as const;
      for (const [method, url, body] of calls) {
        const res = await call(method, url, team[who].cookie, body);
        // Observers are refused before anything is looked up, which tells them nothing either.
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(who === 'observer' ? 403 : 404);
      }
    }
    expect((await call('GET', `/todos?ids=${row.id}`, team.member.cookie)).json()).toHaveLength(1);
  });
});

describe('reading personal To-Dos', () => {
  it('never shows them to anyone but their owner, whatever the filter', async () => {
    const row = await personalOf('admin', { title: 'Secret plan' });
    const filters = [
      {},
      { personal: ['true'] },
      { 'owner-id': [team.admin.membership.id] },
      { 'text-search': ['Secret'] },
      { status: ['NotDone', 'Done', 'Pending'] },
    ];
    for (const who of ['owner', 'member', 'observer'] as const) {
      for (const f of filters) {
        const res = await call('POST', '/todos/search', team[who].cookie, { filters: f });
        expect(res.statusCode).toBe(200);
        expect(
          res.json().items.map((x: { id: string }) => x.id),
          `${who} ${JSON.stringify(f)}`,
        ).not.toContain(row.id);
      }
      expect((await call('GET', `/todos?ids=${row.id}`, team[who].cookie)).json()).toEqual([]);
    }
    const own = await call('POST', '/todos/search', team.admin.cookie, { filters: { personal: ['true'] } });
    expect(own.json().items.map((x: { id: string }) => x.id)).toEqual([row.id]);
    const ids = await call('GET', `/todos?ids=${row.id}`, team.admin.cookie);
    expect(ids.json()).toMatchObject([{ id: row.id, isPersonal: true, owner: { id: team.admin.membership.id } }]);
  });
});
