// @module-tag postgres
import { MeetingSearchResponse } from '@eos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting, type MeetingRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, createTeam, type Team } from './test-support.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let team: Team;
let alpha: MeetingRow;
let beta: MeetingRow;
let charlie: MeetingRow;
let delta: MeetingRow;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  team = await createTeam(t);
  const { owner, admin, manager, member } = team;
  const orgId = owner.org.id;
  // Created in this order; starts_at deliberately not in title order.
  alpha = await createMeeting(t, {
    orgId,
    ownerId: member.membership.id,
    title: 'Alpha',
    colorTag: 'Blue',
    startsAt: new Date(Date.now() + 3 * DAY),
  });
  beta = await createMeeting(t, {
    orgId,
    ownerId: owner.membership.id,
    inviteeIds: [member.membership.id],
    title: 'beta',
    colorTag: 'Green',
    startsAt: new Date(Date.now() + 1 * DAY),
  });
  charlie = await createMeeting(t, {
    orgId,
    ownerId: owner.membership.id,
    title: 'Charlie',
    startsAt: new Date(Date.now() + 4 * DAY),
  });
  delta = await createMeeting(t, {
    orgId,
    ownerId: admin.membership.id,
    inviteeIds: [manager.membership.id],
    title: 'Delta',
    startsAt: new Date(Date.now() + 2 * DAY),
  });
  await call('PUT', `/meeting/${charlie.id}/favorite`, member.cookie, { isFavorite: true });
});
afterAll(() => t.close());

const search = async (url: string, cookie: string, body: object = {}) => {
  const res = await call('POST', url, cookie, body);
  expect(res.statusCode).toBe(200);
  return MeetingSearchResponse.parse(res.json());
};
const titles = (page: { items: { title: string }[] }) => page.items.map((m) => m.title);

describe('my-meetings and meetings/search/detail', () => {
  it('lists the caller meetings (owner or invitee) vs every meeting of the org, by title', async () => {
    expect(titles(await search('/my-meetings', team.member.cookie))).toEqual(['Alpha', 'beta']);
    expect(titles(await search('/meetings/search/detail', team.member.cookie))).toEqual([
      'Alpha',
      'beta',
      'Charlie',
      'Delta',
    ]);
    expect(titles(await search('/my-meetings', team.observer.cookie))).toEqual([]);
  });

  it('presents each meeting with its own invitees and the caller favourite', async () => {
    const page = await search('/meetings/search/detail', team.member.cookie);
    const byTitle = new Map(page.items.map((m) => [m.title, m]));
    expect(
      byTitle
        .get('beta')
        ?.invitees.map((p) => p.id)
        .sort(),
    ).toEqual([team.owner.membership.id, team.member.membership.id].sort());
    expect(
      byTitle
        .get('Delta')
        ?.invitees.map((p) => p.id)
        .sort(),
    ).toEqual([team.admin.membership.id, team.manager.membership.id].sort());
    expect(byTitle.get('Charlie')?.isFavorite).toBe(true);
    expect(byTitle.get('Alpha')?.isFavorite).toBe(false);
    expect(byTitle.get('Delta')?.abilities.canEdit).toBe(false);
  });

  it('filters by text, colour tag and favourite', async () => {
    const detail = (filters: Record<string, string[]>) =>
      search('/meetings/search/detail', team.member.cookie, { filters });
    expect(titles(await detail({ 'text-search': ['LPH'] }))).toEqual(['Alpha']);
    expect(titles(await detail({ 'text-search': ['%'] }))).toEqual([]);
    expect(titles(await detail({ 'color-tag': ['Blue', 'Green'] }))).toEqual(['Alpha', 'beta']);
    expect(titles(await detail({ 'is-favorite': ['true'] }))).toEqual(['Charlie']);
    expect(titles(await detail({ 'is-favorite': ['false'] }))).toEqual(['Alpha', 'beta', 'Delta']);
    // Another person's favourites are not the caller's.
    expect(
      titles(await search('/meetings/search/detail', team.owner.cookie, { filters: { 'is-favorite': ['true'] } })),
    ).toEqual([]);
    expect(titles(await search('/my-meetings', team.member.cookie, { filters: { 'color-tag': ['Green'] } }))).toEqual([
      'beta',
    ]);
  });

  it('sorts by title, nextDate (the scheduled anchor) and created, either way', async () => {
    const sorted = (property: string, ascending: boolean) =>
      search('/meetings/search/detail', team.member.cookie, { sorts: [{ property, ascending }] }).then(titles);
    expect(await sorted('title', false)).toEqual(['Delta', 'Charlie', 'beta', 'Alpha']);
    expect(await sorted('nextDate', true)).toEqual(['beta', 'Delta', 'Alpha', 'Charlie']);
    expect(await sorted('created', true)).toEqual(['Alpha', 'beta', 'Charlie', 'Delta']);
    expect(await sorted('created', false)).toEqual(['Delta', 'Charlie', 'beta', 'Alpha']);
    const bad = await call('POST', '/meetings/search/detail', team.member.cookie, {
      sorts: [{ property: 'owner_id', ascending: true }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages[0]).toMatchObject({ id: 'VAL_INVALID', field: 'sorts.0.property' });
  });

  it('pages with totalCount and totalPages when asked', async () => {
    const first = await search('/meetings/search/detail', team.member.cookie, {
      startIndex: 0,
      endIndex: 3,
      includeTotalCount: true,
    });
    expect(titles(first)).toEqual(['Alpha', 'beta', 'Charlie']);
    expect([first.totalCount, first.totalPages]).toEqual([4, 2]);
    const second = await search('/meetings/search/detail', team.member.cookie, {
      startIndex: 3,
      endIndex: 6,
      includeTotalCount: true,
    });
    expect(titles(second)).toEqual(['Delta']);
    expect([second.totalCount, second.totalPages]).toEqual([4, 2]);
    const uncounted = await search('/meetings/search/detail', team.member.cookie, { endIndex: 2 });
    expect([uncounted.totalCount, uncounted.totalPages]).toEqual([0, 0]);
  });

  it('never returns more than 100 meetings a page', async () => {
    const big = await signedInMember(t);
    for (let i = 0; i < 101; i++) {
      await createMeeting(t, {
        orgId: big.org.id,
        ownerId: big.membership.id,
        title: `M${String(i).padStart(3, '0')}`,
      });
    }
    const page = await search('/my-meetings', big.cookie, { startIndex: 0, endIndex: 500, includeTotalCount: true });
    expect(page.items).toHaveLength(100);
    expect([page.totalCount, page.totalPages]).toEqual([101, 2]);
  });
});

describe('meeting-detail-selector', () => {
  it('finds the meetings people attend, minus excluded ones', async () => {
    const select = (filters: Record<string, string[]>) =>
      search('/meeting-detail-selector', team.owner.cookie, { filters }).then(titles);
    expect(await select({ 'person-ids': [team.manager.membership.id] })).toEqual(['Delta']);
    expect(await select({ 'person-id': [team.member.membership.id], 'excluded-ids': [alpha.id] })).toEqual(['beta']);
    expect(await select({ 'person-ids': [team.admin.membership.id, team.member.membership.id] })).toEqual([
      'Alpha',
      'beta',
      'Delta',
    ]);
    expect(await select({ 'excluded-ids': [alpha.id, beta.id, delta.id] })).toEqual(['Charlie']);
    const bad = await call('POST', '/meeting-detail-selector', team.owner.cookie, { filters: { 'person-id': ['x'] } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('GET meetings?ids=', () => {
  it('returns the org meetings among the ids; other orgs and unknown ids are left out', async () => {
    const stranger = await signedInMember(t);
    const foreign = await createMeeting(t, { orgId: stranger.org.id, ownerId: stranger.membership.id });
    const res = await call(
      'GET',
      `/meetings?ids=${alpha.id},${foreign.id},00000000-0000-4000-8000-000000000000,${delta.id}`,
      team.member.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { id: string }) => m.id)).toEqual([alpha.id, delta.id]);
    expect((await call('GET', '/meetings', team.member.cookie)).json()).toEqual([]);
    expect((await call('GET', '/meetings?ids=nope', team.member.cookie)).statusCode).toBe(422);
  });
});
