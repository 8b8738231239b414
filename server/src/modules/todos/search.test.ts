// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTodo, type TodoOptions } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, createTodoTeam, type TodoTeam } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let team: TodoTeam;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  team = await createTodoTeam(t);
  const { owner, member, manager, stranger, meeting, otherMeeting } = team;
  const add = (title: string, over: Partial<TodoOptions>) =>
    createTodo(t, { orgId: owner.org.id, ownerId: member.membership.id, tractionId: meeting.id, title, ...over });
  // Explicit creation times: rows inserted within one millisecond would tie on 'created'.
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute));
  await add('Alpha budget', { dueDate: '2030-01-03', createdAt: at(1) });
  await add('bravo hiring', { dueDate: '2030-01-01', ownerId: manager.membership.id, createdAt: at(2) });
  await add('Charlie 100% sure', { dueDate: '2030-01-02', status: 'Pending', createdAt: at(3) });
  await add('Delta done', { dueDate: '2030-01-04', status: 'Done' });
  await add('Echo removed', { dueDate: '2030-01-05', status: 'Removed' });
  await add('Foxtrot elsewhere', {
    dueDate: '2030-01-06',
    tractionId: otherMeeting.id,
    ownerId: stranger.membership.id,
  });
  await add('Golf personal', { dueDate: '2030-01-07', tractionId: null, ownerId: owner.membership.id });
});
afterAll(() => t.close());

const titles = async (body: object, who: keyof TodoTeam = 'owner') => {
  const user = team[who] as { cookie: string };
  const res = await call('POST', '/todos/search', user.cookie, body);
  expect(res.statusCode).toBe(200);
  return res.json().items.map((x: { title: string }) => x.title);
};

describe('POST todos/search', () => {
  it('lists open To-Dos by due date by default, never Removed ones', async () => {
    expect(await titles({})).toEqual([
      'bravo hiring',
      'Charlie 100% sure',
      'Alpha budget',
      'Foxtrot elsewhere',
      'Golf personal',
    ]);
  });

  it('filters by meeting, Mine, Others, personal, status and text', async () => {
    const { meeting, member, manager, owner } = team;
    expect(await titles({ filters: { 'traction-id': [meeting.id] } })).toEqual([
      'bravo hiring',
      'Charlie 100% sure',
      'Alpha budget',
    ]);
    expect(await titles({ filters: { 'owner-id': [member.membership.id] } })).toEqual([
      'Charlie 100% sure',
      'Alpha budget',
    ]);
    expect(
      await titles({
        filters: { 'traction-id': [meeting.id], 'excluded-owner-ids': [member.membership.id] },
      }),
    ).toEqual(['bravo hiring']);
    expect(await titles({ filters: { personal: ['true'] } })).toEqual(['Golf personal']);
    expect(await titles({ filters: { personal: ['false'], 'owner-id': [owner.membership.id] } })).toEqual([]);
    expect(await titles({ filters: { status: ['Done'] } })).toEqual(['Delta done']);
    expect(await titles({ filters: { status: ['Removed'] } })).toEqual([]);
    expect(await titles({ filters: { status: ['pending', 'Done'] } })).toEqual(['Charlie 100% sure', 'Delta done']);
    expect(await titles({ filters: { 'text-search': ['100%'] } })).toEqual(['Charlie 100% sure']);
    expect(await titles({ filters: { 'text-search': ['BRAVO'] } })).toEqual(['bravo hiring']);
    expect(await titles({ filters: { 'owner-id': [manager.membership.id] } }, 'member')).toEqual(['bravo hiring']);
  });

  it('sorts by title and created, and refuses unknown sorts and filter values', async () => {
    const filters = { 'traction-id': [team.meeting.id] };
    expect(await titles({ filters, sorts: [{ property: 'title', ascending: true }] })).toEqual([
      'Alpha budget',
      'bravo hiring',
      'Charlie 100% sure',
    ]);
    expect(await titles({ filters, sorts: [{ property: 'created', ascending: false }] })).toEqual([
      'Charlie 100% sure',
      'bravo hiring',
      'Alpha budget',
    ]);
    const bad = [
      { sorts: [{ property: 'owner', ascending: true }] },
      { filters: { status: ['Finished'] } },
      { filters: { 'traction-id': ['not-an-id'] } },
      { filters: { personal: ['maybe'] } },
    ];
    for (const body of bad) {
      expect((await call('POST', '/todos/search', team.owner.cookie, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it('pages with a total', async () => {
    const first = await call('POST', '/todos/search', team.owner.cookie, {
      startIndex: 0,
      endIndex: 2,
      includeTotalCount: true,
    });
    expect(first.json()).toMatchObject({ totalCount: 5, totalPages: 3 });
    expect(first.json().items.map((x: { title: string }) => x.title)).toEqual(['bravo hiring', 'Charlie 100% sure']);
    const last = await call('POST', '/todos/search', team.owner.cookie, { startIndex: 4, endIndex: 6 });
    expect(last.json().items.map((x: { title: string }) => x.title)).toEqual(['Golf personal']);
    expect(last.json().totalCount).toBe(0);
  });
});

describe('GET todos?ids=', () => {
  it('loads the visible ones and leaves out unknown, removed and others personal ids', async () => {
    const all = await call('POST', '/todos/search', team.owner.cookie, {
      filters: { status: ['NotDone', 'Pending', 'Done'] },
    });
    const ids = all.json().items.map((x: { id: string }) => x.id) as string[];
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await call('GET', `/todos?ids=${[...ids, unknown].join(',')}`, team.owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((x: { id: string }) => x.id)
        .sort(),
    ).toEqual([...ids].sort());
    // The member sees the same meeting To-Dos, but not the Owner's personal one.
    const asMember = await call('GET', `/todos?ids=${ids.join(',')}`, team.member.cookie);
    expect(asMember.json()).toHaveLength(ids.length - 1);
    expect((await call('GET', '/todos?ids=bad', team.owner.cookie)).statusCode).toBe(422);
    expect((await call('GET', '/todos', team.owner.cookie)).json()).toEqual([]);
  });
});
