// @module-tag postgres
import { PersonResponse } from '@eos/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { notifications } from '../../db/schema/index.ts';
import {
  callerOf,
  createTeam,
  type Emitted,
  firstMessage,
  invitationRow,
  membershipRow,
  quietPerson,
  recordEvents,
  type Team,
  UNKNOWN_ID,
} from './test-support.ts';

let t: TestApp;
let emitted: Emitted[];
let team: Team;
beforeAll(async () => {
  t = await createTestApp();
  emitted = recordEvents(t);
  team = await createTeam(t);
});
afterAll(() => t.close());
beforeEach(() => {
  emitted.length = 0;
});

const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(t)(...args);
const setRole = (cookie: string, personId: string, role: unknown) =>
  call('PUT', `/person/${personId}/role`, cookie, { role });
const grantBilling = (cookie: string, personId: string) =>
  call('PUT', `/person/${personId}/permission/billing`, cookie);

describe('PUT person/{id}/role', () => {
  it('downgrades to Free Observer and back: the license follows, billing permission goes with it', async () => {
    const { owner } = team;
    const { person } = await quietPerson(t, owner.org, 'Member', { firstName: 'Mo', lastName: 'Member' });
    expect((await grantBilling(owner.cookie, person.id)).statusCode).toBe(200);

    // Another licensed role keeps the billing permission that was granted.
    const manager = await setRole(owner.cookie, person.id, 'Manager');
    expect(manager.statusCode).toBe(200);
    expect(PersonResponse.parse(manager.json()).person).toMatchObject({
      id: person.id,
      firstName: 'Mo',
      role: 'Manager',
      hasLicense: true,
      hasBillingPermission: true,
    });

    const down = PersonResponse.parse((await setRole(owner.cookie, person.id, 'Observer')).json()).person;
    expect(down).toMatchObject({ role: 'Observer', hasLicense: false, hasBillingPermission: false });
    expect((await membershipRow(t, person.id))?.permissions).toEqual(['Read|Organization']);

    const up = PersonResponse.parse((await setRole(owner.cookie, person.id, 'Member')).json()).person;
    expect(up).toMatchObject({ role: 'Member', hasLicense: true, hasBillingPermission: false });

    const admin = PersonResponse.parse((await setRole(owner.cookie, person.id, 'Admin')).json()).person;
    expect(admin).toMatchObject({ role: 'Admin', hasLicense: true });
    expect((await membershipRow(t, person.id))?.permissions).toContain('Update|License');
  });

  it('tells the organization the person changed, and the person that their permission level did', async () => {
    const { owner, member } = team;
    expect((await setRole(owner.cookie, member.membership.id, 'Manager')).statusCode).toBe(200);
    expect(emitted).toEqual([
      {
        hub: 'live-update-hub',
        room: `org:${owner.org.id}`,
        event: 'Updated',
        payload: { type: 'person', id: member.membership.id },
      },
      {
        hub: 'live-update-hub',
        room: `user:${member.account.id}`,
        event: 'Updated',
        payload: { type: 'role', id: member.membership.id, orgId: owner.org.id },
      },
    ]);
    await setRole(owner.cookie, member.membership.id, 'Member');
  });

  it("a downgraded person's next write is refused", async () => {
    const { owner } = team;
    const writer = await signedInMember(t, { role: 'Member', org: owner.org });
    const write = () => call('POST', '/personal-todos', writer.cookie, { title: 'Call Bo', dueDate: '2030-01-07' });
    expect((await write()).statusCode).toBe(200);

    expect((await setRole(owner.cookie, writer.membership.id, 'Observer')).statusCode).toBe(200);
    const refused = await write();
    expect(refused.statusCode).toBe(403);
    expect(firstMessage(refused).id).toBe('ERR_FORBIDDEN');
    // The session says so too: no license, view-only abilities.
    const session = (await call('GET', '/session', writer.cookie)).json();
    expect(session.user.roles).toEqual(['Observer']);
    expect(session.user.abilities).not.toContain('items.write');
  });

  it("answers an Observer's pending upgrade request: settled, every copy actioned, the requester told", async () => {
    const { owner, admin } = team;
    const asker = await signedInMember(t, { role: 'Observer', org: owner.org });
    expect((await call('POST', '/person/upgrade', asker.cookie, {})).statusCode).toBe(200);

    const res = await setRole(admin.cookie, asker.membership.id, 'Member');
    expect(res.statusCode).toBe(200);
    expect(res.json().person).toMatchObject({ role: 'Member', hasLicense: true });
    expect((await membershipRow(t, asker.membership.id))?.upgradeRequestStatus).toBe('Completed');

    const requests = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.subjectId, asker.membership.id), eq(notifications.type, 'UpgradeRequested')));
    const deciders = requests.map((n) => n.recipientId);
    expect(deciders).toEqual(expect.arrayContaining([owner.membership.id, admin.membership.id]));
    expect(requests.every((n) => n.isActioned && n.isRead)).toBe(true);
    const [approved] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, asker.membership.id), eq(notifications.type, 'UpgradeApproved')));
    expect(approved?.messageParams).toEqual([expect.any(String), owner.org.name]);
    // Each decider's bell hears the request was dealt with.
    const actioned = emitted.filter((e) => e.event === 'NotificationActioned').map((e) => e.room);
    expect(actioned.sort()).toEqual(deciders.map((id) => `person:${id}`).sort());

    // Back to Observer: the old answer is forgotten, so they may ask again.
    expect((await setRole(admin.cookie, asker.membership.id, 'Observer')).statusCode).toBe(200);
    expect((await membershipRow(t, asker.membership.id))?.upgradeRequestStatus).toBe('None');
    expect((await call('POST', '/person/upgrade', asker.cookie, {})).json().upgradeRequestStatus).toBe('Pending');
  });

  it('changes someone invited and not joined yet, and their pending invitation follows', async () => {
    const { owner, admin } = team;
    const { person, invitationId } = await quietPerson(t, owner.org, 'Member', { invited: true });
    const res = await setRole(admin.cookie, person.id, 'Observer');
    expect(res.statusCode).toBe(200);
    expect(res.json().person).toMatchObject({ role: 'Observer', hasLicense: false, hasAcceptedInvite: false });
    expect((await invitationRow(t, invitationId ?? ''))?.role).toBe('Observer');
    // Their account is in no app of this organization: only the organization is told.
    expect(emitted.map((e) => e.room)).toEqual([`org:${owner.org.id}`]);
  });

  it('follows who may change whom: not yourself, never the Owner, an Admin only by the Owner', async () => {
    const { owner, admin } = team;
    const otherAdmin = await quietPerson(t, owner.org, 'Admin');
    const cases = [
      { cookie: admin.cookie, target: admin.membership.id, status: 422, id: 'ERR_CHANGE_SELF' },
      { cookie: owner.cookie, target: owner.membership.id, status: 422, id: 'ERR_CHANGE_SELF' },
      { cookie: admin.cookie, target: owner.membership.id, status: 422, id: 'ERR_CHANGE_OWNER' },
      { cookie: admin.cookie, target: otherAdmin.person.id, status: 403, id: 'ERR_CHANGE_ADMIN' },
    ];
    for (const c of cases) {
      for (const role of ['Observer', 'Member', 'Admin']) {
        const res = await setRole(c.cookie, c.target, role);
        expect([res.statusCode, firstMessage(res).id]).toEqual([c.status, c.id]);
      }
    }
    expect(firstMessage(await setRole(admin.cookie, owner.membership.id, 'Member')).text).toBe(
      "The Owner's role, license and rights change only by transferring ownership.",
    );
    expect((await membershipRow(t, owner.membership.id))?.role).toBe('Owner');
    expect((await membershipRow(t, admin.membership.id))?.role).toBe('Admin');
    expect((await membershipRow(t, otherAdmin.person.id))?.role).toBe('Admin');
    expect(emitted).toEqual([]);

    // The Owner changes an Admin; an Admin may make someone an Admin (and then no longer change them).
    expect((await setRole(owner.cookie, otherAdmin.person.id, 'Member')).statusCode).toBe(200);
    expect((await setRole(admin.cookie, otherAdmin.person.id, 'Admin')).statusCode).toBe(200);
    expect((await setRole(admin.cookie, otherAdmin.person.id, 'Member')).statusCode).toBe(403);
  });

  it('is for people managers only: Managers, Members and Observers are refused', async () => {
    const { manager, member, observer } = team;
    const { person } = await quietPerson(t, team.owner.org, 'Member');
    for (const who of [manager, member, observer]) {
      const res = await setRole(who.cookie, person.id, 'Observer');
      expect([res.statusCode, firstMessage(res).id]).toEqual([403, 'ERR_FORBIDDEN']);
    }
    expect((await membershipRow(t, person.id))?.role).toBe('Member');
  });

  it("answers 404 for another organization's person exactly like an unknown one", async () => {
    const { owner } = team;
    const stranger = await signedInMember(t, { role: 'Owner' });
    const theirs = await quietPerson(t, stranger.org, 'Member');
    const foreign = await setRole(owner.cookie, theirs.person.id, 'Observer');
    const unknown = await setRole(owner.cookie, UNKNOWN_ID, 'Observer');
    expect([foreign.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await setRole(stranger.cookie, team.member.membership.id, 'Observer')).statusCode).toBe(404);
    expect((await membershipRow(t, theirs.person.id))?.role).toBe('Member');
  });

  it('refuses hostile bodies with 422, never 500', async () => {
    const { owner, member } = team;
    const url = `/person/${member.membership.id}/role`;
    const bodies: unknown[] = [
      { role: 'Owner' },
      { role: 'owner' },
      { role: 7 },
      { role: null },
      {},
      ['Member'],
      'Member',
    ];
    for (const body of bodies) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v2${url}`,
        headers: { cookie: owner.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(firstMessage(await setRole(owner.cookie, member.membership.id, 'Owner'))).toMatchObject({ field: 'role' });
    expect((await call('PUT', '/person/not-an-id/role', owner.cookie, { role: 'Member' })).statusCode).toBe(422);
    expect((await membershipRow(t, member.membership.id))?.role).toBe('Member');
  });
});
