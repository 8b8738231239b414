import { PersonResponse } from '@eos/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  callerOf,
  createTeam,
  type Emitted,
  firstMessage,
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
const grant = (cookie: string, personId: string) => call('PUT', `/person/${personId}/permission/billing`, cookie);
const revoke = (cookie: string, personId: string) => call('DELETE', `/person/${personId}/permission/billing`, cookie);
const abilitiesOf = async (cookie: string): Promise<string[]> =>
  (await call('GET', '/session', cookie)).json().user.abilities;

describe('PUT / DELETE person/{id}/permission/billing', () => {
  it('the Owner grants billing permission and takes it back; the holder may then manage billing', async () => {
    const { owner, manager } = team;
    expect(await abilitiesOf(manager.cookie)).not.toContain('billing.update');

    const granted = await grant(owner.cookie, manager.membership.id);
    expect(granted.statusCode).toBe(200);
    expect(PersonResponse.parse(granted.json()).person).toMatchObject({
      id: manager.membership.id,
      hasBillingPermission: true,
    });
    expect((await membershipRow(t, manager.membership.id))?.permissions).toEqual(
      expect.arrayContaining(['Read|Billing', 'Update|Billing']),
    );
    expect(await abilitiesOf(manager.cookie)).toContain('billing.update');
    // Granting twice changes nothing.
    expect((await grant(owner.cookie, manager.membership.id)).statusCode).toBe(200);
    expect((await membershipRow(t, manager.membership.id))?.permissions.filter((p) => p.endsWith('Billing'))).toEqual([
      'Read|Billing',
      'Update|Billing',
    ]);

    const revoked = await revoke(owner.cookie, manager.membership.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().person.hasBillingPermission).toBe(false);
    expect((await membershipRow(t, manager.membership.id))?.permissions).toEqual(['Read|Organization']);
    expect(await abilitiesOf(manager.cookie)).not.toContain('billing.update');
    // Taking it from someone without it is harmless.
    expect((await revoke(owner.cookie, manager.membership.id)).statusCode).toBe(200);
  });

  it('an Admin keeps the read access their role carries when billing permission is taken back', async () => {
    const { owner, admin } = team;
    await grant(owner.cookie, admin.membership.id);
    await revoke(owner.cookie, admin.membership.id);
    const permissions = (await membershipRow(t, admin.membership.id))?.permissions ?? [];
    expect(permissions).toContain('Read|Billing');
    expect(permissions).not.toContain('Update|Billing');
  });

  it('tells the organization and the person', async () => {
    const { owner, member } = team;
    await grant(owner.cookie, member.membership.id);
    expect(emitted.map((e) => [e.room, e.payload])).toEqual([
      [`org:${owner.org.id}`, { type: 'person', id: member.membership.id }],
      [`user:${member.account.id}`, { type: 'role', id: member.membership.id, orgId: owner.org.id }],
    ]);
    await revoke(owner.cookie, member.membership.id);
  });

  it('the Owner always holds it; a Free Observer cannot get it', async () => {
    const { owner, observer } = team;
    for (const change of [grant, revoke]) {
      const res = await change(owner.cookie, owner.membership.id);
      expect([res.statusCode, firstMessage(res).id]).toEqual([422, 'ERR_CHANGE_OWNER']);
    }
    expect((await membershipRow(t, owner.membership.id))?.permissions).toContain('Update|Billing');

    const free = await grant(owner.cookie, observer.membership.id);
    expect([free.statusCode, firstMessage(free).id]).toEqual([422, 'ERR_BILLING_NEEDS_LICENSE']);
    expect(firstMessage(free).text).toMatch(/Free Observer/);
    expect((await membershipRow(t, observer.membership.id))?.permissions).toEqual(['Read|Organization']);
    expect(emitted).toEqual([]);
  });

  it('is the Owner alone: Admins and everyone else are refused', async () => {
    const { admin, manager, member, observer } = team;
    const { person } = await quietPerson(t, team.owner.org, 'Member');
    for (const who of [admin, manager, member, observer]) {
      for (const change of [grant, revoke]) {
        const res = await change(who.cookie, person.id);
        expect([res.statusCode, firstMessage(res).id]).toEqual([403, 'ERR_FORBIDDEN']);
      }
    }
    // Billing permission does not let its holder pass it on.
    await grant(team.owner.cookie, member.membership.id);
    expect((await grant(member.cookie, person.id)).statusCode).toBe(403);
    await revoke(team.owner.cookie, member.membership.id);
    expect((await membershipRow(t, person.id))?.permissions).toEqual(['Read|Organization']);
  });

  it("answers 404 for another organization's person and refuses a malformed id", async () => {
    const stranger = await signedInMember(t, { role: 'Owner' });
    const theirs = await quietPerson(t, stranger.org, 'Member');
    for (const change of [grant, revoke]) {
      expect((await change(team.owner.cookie, theirs.person.id)).statusCode).toBe(404);
      expect((await change(team.owner.cookie, UNKNOWN_ID)).statusCode).toBe(404);
      expect((await change(stranger.cookie, team.member.membership.id)).statusCode).toBe(404);
      expect((await change(team.owner.cookie, 'x')).statusCode).toBe(422);
    }
    expect((await membershipRow(t, theirs.person.id))?.permissions).toEqual(['Read|Organization']);
  });
});
