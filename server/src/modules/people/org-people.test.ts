// @module-tag postgres
import { PaidUsersResponse } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { meetings, organizations } from '../../db/schema/index.ts';
import {
  callerOf,
  createTeam,
  type Emitted,
  firstMessage,
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

async function isLT(meetingId: string): Promise<boolean | undefined> {
  const [row] = await t.ctx.db.select({ isLT: meetings.isLT }).from(meetings).where(eq(meetings.id, meetingId));
  return row?.isLT;
}

describe('PUT org/leadershipteam/{orgId}/{meetingId}', () => {
  it('makes the meeting the leadership-team meeting; its people carry the LT badge', async () => {
    const { owner, admin, manager, member } = team;
    const orgId = owner.org.id;
    const first = await createMeeting(t, { orgId, ownerId: owner.membership.id, inviteeIds: [manager.membership.id] });
    const second = await createMeeting(t, { orgId, ownerId: admin.membership.id, inviteeIds: [member.membership.id] });
    const mark = (meetingId: string) => call('PUT', `/org/leadershipteam/${orgId}/${meetingId}`, admin.cookie);

    const res = await mark(first.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true, meetingId: first.id });
    expect(await isLT(first.id)).toBe(true);
    expect((await call('GET', `/meeting/${first.id}`, member.cookie)).json().meeting.isLT).toBe(true);
    expect(emitted.map((e) => [e.room, e.payload])).toEqual([
      [`org:${orgId}`, { type: 'leadershipteam', id: first.id }],
      [`org:${orgId}`, { type: 'meeting', id: first.id }],
    ]);

    emitted.length = 0;
    expect((await mark(second.id)).statusCode).toBe(200);
    expect([await isLT(first.id), await isLT(second.id)]).toEqual([false, true]);
    expect(emitted.map((e) => e.payload)).toEqual([
      { type: 'leadershipteam', id: second.id },
      { type: 'meeting', id: first.id },
      { type: 'meeting', id: second.id },
    ]);
    const people = (await call('POST', '/people/search', owner.cookie, {})).json().items as {
      id: string;
      isLeadershipTeam: boolean;
    }[];
    const lt = people.filter((p) => p.isLeadershipTeam).map((p) => p.id);
    expect(lt.sort()).toEqual([admin.membership.id, member.membership.id].sort());

    // Marking it again keeps it so.
    expect((await mark(second.id)).statusCode).toBe(200);
    expect(await isLT(second.id)).toBe(true);
  });

  it('two marks at once leave one leadership-team meeting, never an error', async () => {
    const lead = await signedInMember(t, { role: 'Owner' });
    const orgId = lead.org.id;
    const [a, b] = await Promise.all([
      createMeeting(t, { orgId, ownerId: lead.membership.id }),
      createMeeting(t, { orgId, ownerId: lead.membership.id }),
    ]);
    const answers = await Promise.all(
      [a, b].map((m) => call('PUT', `/org/leadershipteam/${orgId}/${m?.id}`, lead.cookie)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const marked = await t.ctx.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.isLT, true));
    expect(marked.filter((m) => m.id === a?.id || m.id === b?.id)).toHaveLength(1);
  });

  it("answers 404 for another organization's id or meeting, and only Owners and Admins may mark it", async () => {
    const { owner, manager, member, observer } = team;
    const orgId = owner.org.id;
    const mine = await createMeeting(t, { orgId, ownerId: owner.membership.id });
    const stranger = await signedInMember(t, { role: 'Owner' });
    const theirs = await createMeeting(t, { orgId: stranger.org.id, ownerId: stranger.membership.id });

    const cases = [
      `/org/leadershipteam/${stranger.org.id}/${theirs.id}`,
      `/org/leadershipteam/${stranger.org.id}/${mine.id}`,
      `/org/leadershipteam/${orgId}/${theirs.id}`,
      `/org/leadershipteam/${orgId}/${UNKNOWN_ID}`,
      `/org/leadershipteam/${UNKNOWN_ID}/${mine.id}`,
    ];
    for (const url of cases) {
      const res = await call('PUT', url, owner.cookie);
      expect([url, res.statusCode, firstMessage(res).id]).toEqual([url, 404, 'ERR_NOT_FOUND']);
    }
    expect((await call('PUT', `/org/leadershipteam/${orgId}/nope`, owner.cookie)).statusCode).toBe(422);
    for (const who of [manager, member, observer]) {
      expect((await call('PUT', `/org/leadershipteam/${orgId}/${mine.id}`, who.cookie)).statusCode).toBe(403);
    }
    expect([await isLT(mine.id), await isLT(theirs.id)]).toEqual([false, false]);
    expect(emitted).toEqual([]);
  });
});

describe('GET org/paid-users', () => {
  it('lists everyone holding a license by first name, each with whether the seat is charged', async () => {
    const lead = await signedInMember(t, { role: 'Owner', account: { firstName: 'Olga', lastName: 'Owner' } });
    const org = lead.org;
    await t.ctx.db
      .update(organizations)
      .set({ freeDomains: ['acme.test'] })
      .where(eq(organizations.id, org.id));
    const people = {
      amy: await quietPerson(t, org, 'Admin', { firstName: 'amy', lastName: 'Free', email: 'amy@acme.test' }),
      ben: await quietPerson(t, org, 'Manager', { firstName: 'Ben', lastName: 'Paid', email: 'ben@paid.test' }),
      cy: await quietPerson(t, org, 'Member', { firstName: 'Cy', lastName: 'Coach', isImplementer: true }),
      dot: await quietPerson(t, org, 'Observer', { firstName: 'Dot', lastName: 'Free' }),
      eve: await quietPerson(t, org, 'Member', { firstName: 'Eve', lastName: 'Invited', invited: true }),
    };
    const res = await call('GET', '/org/paid-users', lead.cookie);
    expect(res.statusCode).toBe(200);
    const items = PaidUsersResponse.parse(res.json()).items;
    expect(items.map((p) => [p.firstName, p.isCharged])).toEqual([
      ['amy', false],
      ['Ben', true],
      ['Cy', false],
      ['Eve', true],
      ['Olga', false],
    ]);
    expect(items.find((p) => p.id === people.eve.person.id)).toMatchObject({ hasAcceptedInvite: false });
    expect(items.map((p) => p.id)).not.toContain(people.dot.person.id);
    // Members and Observers read it too; another organization's people never show.
    const observer = await signedInMember(t, { role: 'Observer', org });
    expect((await call('GET', '/org/paid-users', observer.cookie)).json().items).toHaveLength(5);
    const others = (await call('GET', '/org/paid-users', team.owner.cookie)).json().items as { id: string }[];
    expect(others.map((p) => p.id)).not.toContain(people.ben.person.id);
  });
});
