import { displayName } from '@eos/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createTeam, type Team } from '../meetings/test-support.ts';
import { caller, type Emitted, inboxOf, recordEvents } from './test-support.ts';

// Upgrade requests (000 §7, 002 §7): an Observer asks, the Owner and Admins decide from a notification.

let t: TestApp;
let call: ReturnType<typeof caller>;
let emitted: Emitted[];
beforeAll(async () => {
  t = await createTestApp();
  emitted = recordEvents(t);
  call = caller(t);
});
afterAll(() => t.close());
beforeEach(() => {
  emitted.length = 0;
});

const requests = async (u: SignedInUser) => (await inboxOf(t, u)).filter((x) => x.type === 'UpgradeRequested');
const session = async (u: SignedInUser) => (await call('GET', '/session', u.cookie)).json().user;

/** A fresh team whose Observer has asked for an upgrade. */
async function pendingTeam(): Promise<Team> {
  const team = await createTeam(t);
  expect((await call('POST', '/person/upgrade', team.observer.cookie)).statusCode).toBe(200);
  emitted.length = 0;
  return team;
}

describe('POST person/upgrade', () => {
  it('makes the request pending and gives the Owner and each Admin an actionable notification', async () => {
    const team = await createTeam(t);
    const { observer } = team;
    const res = await call('POST', '/person/upgrade', observer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true, upgradeRequestStatus: 'Pending' });
    const personId = observer.membership.id;
    const orgId = observer.org.id;
    for (const who of [team.owner, team.admin]) {
      expect(await requests(who)).toEqual([
        expect.objectContaining({
          message: `${displayName(observer.account)} asked to be upgraded from Observer to a licensed user.`,
          approvalUrl: `person/approveupgrade/${personId}/${orgId}`,
          denyUrl: `person/denyupgrade/${personId}/${orgId}`,
          isActioned: false,
        }),
      ]);
    }
    for (const who of [team.manager, team.member, observer]) expect(await inboxOf(t, who)).toEqual([]);
    expect((await session(observer)).upgradeRequestStatus).toBe('Pending');
    expect(emitted.filter((e) => e.event === 'NewNotification').map((e) => e.room)).toEqual(
      expect.arrayContaining([`person:${team.owner.membership.id}`, `person:${team.admin.membership.id}`]),
    );
  });

  it('asked again while pending, answers Pending and notifies nobody again', async () => {
    const team = await pendingTeam();
    const again = await call('POST', '/person/upgrade', team.observer.cookie);
    expect(again.json()).toEqual({ succeeded: true, upgradeRequestStatus: 'Pending' });
    expect(await requests(team.owner)).toHaveLength(1);
    expect(emitted).toEqual([]);
  });

  it('is 403 for anyone who is not an Observer', async () => {
    const team = await createTeam(t);
    const res = await call('POST', '/person/upgrade', team.member.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().succeeded).toBe(false);
    expect(await inboxOf(t, team.owner)).toEqual([]);
  });
});

describe('POST person/approveupgrade/{personId}/{orgId}', () => {
  it('licenses the Observer, actions every copy, and tells the requester', async () => {
    const team = await pendingTeam();
    const { observer, owner, admin } = team;
    const [request] = await requests(owner);
    // The notification's own link is the call.
    const res = await call('POST', `/${request?.approvalUrl}`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true, upgradeRequestStatus: 'Completed' });

    // The Observer's session is licensed now, without signing in again.
    const user = await session(observer);
    expect(user).toMatchObject({ roles: ['Member'], upgradeRequestStatus: 'Completed' });
    expect(user.abilities).toContain('items.write');
    expect(user.abilities).not.toContain('upgrade.request');

    for (const who of [owner, admin]) {
      expect(await requests(who)).toEqual([expect.objectContaining({ isActioned: true, isRead: true })]);
    }
    expect(await inboxOf(t, observer)).toEqual([
      expect.objectContaining({
        type: 'UpgradeApproved',
        message: `${displayName(owner.account)} approved your upgrade request. You can now add and edit in ${observer.org.name}.`,
      }),
    ]);
    const actioned = emitted.filter((e) => e.event === 'NotificationActioned').map((e) => e.room);
    expect(actioned.sort()).toEqual([`person:${owner.membership.id}`, `person:${admin.membership.id}`].sort());
    expect(emitted).toContainEqual({
      hub: 'live-update-hub',
      room: `org:${observer.org.id}`,
      event: 'Updated',
      payload: { type: 'person', id: observer.membership.id },
    });
    // The Observer's own open apps learn that their role changed.
    expect(emitted).toContainEqual({
      hub: 'live-update-hub',
      room: `user:${observer.account.id}`,
      event: 'Updated',
      payload: { type: 'role', id: observer.membership.id, orgId: observer.org.id },
    });

    // Decided once: a second decision finds nothing pending.
    const again = await call('POST', `/${request?.approvalUrl}`, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0]).toMatchObject({ id: 'ERR_UPGRADE_NOT_PENDING' });
  });

  it('is 409 when the person has no pending request', async () => {
    const team = await createTeam(t);
    const res = await call(
      'POST',
      `/person/approveupgrade/${team.observer.membership.id}/${team.owner.org.id}`,
      team.owner.cookie,
    );
    expect(res.statusCode).toBe(409);
    expect((await session(team.observer)).roles).toEqual(['Observer']);
  });

  it('is 403 for a Member, who changes nothing', async () => {
    const team = await pendingTeam();
    const res = await call(
      'POST',
      `/person/approveupgrade/${team.observer.membership.id}/${team.owner.org.id}`,
      team.member.cookie,
    );
    expect(res.statusCode).toBe(403);
    expect(await session(team.observer)).toMatchObject({ roles: ['Observer'], upgradeRequestStatus: 'Pending' });
  });

  it('is 404 for another organization, or a person of another organization', async () => {
    const mine = await pendingTeam();
    const theirs = await pendingTeam();
    const { observer } = theirs;
    for (const url of [
      `/person/approveupgrade/${observer.membership.id}/${observer.org.id}`,
      `/person/approveupgrade/${observer.membership.id}/${mine.owner.org.id}`,
      `/person/denyupgrade/${observer.membership.id}/${observer.org.id}`,
    ]) {
      const res = await call('POST', url, mine.owner.cookie);
      expect(res.statusCode).toBe(404);
    }
    expect(await session(observer)).toMatchObject({ roles: ['Observer'], upgradeRequestStatus: 'Pending' });
    expect(await requests(theirs.owner)).toEqual([expect.objectContaining({ isActioned: false })]);
  });
});

describe('POST person/denyupgrade/{personId}/{orgId}', () => {
  it('marks the request Denied, actions the notifications and tells the requester', async () => {
    const team = await pendingTeam();
    const { observer, admin, owner } = team;
    const [request] = await requests(admin);
    const res = await call('POST', `/${request?.denyUrl}`, admin.cookie);
    expect(res.json()).toEqual({ succeeded: true, upgradeRequestStatus: 'Denied' });
    expect(await session(observer)).toMatchObject({ roles: ['Observer'], upgradeRequestStatus: 'Denied' });
    expect(await requests(owner)).toEqual([expect.objectContaining({ isActioned: true })]);
    expect(await inboxOf(t, observer)).toEqual([
      expect.objectContaining({
        type: 'UpgradeDenied',
        message: `${displayName(admin.account)} did not approve your upgrade request in ${observer.org.name}.`,
      }),
    ]);
    expect(emitted).toContainEqual(
      expect.objectContaining({ event: 'Updated', payload: { type: 'person', id: observer.membership.id } }),
    );
    // A denied Observer's role is what it was: no role change to announce.
    expect(emitted.filter((e) => (e.payload as { type?: string }).type === 'role')).toEqual([]);
    // A denied Observer may ask again.
    expect((await call('POST', '/person/upgrade', observer.cookie)).json().upgradeRequestStatus).toBe('Pending');
    expect(await requests(owner)).toHaveLength(2);
  });
});
