import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting, createTodo, type TodoRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller } from './test-support.ts';

// Tenant isolation: a member of another organization (even its Owner) gets 404 on every To-Do
// route that takes an id, with real ids, and finds none of them in lists or batch loads.
let t: TestApp;
let call: ReturnType<typeof caller>;
let home: SignedInUser;
let outsider: SignedInUser;
let todo: TodoRow;
let personal: TodoRow;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  home = await signedInMember(t, { role: 'Owner' });
  outsider = await signedInMember(t, { role: 'Owner' });
  const meeting = await createMeeting(t, { orgId: home.org.id, ownerId: home.membership.id });
  todo = await createTodo(t, {
    orgId: home.org.id,
    ownerId: home.membership.id,
    tractionId: meeting.id,
    title: 'Ours',
  });
  personal = await createTodo(t, { orgId: home.org.id, ownerId: home.membership.id, title: 'Mine' });
});
afterAll(() => t.close());

const bodies: Record<string, () => object> = {
  'PUT /api/v2/todo/:id': () => ({
    title: 'Taken',
    ownerId: outsider.membership.id,
    dueDate: '2030-01-01',
    contentHtml: '',
    tractionId: todo.tractionId as string,
  }),
  'PUT /api/v2/todo/:id/complete': () => ({ isComplete: true }),
  'PUT /api/v2/todo/:id/status': () => ({ status: 'Done' }),
  'PUT /api/v2/todo/:id/reassign': () => ({ ownerId: outsider.membership.id }),
  'PUT /api/v2/personal-todo/:id': () => ({ title: 'Taken', dueDate: '2030-01-01' }),
};

describe('tenant isolation', () => {
  it('answers 404 to an outsider on every To-Do route with an id, and changes nothing', async () => {
    const routes = t.app.accessTable.filter((r) => /^\/api\/v2\/(personal-)?todo\/:id/.test(r.url));
    expect(routes.length).toBe(6);
    const leaks: string[] = [];
    for (const { method, url } of routes) {
      for (const row of [todo, personal]) {
        const key = `${method} ${url}`;
        const res = await call(
          method as 'PUT',
          url.replace('/api/v2', '').replace(':id', row.id),
          outsider.cookie,
          bodies[key]?.(),
        );
        if (res.statusCode !== 404 || res.json().messages[0].id !== 'ERR_NOT_FOUND') {
          leaks.push(`${key} (${row.title}) -> ${res.statusCode}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    const after = (await call('GET', `/todos?ids=${todo.id},${personal.id}`, home.cookie)).json();
    expect(after.map((x: { title: string; status: string }) => [x.title, x.status]).sort()).toEqual([
      ['Mine', 'NotDone'],
      ['Ours', 'NotDone'],
    ]);
  });

  it('finds none of them in search or batch loads, and cannot create in their meeting', async () => {
    const search = await call('POST', '/todos/search', outsider.cookie, {
      filters: { 'traction-id': [todo.tractionId as string], status: ['NotDone', 'Done', 'Pending'] },
    });
    expect(search.json().items).toEqual([]);
    expect((await call('POST', '/todos/search', outsider.cookie, {})).json().items).toEqual([]);
    expect((await call('GET', `/todos?ids=${todo.id},${personal.id}`, outsider.cookie)).json()).toEqual([]);
    const create = await call('POST', '/todos', outsider.cookie, {
      title: 'Sneaky',
      ownerIds: [outsider.membership.id],
      dueDate: '2030-01-01',
      tractionId: todo.tractionId,
    });
    expect(create.statusCode).toBe(404);
  });
});
