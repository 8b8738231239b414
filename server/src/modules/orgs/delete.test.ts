import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { addMember, createMeeting, createOrg, createTodo } from '../../../test/factories.ts';
import {
  connected,
  createListeningApp,
  hubClient,
  type ListeningApp,
  nextEvent,
} from '../../../test/realtime-harness.ts';
import { meetings, memberships, organizations, todos } from '../../db/schema/index.ts';
import { caller } from '../meetings/test-support.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

describe('DELETE org/{id}', () => {
  it('deletes the current organization with everything in it; sessions in it fall back', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const member = await signedInMember(t, { role: 'Member', org: owner.org });
    const elsewhere = await createOrg(t.ctx.db, { name: 'Elsewhere' });
    await addMember(t.ctx.db, elsewhere, member.account, 'Member');
    const meeting = await createMeeting(t, {
      orgId: owner.org.id,
      ownerId: member.membership.id,
      inviteeIds: [owner.membership.id],
    });
    const todo = await createTodo(t, { orgId: owner.org.id, ownerId: member.membership.id, tractionId: meeting.id });

    const res = await call('DELETE', `/org/${owner.org.id}`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true });

    expect(await t.ctx.db.select().from(organizations).where(eq(organizations.id, owner.org.id))).toEqual([]);
    expect(await t.ctx.db.select().from(memberships).where(eq(memberships.orgId, owner.org.id))).toEqual([]);
    expect(await t.ctx.db.select().from(meetings).where(eq(meetings.id, meeting.id))).toEqual([]);
    expect(await t.ctx.db.select().from(todos).where(eq(todos.id, todo.id))).toEqual([]);

    // The member works in their other organization now; the Owner had no other, so none.
    const theirs = (await call('GET', '/session', member.cookie)).json();
    expect(theirs.orgId).toBe(elsewhere.id);
    const mine = (await call('GET', '/session', owner.cookie)).json();
    expect(mine.orgId).toBeNull();
    expect(mine.user.orgs).toEqual([]);
    const refused = await call('POST', '/people/search', owner.cookie, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].id).toBe('ERR_NO_ORG');
  });

  it('is for the Owner of the current organization only', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const admin = await signedInMember(t, { role: 'Admin', org: owner.org });
    const member = await signedInMember(t, { role: 'Member', org: owner.org });
    const stranger = await signedInMember(t, { role: 'Owner' });
    // Another organization the Owner also owns, but is not working in.
    const second = await createOrg(t.ctx.db);
    await addMember(t.ctx.db, second, owner.account, 'Owner');

    for (const who of [admin, member]) {
      const denied = await call('DELETE', `/org/${owner.org.id}`, who.cookie);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().messages[0].id).toBe('ERR_FORBIDDEN');
    }
    expect((await call('DELETE', `/org/${stranger.org.id}`, owner.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/org/${second.id}`, owner.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/org/not-a-uuid', owner.cookie)).statusCode).toBe(422);

    const left = await t.ctx.db.select({ id: organizations.id }).from(organizations);
    expect(left.map((o) => o.id)).toEqual(expect.arrayContaining([owner.org.id, stranger.org.id, second.id]));
  });

  it('tells the organization its name and nobody else, then its room is empty', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const member = await signedInMember(t, { role: 'Member', org: owner.org });
    const outsider = await signedInMember(t);
    const mine = hubClient(t.url, 'live-update-hub', { cookie: member.cookie });
    const theirs = hubClient(t.url, 'live-update-hub', { cookie: outsider.cookie });
    await Promise.all([connected(mine), connected(theirs)]);
    try {
      const heard = nextEvent(mine, 'Deleted');
      const leaked = nextEvent(theirs, 'Deleted', 300);
      expect((await call('DELETE', `/org/${owner.org.id}`, owner.cookie)).statusCode).toBe(200);
      expect(await heard).toEqual({ type: 'org', id: owner.org.id, name: owner.org.name });
      expect(await leaked).toBeNull();

      // Sockets left the room: nothing more of that organization reaches them.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const after = nextEvent(mine, 'Updated', 300);
      t.ctx.realtime.emit('live-update-hub', `org:${owner.org.id}`, 'Updated', { type: 'org', id: owner.org.id });
      expect(await after).toBeNull();
    } finally {
      mine.disconnect();
      theirs.disconnect();
    }
  });
});
