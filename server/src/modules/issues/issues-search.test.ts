// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIssue, createMeeting, type IssueRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, createItemWorld, type ItemWorld, personId } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let w: ItemWorld;
let meetingId = '';
const made: Record<string, IssueRow> = {};
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  w = await createItemWorld(t);
  const meeting = await createMeeting(t, {
    orgId: w.owner.org.id,
    ownerId: personId(w.owner),
    inviteeIds: [personId(w.member)],
  });
  meetingId = meeting.id;
  const specs: [string, string, 'Open' | 'Solved' | 'Removed'][] = [
    ['Cash flow', personId(w.owner), 'Open'],
    ['Hiring', personId(w.member), 'Open'],
    ['Backlog', personId(w.member), 'Open'],
    ['Churn', personId(w.owner), 'Solved'],
    ['Old', personId(w.owner), 'Removed'],
  ];
  for (const [title, ownerId, status] of specs) {
    made[title] = await createIssue(t, { orgId: w.owner.org.id, tractionId: meetingId, ownerId, title, status });
  }
});
afterAll(() => t.close());

const search = async (body: object) => {
  const res = await call('POST', '/issues/search', w.observer.cookie, body);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const titles = (page: { items: { title: string }[] }) => page.items.map((i) => i.title);

describe('POST issues/search', () => {
  it('lists a meeting open issues by rank by default, to anyone in the org', async () => {
    expect(titles(await search({ filters: { 'traction-id': [meetingId] } }))).toEqual([
      'Cash flow',
      'Hiring',
      'Backlog',
    ]);
  });

  it('filters by owner, other owners, status and text', async () => {
    const scope = { 'traction-id': [meetingId] };
    expect(titles(await search({ filters: { ...scope, 'owner-id': [personId(w.member)] } }))).toEqual([
      'Hiring',
      'Backlog',
    ]);
    expect(titles(await search({ filters: { ...scope, 'excluded-owner-ids': [personId(w.member)] } }))).toEqual([
      'Cash flow',
    ]);
    expect(titles(await search({ filters: { ...scope, status: ['Solved', 'Removed'] } }))).toEqual(['Churn', 'Old']);
    expect(titles(await search({ filters: { ...scope, 'text-search': ['IRING'] } }))).toEqual(['Hiring']);
  });

  it('sorts by title and created, and pages with a total', async () => {
    const scope = { 'traction-id': [meetingId] };
    expect(titles(await search({ filters: scope, sorts: [{ property: 'title', ascending: true }] }))).toEqual([
      'Backlog',
      'Cash flow',
      'Hiring',
    ]);
    expect(titles(await search({ filters: scope, sorts: [{ property: 'created', ascending: false }] }))).toEqual([
      'Backlog',
      'Hiring',
      'Cash flow',
    ]);
    const page = await search({ filters: scope, startIndex: 1, endIndex: 2, includeTotalCount: true });
    expect(page).toMatchObject({ succeeded: true, totalCount: 3, totalPages: 3 });
    expect(titles(page)).toEqual(['Hiring']);
  });

  it('answers 422 to an unknown status, sort or malformed id filter', async () => {
    for (const body of [
      { filters: { status: ['Lost'] } },
      { sorts: [{ property: 'secret', ascending: true }] },
      { filters: { 'owner-id': ['nope'] } },
    ]) {
      expect((await call('POST', '/issues/search', w.member.cookie, body)).statusCode).toBe(422);
    }
  });
});

describe('GET issues?ids=', () => {
  it('loads issues by id whatever their status, with owners and abilities', async () => {
    const ids = [made.Hiring?.id, made.Old?.id, '00000000-0000-4000-8000-000000000000'].join(',');
    const res = await call('GET', `/issues?ids=${ids}`, w.member.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { title: string; status: string; owner: { id: string }; abilities: object }[];
    expect(list.map((i) => [i.title, i.status])).toEqual([
      ['Hiring', 'Open'],
      ['Old', 'Removed'],
    ]);
    expect(list[0]).toMatchObject({ owner: { id: personId(w.member) }, abilities: { canEdit: true } });
    expect((await call('GET', '/issues', w.member.cookie)).json()).toEqual([]);
  });
});
