// @module-tag postgres
import { PeopleSearchResponse, type Person } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { addMember, createAccount, createMeeting, type MembershipRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { invitations, meetings, memberships } from '../../db/schema/index.ts';

let t: TestApp;
let owner: SignedInUser;
let people: Record<'ann' | 'bob' | 'cat' | 'dee', MembershipRow>;
let stranger: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInMember(t, { role: 'Owner', account: { firstName: 'Zed', lastName: 'Owner' } });
  // A ready hash: these accounts never sign in, and argon2 is slow on purpose.
  const person = async (firstName: string, lastName: string, email: string, role: 'Admin' | 'Member' | 'Observer') =>
    addMember(
      t.ctx.db,
      owner.org,
      await createAccount(t.ctx.db, { firstName, lastName, email, passwordHash: 'x' }),
      role,
    );
  people = {
    ann: await person('Ann', 'Archer', 'ann@acme.test', 'Admin'),
    bob: await person('bob', 'Baker', 'bob@acme.test', 'Member'),
    cat: await person('Cat', 'Cole', 'cat_100%@other.test', 'Member'),
    dee: await person('Dee', 'Dunn', 'dee@acme.test', 'Observer'),
  };
  stranger = await signedInMember(t, { account: { firstName: 'Ann', lastName: 'Stranger' } });
});
afterAll(() => t.close());

const search = async (body: object, url = '/people/search', cookie = owner.cookie) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/v2${url}`, headers: { cookie }, payload: body });
  expect(res.statusCode).toBe(200);
  return PeopleSearchResponse.parse(res.json());
};
const names = (page: { items: Person[] }) => page.items.map((p) => p.firstName);

describe('POST people/search and person-picker-list', () => {
  it('lists the org people as Person, by first name, case-insensitively', async () => {
    const page = await search({ includeTotalCount: true });
    expect(names(page)).toEqual(['Ann', 'bob', 'Cat', 'Dee', 'Zed']);
    expect([page.totalCount, page.totalPages]).toEqual([5, 1]);
    expect(page.items[0]).toEqual({
      id: people.ann.id,
      userId: people.ann.accountId,
      firstName: 'Ann',
      lastName: 'Archer',
      email: 'ann@acme.test',
      avatarUrl: null,
      role: 'Admin',
      hasLicense: true,
      hasAcceptedInvite: true,
      isImplementer: false,
      hasBillingPermission: false,
      isLeadershipTeam: false,
      invitation: null,
    });
    expect(names(await search({}, '/person-picker-list'))).toEqual(names(page));
  });

  it('filters by license, role, accepted invite, exclusions and text', async () => {
    expect(names(await search({ filters: { 'has-license': ['false'] } }))).toEqual(['Dee']);
    expect(names(await search({ filters: { 'has-license': ['true'] } }))).toEqual(['Ann', 'bob', 'Cat', 'Zed']);
    expect(names(await search({ filters: { 'has-role': ['Member', 'Owner'] } }))).toEqual(['bob', 'Cat', 'Zed']);
    expect(names(await search({ filters: { 'has-accepted-invite': ['true'] } }))).toHaveLength(5);
    expect(names(await search({ filters: { 'has-accepted-invite': ['false'] } }))).toEqual([]);
    expect(names(await search({ filters: { 'excluded-ids': [people.ann.id, people.bob.id] } }))).toEqual([
      'Cat',
      'Dee',
      'Zed',
    ]);
    expect(names(await search({ filters: { 'text-search': ['ACME'] } }))).toEqual(['Ann', 'bob', 'Dee']);
    expect(names(await search({ filters: { 'text-search': ['cole'] } }))).toEqual(['Cat']);
    expect(names(await search({ filters: { 'text-search': ['ann arch'] } }))).toEqual(['Ann']);
    // % and _ are literal characters, not wildcards.
    expect(names(await search({ filters: { 'text-search': ['_100%'] } }))).toEqual(['Cat']);
    expect(names(await search({ filters: { 'text-search': ['%'] } }))).toEqual(['Cat']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v2/people/search',
      headers: { cookie: owner.cookie },
      payload: { filters: { 'has-license': ['yes'] } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages[0]).toMatchObject({ id: 'VAL_INVALID', field: 'filters.has-license' });
  });

  it('finds the invitees of meetings (traction-ids / traction-id)', async () => {
    const m1 = await createMeeting(t, { orgId: owner.org.id, ownerId: people.ann.id, inviteeIds: [people.bob.id] });
    const m2 = await createMeeting(t, { orgId: owner.org.id, ownerId: people.cat.id });
    expect(names(await search({ filters: { 'traction-id': [m1.id] } }))).toEqual(['Ann', 'bob']);
    expect(names(await search({ filters: { 'traction-ids': [m1.id, m2.id] } }))).toEqual(['Ann', 'bob', 'Cat']);
    expect(names(await search({ filters: { 'traction-id': [m1.id], 'excluded-ids': [people.ann.id] } }))).toEqual([
      'bob',
    ]);
  });

  it('sorts and pages', async () => {
    const byLast = await search({ sorts: [{ property: 'LastName', ascending: false }] });
    expect(byLast.items.map((p) => p.lastName)).toEqual(['Owner', 'Dunn', 'Cole', 'Baker', 'Archer']);
    const page = await search({ startIndex: 2, endIndex: 4, includeTotalCount: true });
    expect(names(page)).toEqual(['Cat', 'Dee']);
    expect([page.totalCount, page.totalPages]).toEqual([5, 3]);
  });

  it('never shows another organization people', async () => {
    const theirs = await search({}, '/people/search', stranger.cookie);
    expect(theirs.items.map((p) => p.id)).toEqual([stranger.membership.id]);
    expect(names(await search({ filters: { 'text-search': ['stranger'] } }))).toEqual([]);
  });
});

describe('invited people, leadership and billing rights as a person reads them', () => {
  it('shows who has not joined with their open invitation, Expired once past its expiry', async () => {
    const invited = await addMember(
      t.ctx.db,
      owner.org,
      await createAccount(t.ctx.db, {
        firstName: 'Ivy',
        lastName: 'Invited',
        email: 'ivy@acme.test',
        passwordHash: 'x',
      }),
      'Member',
      { joinedAt: null },
    );
    const sentAt = new Date('2026-11-20T10:00:00.000Z');
    const expiresAt = new Date(Date.now() + 60_000);
    const [row] = await t.ctx.db
      .insert(invitations)
      .values({
        orgId: owner.org.id,
        personId: invited.id,
        invitedById: owner.membership.id,
        email: 'ivy@acme.test',
        role: 'Member',
        keyHash: 'h',
        sentAt,
        expiresAt,
      })
      .returning();
    const [ivy] = (await search({ filters: { 'has-accepted-invite': ['false'] } })).items;
    expect(ivy).toMatchObject({
      id: invited.id,
      hasAcceptedInvite: false,
      invitation: { id: row?.id, status: 'Pending', sentAt: sentAt.toISOString(), expiresAt: expiresAt.toISOString() },
    });
    expect(names(await search({ filters: { 'has-accepted-invite': ['true'] } }))).not.toContain('Ivy');

    await t.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, row?.id ?? ''));
    const [expired] = (await search({ filters: { 'has-accepted-invite': ['false'] } })).items;
    expect(expired?.invitation?.status).toBe('Expired');
    await t.ctx.db.delete(memberships).where(eq(memberships.id, invited.id));
  });

  it("marks the leadership team's people and who holds billing rights", async () => {
    const lt = await createMeeting(t, {
      orgId: owner.org.id,
      ownerId: owner.membership.id,
      inviteeIds: [people.bob.id],
    });
    await t.ctx.db.update(meetings).set({ isLT: true }).where(eq(meetings.id, lt.id));
    await t.ctx.db
      .update(memberships)
      .set({ permissions: ['Read|Organization', 'Update|Billing'] })
      .where(eq(memberships.id, people.cat.id));
    const byName = new Map((await search({})).items.map((p) => [p.firstName, p]));
    expect(byName.get('Zed')).toMatchObject({ isLeadershipTeam: true, hasBillingPermission: true });
    expect(byName.get('bob')).toMatchObject({ isLeadershipTeam: true, hasBillingPermission: false });
    expect(byName.get('Cat')).toMatchObject({ isLeadershipTeam: false, hasBillingPermission: true });
    await t.ctx.db.update(meetings).set({ isLT: false }).where(eq(meetings.id, lt.id));
  });
});

describe('GET people?ids=', () => {
  it('batch-loads people of the org; other orgs and unknown ids are left out', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v2/people?ids=${people.bob.id},${stranger.membership.id},00000000-0000-4000-8000-000000000000,${people.ann.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: Person) => p.id)).toEqual([people.ann.id, people.bob.id]);
    const none = await t.app.inject({ method: 'GET', url: '/api/v2/people', headers: { cookie: owner.cookie } });
    expect(none.json()).toEqual([]);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/v2/people?ids=${people.ann.id}` });
    expect(signedOut.statusCode).toBe(401);
  });
});
