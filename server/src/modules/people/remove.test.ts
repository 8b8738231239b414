// @module-tag postgres
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import {
  addMember,
  createAccount,
  createHeadline,
  createIssue,
  createMeasurable,
  createMeeting,
  createOrg,
  createRock,
  createTodo,
} from '../../../test/factories.ts';
import {
  connected,
  createListeningApp,
  hubClient,
  type ListeningApp,
  nextEvent,
} from '../../../test/realtime-harness.ts';
import {
  headlines,
  invitations,
  issues,
  measurables,
  meetingInvitees,
  meetings,
  memberships,
  organizations,
  rocks,
  todos,
} from '../../db/schema/index.ts';
import { caller } from '../meetings/test-support.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await createListeningApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const remove = (cookie: string, personId: string) => call('DELETE', `/person/${personId}`, cookie);

/** An organization with its Owner, an Admin and a Member, all signed in. */
async function team(): Promise<Record<'owner' | 'admin' | 'member', SignedInUser>> {
  const owner = await signedInMember(t, { role: 'Owner' });
  const admin = await signedInMember(t, { role: 'Admin', org: owner.org });
  const member = await signedInMember(t, { role: 'Member', org: owner.org });
  return { owner, admin, member };
}

describe('DELETE person/{id}', () => {
  it('removes the person and passes their meeting work to the caller, who is invited where it lives', async () => {
    const { owner, admin, member: bob } = await team();
    const shared = await createMeeting(t, {
      orgId: owner.org.id,
      ownerId: owner.membership.id,
      inviteeIds: [bob.membership.id],
    });
    const bobs = await createMeeting(t, { orgId: owner.org.id, ownerId: bob.membership.id });
    const orgId = owner.org.id;
    const ownerId = bob.membership.id;
    const todo = await createTodo(t, { orgId, ownerId, tractionId: shared.id });
    const personal = await createTodo(t, { orgId, ownerId, tractionId: null });
    const issue = await createIssue(t, { orgId, ownerId, tractionId: shared.id });
    const headline = await createHeadline(t, { orgId, ownerId, tractionId: bobs.id });
    const rock = await createRock(t, { orgId, ownerId, tractionIds: [shared.id] });
    const measurable = await createMeasurable(t, { orgId, ownerId, tractionId: shared.id });
    // Someone else's work stays theirs.
    const ownersTodo = await createTodo(t, { orgId, ownerId: owner.membership.id, tractionId: shared.id });

    const res = await remove(admin.cookie, bob.membership.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true });

    const ownerOf = async (table: typeof todos | typeof issues | typeof headlines, id: string) =>
      (await t.ctx.db.select({ ownerId: table.ownerId }).from(table).where(eq(table.id, id)))[0]?.ownerId;
    expect(await ownerOf(todos, todo.id)).toBe(admin.membership.id);
    expect(await ownerOf(issues, issue.id)).toBe(admin.membership.id);
    expect(await ownerOf(headlines, headline.id)).toBe(admin.membership.id);
    expect(await ownerOf(todos, ownersTodo.id)).toBe(owner.membership.id);
    const [rockRow] = await t.ctx.db.select().from(rocks).where(eq(rocks.id, rock.id));
    expect(rockRow?.ownerId).toBe(admin.membership.id);
    const [measurableRow] = await t.ctx.db.select().from(measurables).where(eq(measurables.id, measurable.id));
    expect(measurableRow?.ownerId).toBe(admin.membership.id);
    const [meetingRow] = await t.ctx.db.select().from(meetings).where(eq(meetings.id, bobs.id));
    expect(meetingRow?.ownerId).toBe(admin.membership.id);
    // A personal To-Do is a private list: it leaves with its owner.
    expect(await t.ctx.db.select().from(todos).where(eq(todos.id, personal.id))).toEqual([]);

    const invited = await t.ctx.db
      .select({ meetingId: meetingInvitees.meetingId })
      .from(meetingInvitees)
      .where(eq(meetingInvitees.personId, admin.membership.id));
    expect(invited.map((r) => r.meetingId).sort()).toEqual([shared.id, bobs.id].sort());

    expect(await t.ctx.db.select().from(memberships).where(eq(memberships.id, bob.membership.id))).toEqual([]);
    const people = (await call('POST', '/people/search', owner.cookie, {})).json();
    expect(people.items.map((p: { id: string }) => p.id)).not.toContain(bob.membership.id);
    // The removed person cannot be removed twice.
    expect((await remove(admin.cookie, bob.membership.id)).statusCode).toBe(404);
  });

  it("ends the removed user's access: org calls refuse, the session moves to their other organization", async () => {
    const { owner, member } = await team();
    const elsewhere = await createOrg(t.ctx.db, { name: 'Elsewhere' });
    await addMember(t.ctx.db, elsewhere, member.account, 'Member');
    expect((await call('POST', '/people/search', member.cookie, {})).statusCode).toBe(200);

    expect((await remove(owner.cookie, member.membership.id)).statusCode).toBe(200);

    const refused = await call('POST', '/people/search', member.cookie, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].id).toBe('ERR_NO_ORG');
    const session = (await call('GET', '/session', member.cookie)).json();
    expect(session.orgId).toBe(elsewhere.id);
    expect(session.user.orgs.map((o: { id: string }) => o.id)).toEqual([elsewhere.id]);
    // The Owner's own session is untouched.
    expect((await call('GET', '/session', owner.cookie)).json().orgId).toBe(owner.org.id);
  });

  it('is for Owners and Admins, within their organization, never themselves nor the Owner', async () => {
    const { owner, admin, member } = await team();
    const observer = await signedInMember(t, { role: 'Observer', org: owner.org });
    const stranger = await signedInMember(t, { role: 'Owner' });

    for (const who of [member, observer]) {
      const denied = await remove(who.cookie, admin.membership.id);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().messages[0].id).toBe('ERR_FORBIDDEN');
    }
    expect((await remove(owner.cookie, stranger.membership.id)).statusCode).toBe(404);
    expect((await remove(stranger.cookie, member.membership.id)).statusCode).toBe(404);
    expect((await remove(owner.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove(owner.cookie, 'not-a-uuid')).statusCode).toBe(422);

    const self = await remove(admin.cookie, admin.membership.id);
    expect(self.statusCode).toBe(422);
    expect(self.json().messages[0]).toMatchObject({ id: 'ERR_REMOVE_SELF', text: expect.stringMatching(/yourself/) });
    expect((await remove(owner.cookie, owner.membership.id)).json().messages[0].id).toBe('ERR_REMOVE_SELF');

    // Nobody removes the Owner: only a transfer changes who it is.
    const theOwner = await remove(admin.cookie, owner.membership.id);
    expect(theOwner.statusCode).toBe(422);
    expect(theOwner.json().messages[0]).toMatchObject({
      id: 'ERR_PERSON_REMOVE_OWNER',
      text: expect.stringMatching(/Transfer ownership/),
    });

    // An Admin is removed by the Owner only.
    const otherAdmin = await signedInMember(t, { role: 'Admin', org: owner.org });
    const byAdmin = await remove(admin.cookie, otherAdmin.membership.id);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().messages[0]).toMatchObject({
      id: 'ERR_CHANGE_ADMIN',
      text: 'Only the Owner can change an Admin.',
    });
    expect((await remove(owner.cookie, otherAdmin.membership.id)).statusCode).toBe(200);

    // Nothing of the refused calls happened.
    const left = await t.ctx.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.orgId, owner.org.id));
    expect(left.map((r) => r.id).sort()).toEqual(
      [owner.membership.id, admin.membership.id, member.membership.id, observer.membership.id].sort(),
    );
    expect((await call('POST', '/people/search', member.cookie, {})).statusCode).toBe(200);
  });

  it("clears the organization's implementer when it was them, and a removed invitee's link stops working", async () => {
    const { owner } = await team();
    const coach = await addMember(t.ctx.db, owner.org, await createAccount(t.ctx.db, { passwordHash: 'x' }), 'Member', {
      isImplementer: true,
    });
    await t.ctx.db.update(organizations).set({ implementer: 'Casey Coach' }).where(eq(organizations.id, owner.org.id));
    const invitee = await addMember(
      t.ctx.db,
      owner.org,
      await createAccount(t.ctx.db, { passwordHash: 'x' }),
      'Member',
      {
        joinedAt: null,
      },
    );
    const [invitation] = await t.ctx.db
      .insert(invitations)
      .values({
        orgId: owner.org.id,
        personId: invitee.id,
        email: 'invitee@example.com',
        role: 'Member',
        keyHash: 'h',
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning();

    expect((await remove(owner.cookie, coach.id)).statusCode).toBe(200);
    const [org] = await t.ctx.db.select().from(organizations).where(eq(organizations.id, owner.org.id));
    expect(org?.implementer).toBeNull();

    expect((await remove(owner.cookie, invitee.id)).statusCode).toBe(200);
    const [revoked] = await t.ctx.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitation?.id ?? ''));
    expect(revoked?.status).toBe('Revoked');
  });

  it("tells the colleagues and the removed user's own sockets, nobody elsewhere, and the removed socket hears no more", async () => {
    const { owner, admin, member } = await team();
    const outsider = await signedInMember(t);
    const colleague = hubClient(t.url, 'live-update-hub', { cookie: owner.cookie });
    const removed = hubClient(t.url, 'live-update-hub', { cookie: member.cookie });
    const theirs = hubClient(t.url, 'live-update-hub', { cookie: outsider.cookie });
    await Promise.all([connected(colleague), connected(removed), connected(theirs)]);
    try {
      const heard = nextEvent(colleague, 'Deleted');
      const told = new Promise<unknown[]>((resolve) => {
        const got: unknown[] = [];
        removed.on('Deleted', (payload) => got.push(payload));
        setTimeout(() => resolve(got), 600);
      });
      const leaked = nextEvent(theirs, 'Deleted', 300);

      expect((await remove(admin.cookie, member.membership.id)).statusCode).toBe(200);
      const expected = {
        type: 'person',
        id: member.membership.id,
        userId: member.account.id,
        orgId: owner.org.id,
      };
      expect(await heard).toEqual(expected);
      // Through the org's room and its user's room alike: with several nodes the room leave is
      // asynchronous, so a copy from each may arrive (the web app handles it once).
      const copies = await told;
      expect(copies.length).toBeGreaterThanOrEqual(1);
      for (const copy of copies) expect(copy).toEqual(expected);
      expect(await leaked).toBeNull();

      // The organization's next news reaches the colleague only.
      const renamed = nextEvent(colleague, 'Updated');
      const notForThem = nextEvent(removed, 'Updated', 300);
      expect((await call('PUT', `/org/${owner.org.id}`, owner.cookie, { name: 'Renamed' })).statusCode).toBe(200);
      expect(await renamed).toEqual({ type: 'org', id: owner.org.id });
      expect(await notForThem).toBeNull();
    } finally {
      for (const s of [colleague, removed, theirs]) s.disconnect();
    }
  });
});
