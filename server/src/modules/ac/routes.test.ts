import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  type CollectionWorld,
  caller,
  createCollectionWorld,
  makeFolder,
  makeRevision,
  readRevisionRow,
} from '../collections/test-support.ts';

// The chart's seat calls (002 §7) through the real API: each write answers the whole chart with the
// holders read live, refuses bad input with the spec's messages and saves nothing then; nobody outside
// the organization reaches a seat, and nobody without edit rights changes one.
let t: TestApp;
let call: ReturnType<typeof caller>;
let w: CollectionWorld;
let base: string;
let revisionId: string;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  w = await createCollectionWorld(t);
  const folder = await makeFolder(t, w.owner.cookie, 'ac');
  revisionId = await makeRevision(t, w.owner.cookie, folder, 'ac', 'Chart 2027');
  base = `/ac/collection/${folder}/revision/${revisionId}`;
});
afterAll(() => t.close());

const as = (cookie: string) => (method: 'PUT' | 'DELETE' | 'GET', path: string, body?: object) =>
  call(method, `${base}${path}`, cookie, body);
const owner = () => as(w.owner.cookie);
const stored = async () => (await readRevisionRow(t, w.owner.org.id, revisionId))?.document;
const seat = (over: object = {}) => ({ title: 'Seat', assignedToId: null, roles: [], parentId: null, ...over });
const FIVE_ROLES = [
  'Lead, manage, hold accountable',
  'P&L',
  'Execute the business plan',
  'Integrate',
  'Special projects',
];

describe('chart seats through the API', () => {
  let visionary: string;
  let integrator: string;

  it('builds the top of the chart: the Visionary as root (key 1), the Integrator below, holders read live', async () => {
    const empty = (await owner()('GET', '')).json();
    expect(empty.chart.seats).toEqual([]);
    const made = await owner()(
      'PUT',
      '/create-seat',
      seat({ title: 'Visionary', assignedToId: w.owner.membership.id }),
    );
    expect(made.statusCode).toBe(200);
    visionary = made.json().id;
    const second = (
      await owner()(
        'PUT',
        '/create-seat',
        seat({ title: 'Integrator', parentId: visionary, assignedToId: w.member.membership.id, roles: FIVE_ROLES }),
      )
    ).json();
    integrator = second.id;
    const byTitle = Object.fromEntries(second.chart.seats.map((s: { title: string }) => [s.title, s]));
    expect(byTitle.Visionary).toMatchObject({ key: 1, isRoot: true, parentId: null, isLT: true });
    expect(byTitle.Integrator).toMatchObject({
      key: 2,
      isRoot: false,
      parentId: visionary,
      roles: FIVE_ROLES,
      assignedToId: w.member.membership.id,
      assignedToFirstName: w.member.account.firstName,
      // The member is not invited to the leadership meeting: no LT badge.
      isLT: false,
    });
    const one = (await owner()('GET', `/seat/${integrator}`)).json();
    expect(one.seat).toMatchObject({ id: integrator, title: 'Integrator' });
  });

  it('inserts a seat above another through insert-seat, and through the short create-seat path', async () => {
    const inserted = (
      await owner()('PUT', '/insert-seat', seat({ title: 'COO', parentId: visionary, childId: integrator }))
    ).json();
    const coo = inserted.chart.seats.find((s: { id: string }) => s.id === inserted.id);
    expect(coo.parentId).toBe(visionary);
    expect(inserted.chart.seats.find((s: { id: string }) => s.id === integrator).parentId).toBe(inserted.id);
    const short = await call(
      'PUT',
      `/ac/revision/${revisionId}/create-seat`,
      w.owner.cookie,
      seat({ title: 'Sales', parentId: integrator }),
    );
    expect(short.statusCode).toBe(200);
    expect(short.json().chart.seats.find((s: { title: string }) => s.title === 'Sales').parentId).toBe(integrator);
  });

  it('refuses bad seats with the spec messages and saves nothing', async () => {
    const before = await stored();
    const refusals: [object, string, string][] = [
      [seat({ title: '  ', parentId: visionary }), 'VAL_REQUIRED', 'title'],
      [seat({ parentId: visionary, roles: ['One', ' '] }), 'VAL_SEAT_ROLE_EMPTY', 'roles.1'],
      [seat({ parentId: visionary, roles: Array(8).fill('Role') }), 'VAL_SEAT_TOO_MANY_ROLES', 'roles'],
      [seat({ title: 'Second top' }), 'ERR_SEAT_ROOT_EXISTS', 'parentId'],
      [seat({ parentId: visionary, assignedToId: w.owner.membership.id }), 'ERR_SEAT_HOLDER_IS_PARENT', 'assignedToId'],
    ];
    for (const [body, id, field] of refusals) {
      const res = await owner()('PUT', '/create-seat', body);
      expect(res.statusCode, id).toBe(422);
      expect(res.json().messages[0]).toMatchObject({ id, field });
    }
    const outsider = await signedInMember(t, { role: 'Owner' });
    const foreign = await owner()(
      'PUT',
      '/create-seat',
      seat({ parentId: visionary, assignedToId: outsider.membership.id }),
    );
    expect(foreign.json().messages[0]).toMatchObject({ id: 'ERR_PERSON_NOT_IN_ORG', field: 'assignedToId' });
    expect(await stored()).toEqual(before);
  });

  it('moves a seat by edit-seat, never under its own seats, and removes one with its seats moving up', async () => {
    const chart = (await owner()('GET', '')).json().chart;
    const sales = chart.seats.find((s: { title: string }) => s.title === 'Sales');
    const body = { title: 'Sales', assignedToId: null, roles: [], isAssistant: false };
    const cycle = await owner()('PUT', `/edit-seat/${integrator}`, {
      ...body,
      title: 'Integrator',
      parentId: sales.id,
    });
    expect(cycle.json().messages[0].id).toBe('ERR_SEAT_MOVE_CYCLE');
    const moved = (await owner()('PUT', `/edit-seat/${sales.id}`, { ...body, parentId: visionary })).json();
    expect(moved.chart.seats.find((s: { id: string }) => s.id === sales.id).parentId).toBe(visionary);

    const coo = chart.seats.find((s: { title: string }) => s.title === 'COO');
    const removed = (await owner()('DELETE', `/remove-seat/${coo.id}`)).json();
    expect(removed.chart.seats.map((s: { title: string }) => s.title).sort()).toEqual([
      'Integrator',
      'Sales',
      'Visionary',
    ]);
    expect(removed.chart.seats.find((s: { id: string }) => s.id === integrator).parentId).toBe(visionary);
    expect((await owner()('DELETE', `/remove-seat/${visionary}`)).json().messages[0].id).toBe('ERR_SEAT_ROOT_FIXED');
  });

  it('keeps seat notes sanitized with who wrote them and when, and tells the others', async () => {
    const res = await owner()('PUT', `/edit-seat/${integrator}/notes`, {
      id: integrator,
      notes: '<p>Runs the <b>weekly</b> meeting<img src=x onerror=alert(1)></p>',
    });
    const notes = res.json().chart.seats.find((s: { id: string }) => s.id === integrator);
    expect(notes.notes).toBe('<p>Runs the <b>weekly</b> meeting</p>');
    expect(notes.notesUpdatedById).toBe(w.owner.membership.id);
    expect(Date.parse(notes.notesUpdated)).toBeGreaterThan(Date.now() - 60_000);
    const mismatched = await owner()('PUT', `/edit-seat/${integrator}/notes`, { id: visionary, notes: '' });
    expect(mismatched.statusCode).toBe(422);
  });

  it('is every seat call: 404 for another organization, 403 for an Observer and for a member without edit', async () => {
    const before = await stored();
    const outsider = await signedInMember(t, { role: 'Owner' });
    const body = seat({ title: 'X', parentId: visionary });
    const calls: [string, 'PUT' | 'DELETE' | 'GET', string, object?][] = [
      ['create', 'PUT', '/create-seat', body],
      ['insert', 'PUT', '/insert-seat', { ...body, childId: integrator }],
      ['edit', 'PUT', `/edit-seat/${integrator}`, { ...body, parentId: visionary }],
      ['notes', 'PUT', `/edit-seat/${integrator}/notes`, { id: integrator, notes: 'x' }],
      ['remove', 'DELETE', `/remove-seat/${integrator}`],
    ];
    const wrong: string[] = [];
    for (const [name, method, path, payload] of calls) {
      const results = [
        [404, (await as(outsider.cookie)(method, path, payload)).statusCode],
        [403, (await as(w.observer.cookie)(method, path, payload)).statusCode],
        [403, (await as(w.member.cookie)(method, path, payload)).statusCode],
      ];
      for (const [want, got] of results) if (want !== got) wrong.push(`${name}: ${got} not ${want}`);
    }
    for (const path of ['', `/seat/${integrator}`]) {
      if ((await as(outsider.cookie)('GET', path)).statusCode !== 404) wrong.push(`GET ${path} as outsider`);
      if ((await as(w.observer.cookie)('GET', path)).statusCode !== 200) wrong.push(`GET ${path} as observer`);
    }
    const short = await call('PUT', `/ac/revision/${revisionId}/create-seat`, outsider.cookie, body);
    if (short.statusCode !== 404) wrong.push(`short create as outsider: ${short.statusCode}`);
    expect(wrong).toEqual([]);
    expect(await stored()).toEqual(before);
  });
});
