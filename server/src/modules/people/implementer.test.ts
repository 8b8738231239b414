// @module-tag postgres
import { PersonResponse } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import type { OrgRow } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { organizations } from '../../db/schema/index.ts';
import {
  callerOf,
  createTeam,
  type Emitted,
  firstMessage,
  invitationRow,
  membershipRow,
  orgRow,
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
const keepAsFreeUser = (cookie: string, personId: string) => call('DELETE', `/person/${personId}/implementer`, cookie);

/** The organization's implementer, as the invitation work records one. */
async function implementerOf(org: Pick<OrgRow, 'id'>, role: 'Member' | 'Admin', invited = false) {
  const coach = await quietPerson(t, org, role, {
    isImplementer: true,
    invited,
    firstName: 'Casey',
    lastName: 'Coach',
  });
  await t.ctx.db.update(organizations).set({ implementer: 'Casey Coach' }).where(eq(organizations.id, org.id));
  return coach;
}

describe("DELETE person/{id}/implementer ('Keep as a Free User')", () => {
  it('keeps the implementer as a Free Observer and the organization has no implementer any more', async () => {
    const { owner, admin } = team;
    const { person } = await implementerOf(owner.org, 'Member');
    await call('PUT', `/person/${person.id}/permission/billing`, owner.cookie);
    emitted.length = 0;

    const res = await keepAsFreeUser(admin.cookie, person.id);
    expect(res.statusCode).toBe(200);
    expect(PersonResponse.parse(res.json()).person).toMatchObject({
      id: person.id,
      role: 'Observer',
      hasLicense: false,
      hasBillingPermission: false,
      isImplementer: false,
    });
    expect((await membershipRow(t, person.id))?.permissions).toEqual(['Read|Organization']);
    expect((await orgRow(t, owner.org.id))?.implementer).toBeNull();
    expect((await call('GET', `/org/${owner.org.id}`, owner.cookie)).json().org.implementer).toBeNull();
    // They are still a person of the organization.
    const people = (await call('POST', '/people/search', owner.cookie, {})).json().items as { id: string }[];
    expect(people.map((p) => p.id)).toContain(person.id);

    expect(emitted.map((e) => [e.room, e.payload])).toEqual([
      [`org:${owner.org.id}`, { type: 'person', id: person.id }],
      [`user:${person.accountId}`, { type: 'role', id: person.id, orgId: owner.org.id }],
      [`org:${owner.org.id}`, { type: 'org', id: owner.org.id }],
    ]);
  });

  it('an implementer invited and not joined yet will join as an Observer, not as the implementer', async () => {
    const { owner } = team;
    const { person, invitationId } = await implementerOf(owner.org, 'Member', true);
    expect((await keepAsFreeUser(owner.cookie, person.id)).statusCode).toBe(200);
    expect(await invitationRow(t, invitationId ?? '')).toMatchObject({
      status: 'Pending',
      role: 'Observer',
      isImplementer: false,
    });
  });

  it('refuses someone who is not the implementer (ERR_IMPLEMENTER_NOT) and changes nothing', async () => {
    const { owner, member } = team;
    const res = await keepAsFreeUser(owner.cookie, member.membership.id);
    expect([res.statusCode, firstMessage(res)]).toEqual([
      422,
      { id: 'ERR_IMPLEMENTER_NOT', text: "This person is not the organization's implementer." },
    ]);
    expect((await membershipRow(t, member.membership.id))?.role).toBe('Member');
    expect(emitted).toEqual([]);
  });

  it('follows who may change whom: an Admin implementer by the Owner only; people managers only', async () => {
    const { owner, admin, manager, member, observer } = team;
    // A fresh organization: one implementer per organization.
    const lead = await signedInMember(t, { role: 'Owner' });
    const leadAdmin = await signedInMember(t, { role: 'Admin', org: lead.org });
    const { person } = await implementerOf(lead.org, 'Admin');
    const byAdmin = await keepAsFreeUser(leadAdmin.cookie, person.id);
    expect([byAdmin.statusCode, firstMessage(byAdmin).id]).toEqual([403, 'ERR_CHANGE_ADMIN']);
    for (const who of [manager, member, observer]) {
      expect(firstMessage(await keepAsFreeUser(who.cookie, member.membership.id)).id).toBe('ERR_FORBIDDEN');
    }
    expect((await membershipRow(t, person.id))?.isImplementer).toBe(true);
    expect((await orgRow(t, lead.org.id))?.implementer).toBe('Casey Coach');
    expect((await keepAsFreeUser(lead.cookie, person.id)).statusCode).toBe(200);

    // Another organization's implementer is 404, like an unknown person.
    expect((await keepAsFreeUser(owner.cookie, person.id)).statusCode).toBe(404);
    expect((await keepAsFreeUser(admin.cookie, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await keepAsFreeUser(owner.cookie, 'nope')).statusCode).toBe(422);
  });
});
