import { defaultPermissions, OwnerTransferResponse } from '@eos/domain';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { connected, createListeningApp, hubClient, type ListeningApp } from '../../../test/realtime-harness.ts';
import { memberships } from '../../db/schema/index.ts';
import { callerOf, createTeam, firstMessage, membershipRow, quietPerson, UNKNOWN_ID } from './test-support.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(t)(...args);
const transfer = (cookie: string, personId: string) => call('PUT', `/org/owner/${personId}`, cookie);
const session = async (cookie: string) => (await call('GET', '/session', cookie)).json();

async function ownersOf(orgId: string): Promise<string[]> {
  const rows = await t.ctx.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.role, 'Owner')));
  return rows.map((r) => r.id);
}

/** Every `event` the socket hears within `ms`. */
function collect(socket: Socket, event: string, ms = 600): Promise<unknown[]> {
  const heard: unknown[] = [];
  const on = (payload: unknown) => heard.push(payload);
  socket.on(event, on);
  return new Promise((resolve) =>
    setTimeout(() => {
      socket.off(event, on);
      resolve(heard);
    }, ms),
  );
}

describe('PUT org/owner/{id}', () => {
  it('hands the organization over: the new Owner gets every right, the previous one becomes an Admin', async () => {
    const { owner, member } = await createTeam(t);
    const res = await transfer(owner.cookie, member.membership.id);
    expect(res.statusCode).toBe(200);
    expect(OwnerTransferResponse.parse(res.json())).toEqual({
      succeeded: true,
      person: { id: member.membership.id, name: `${member.account.firstName} ${member.account.lastName}` },
      org: { id: owner.org.id },
      previousOwner: { id: owner.membership.id },
    });
    expect(await membershipRow(t, member.membership.id)).toMatchObject({
      role: 'Owner',
      hasLicense: true,
      permissions: defaultPermissions('Owner'),
    });
    expect(await membershipRow(t, owner.membership.id)).toMatchObject({
      role: 'Admin',
      hasLicense: true,
      permissions: defaultPermissions('Admin'),
    });
    expect(await ownersOf(owner.org.id)).toEqual([member.membership.id]);

    const now = (await session(member.cookie)).user;
    expect(now.roles).toEqual(['Owner']);
    expect(now.abilities).toEqual(expect.arrayContaining(['org.transfer', 'billing.grant', 'billing.update']));
    const before = (await session(owner.cookie)).user;
    expect(before.roles).toEqual(['Admin']);
    // No more Billing Management pages for the previous Owner.
    expect(before.permissions).not.toContain('Update|Billing');
    expect(before.abilities).not.toContain('billing.update');
  });

  it('the previous Owner cannot transfer again, touch billing, or change the new Owner', async () => {
    const { owner, member, manager } = await createTeam(t);
    expect((await transfer(owner.cookie, member.membership.id)).statusCode).toBe(200);

    const again = await transfer(owner.cookie, manager.membership.id);
    expect([again.statusCode, firstMessage(again).id]).toEqual([403, 'ERR_FORBIDDEN']);
    const billing = await call('PUT', `/person/${manager.membership.id}/permission/billing`, owner.cookie);
    expect(billing.statusCode).toBe(403);
    const demote = await call('PUT', `/person/${member.membership.id}/role`, owner.cookie, { role: 'Member' });
    expect([demote.statusCode, firstMessage(demote).id]).toEqual([422, 'ERR_CHANGE_OWNER']);
    const removal = await call('DELETE', `/person/${member.membership.id}`, owner.cookie);
    expect(removal.statusCode).toBe(422);
    // ... while the new Owner may now change the previous one, an Admin.
    const back = await call('PUT', `/person/${owner.membership.id}/role`, member.cookie, { role: 'Member' });
    expect(back.statusCode).toBe(200);
    expect(await ownersOf(owner.org.id)).toEqual([member.membership.id]);
  });

  it('goes only to a licensed person who joined, is not an implementer and is not the caller', async () => {
    const { owner, observer } = await createTeam(t);
    const invited = await quietPerson(t, owner.org, 'Member', { invited: true });
    const coach = await quietPerson(t, owner.org, 'Member', { isImplementer: true });
    for (const id of [observer.membership.id, invited.person.id, coach.person.id, owner.membership.id]) {
      const res = await transfer(owner.cookie, id);
      expect([res.statusCode, firstMessage(res).id]).toEqual([422, 'ERR_TRANSFER_CANDIDATE']);
    }
    expect(firstMessage(await transfer(owner.cookie, observer.membership.id)).text).toMatch(/licensed user/);

    const stranger = await signedInMember(t, { role: 'Owner' });
    const theirs = await quietPerson(t, stranger.org, 'Member');
    expect((await transfer(owner.cookie, theirs.person.id)).statusCode).toBe(404);
    expect((await transfer(owner.cookie, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await transfer(stranger.cookie, observer.membership.id)).statusCode).toBe(404);
    expect((await transfer(owner.cookie, 'owner')).statusCode).toBe(422);
    expect(await ownersOf(owner.org.id)).toEqual([owner.membership.id]);
    expect(await ownersOf(stranger.org.id)).toEqual([stranger.membership.id]);
  });

  it('is the Owner alone', async () => {
    const { owner, admin, manager, member, observer } = await createTeam(t);
    for (const who of [admin, manager, member, observer]) {
      const res = await transfer(who.cookie, who === admin ? member.membership.id : admin.membership.id);
      expect([res.statusCode, firstMessage(res).id]).toEqual([403, 'ERR_FORBIDDEN']);
    }
    expect(await ownersOf(owner.org.id)).toEqual([owner.membership.id]);
  });

  it('two transfers at once to different people leave exactly one Owner', async () => {
    const { owner, admin, member } = await createTeam(t);
    const answers = await Promise.all([
      transfer(owner.cookie, admin.membership.id),
      transfer(owner.cookie, member.membership.id),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const winner = answers.find((r) => r.statusCode === 200)?.json().person.id;
    expect(await ownersOf(owner.org.id)).toEqual([winner]);
    expect((await membershipRow(t, owner.membership.id))?.role).toBe('Admin');
    const loser = winner === admin.membership.id ? member : admin;
    expect((await membershipRow(t, loser.membership.id))?.role).toBe(loser === admin ? 'Admin' : 'Member');
  });

  it('both are told at once, and the organization reloads both; nobody elsewhere hears it', async () => {
    const { owner, member, manager } = await createTeam(t);
    const outsider = await signedInMember(t);
    const sockets = [owner, member, manager, outsider].map((u) =>
      hubClient(t.url, 'live-update-hub', { cookie: u.cookie }),
    );
    const [previousSocket, newSocket, colleagueSocket, outsiderSocket] = sockets as [Socket, Socket, Socket, Socket];
    await Promise.all(sockets.map(connected));
    try {
      const heard = [previousSocket, newSocket, colleagueSocket, outsiderSocket].map((s) => collect(s, 'Updated'));
      expect((await transfer(owner.cookie, member.membership.id)).statusCode).toBe(200);
      const [previousHeard, newHeard, colleagueHeard, outsiderHeard] = await Promise.all(heard);
      const orgId = owner.org.id;
      const personUpdates = [
        { type: 'person', id: member.membership.id },
        { type: 'person', id: owner.membership.id },
      ];
      expect(previousHeard).toEqual(
        expect.arrayContaining([...personUpdates, { type: 'role', id: owner.membership.id, orgId }]),
      );
      expect(newHeard).toEqual(
        expect.arrayContaining([...personUpdates, { type: 'role', id: member.membership.id, orgId }]),
      );
      expect(previousHeard).not.toContainEqual({ type: 'role', id: member.membership.id, orgId });
      // A colleague reloads both people; their own permission level did not change.
      expect(colleagueHeard).toEqual(expect.arrayContaining(personUpdates));
      expect(colleagueHeard).toHaveLength(2);
      expect(outsiderHeard).toEqual([]);
    } finally {
      for (const s of sockets) s.disconnect();
    }
  });
});
