// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting, createRock } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, createItemWorld, type ItemWorld, personId } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: ItemWorld;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  w = await createItemWorld(t);
  const org = w.owner.org.id;
  // A quiet meeting of its own, so other tests' Rocks do not blur the filters.
  const mine = await createMeeting(t, {
    orgId: org,
    ownerId: personId(w.owner),
    inviteeIds: [personId(w.member), personId(w.manager)],
  });
  ids.meeting = mine.id;
  const make = async (key: string, over: Parameters<typeof createRock>[1]) => {
    ids[key] = (await createRock(t, over)).id;
  };
  const base = { orgId: org, tractionIds: [mine.id] };
  await make('alpha', { ...base, ownerId: personId(w.member), title: 'Alpha hiring', dueDate: '2030-03-01' });
  await make('bravo', {
    ...base,
    ownerId: personId(w.manager),
    title: 'Bravo sales',
    dueDate: '2030-01-15',
    status: 'OffTrack',
    type: 'Team',
  });
  await make('charlie', {
    orgId: org,
    tractionIds: [mine.id, w.other.id],
    ownerId: personId(w.manager),
    title: 'Charlie hiring',
    dueDate: '2030-02-10',
  });
});
afterAll(() => t.close());

const search = (filters: Record<string, string[]>, extra: Record<string, unknown> = {}) =>
  call('POST', '/rocks/search', w.observer.cookie, {
    filters: { 'traction-id': [ids.meeting as string], ...filters },
    ...extra,
  });
const idsOf = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((r) => r.id);

describe('POST rocks/search', () => {
  it('lists a meeting’s Rocks by due date by default', async () => {
    const res = await search({});
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([ids.bravo, ids.charlie, ids.alpha]);
  });

  it('filters by owner, excluded owners, status, type and text', async () => {
    expect(idsOf(await search({ 'owner-id': [personId(w.manager)] }))).toEqual([ids.bravo, ids.charlie]);
    expect(idsOf(await search({ 'excluded-owner-ids': [personId(w.manager)] }))).toEqual([ids.alpha]);
    expect(idsOf(await search({ status: ['OffTrack'] }))).toEqual([ids.bravo]);
    expect(idsOf(await search({ type: ['Team'] }))).toEqual([ids.bravo]);
    expect(idsOf(await search({ 'text-search': ['HIRING'] }))).toEqual([ids.charlie, ids.alpha]);
    expect((await search({ status: ['Open'] })).statusCode).toBe(422);
    const inOther = await call('POST', '/rocks/search', w.observer.cookie, {
      filters: { 'traction-id': [w.other.id] },
    });
    expect(idsOf(inOther)).toContain(ids.charlie);
  });

  it('sorts by title and created, and pages with a total', async () => {
    const byTitle = await search({}, { sorts: [{ property: 'title', ascending: false }] });
    expect(idsOf(byTitle)).toEqual([ids.charlie, ids.bravo, ids.alpha]);
    const byCreated = await search({}, { sorts: [{ property: 'created', ascending: true }] });
    expect(idsOf(byCreated)).toHaveLength(3);
    const page = await search({}, { startIndex: 1, endIndex: 3, includeTotalCount: true });
    expect(idsOf(page)).toEqual([ids.charlie, ids.alpha]);
    expect(page.json()).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect((await search({}, { sorts: [{ property: 'secret', ascending: true }] })).statusCode).toBe(422);
  });

  it('batch loads by ids', async () => {
    const res = await call('GET', `/rocks?ids=${ids.alpha},${ids.charlie}`, w.observer.cookie);
    expect(res.statusCode).toBe(200);
    const charlie = res.json().find((r: { id: string }) => r.id === ids.charlie);
    expect(res.json()).toHaveLength(2);
    expect([...charlie.tractionIds].sort()).toEqual([ids.meeting, w.other.id].sort());
  });
});
