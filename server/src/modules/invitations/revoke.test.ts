import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createMeeting, createTodo } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { accounts, invitations, memberships, organizations, todos } from '../../db/schema/index.ts';
import { caller } from '../meetings/test-support.ts';
import { addInvitee, invite } from './test-support.ts';

// PUT invitation/{id}/revoke: the invitation closes and the person who never joined leaves.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const revoke = (id: string, cookie: string) => call('PUT', `/invitation/${id}/revoke`, cookie);
const invitationOf = async (personId: string) =>
  (await t.ctx.db.select().from(invitations).where(eq(invitations.personId, personId)))[0];
const personRow = async (id: string) => (await t.ctx.db.select().from(memberships).where(eq(memberships.id, id)))[0];
const accountByEmail = async (email: string) =>
  (await t.ctx.db.select().from(accounts).where(eq(accounts.email, email)))[0];

describe('PUT invitation/{id}/revoke', () => {
  it('revokes, removes the person, hands their meeting work to the caller, and deletes the account made for them', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const person = await invite(t, owner.cookie);
    const meeting = await createMeeting(t, {
      orgId: owner.org.id,
      ownerId: owner.membership.id,
      inviteeIds: [person.id],
    });
    const todo = await createTodo(t, { orgId: owner.org.id, ownerId: person.id, tractionId: meeting.id });

    const res = await revoke(person.invitationId, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ succeeded: true });

    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, person.invitationId));
    expect(row).toMatchObject({ status: 'Revoked', personId: null });
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect(await personRow(person.id)).toBeUndefined();
    expect(await accountByEmail(person.email)).toBeUndefined();
    const [moved] = await t.ctx.db.select().from(todos).where(eq(todos.id, todo.id));
    expect(moved?.ownerId).toBe(owner.membership.id);
    const list = await call('POST', '/people/search', owner.cookie, { filters: { 'text-search': [person.email] } });
    expect(list.json().items).toEqual([]);

    const twice = await revoke(person.invitationId, owner.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messages[0].id).toBe('ERR_INVITATION_NOT_PENDING');
  });

  it('keeps an account someone signed up with, and one still invited elsewhere', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const elsewhere = await signedInMember(t, { role: 'Owner' });
    const existing = await signedInMember(t, { role: 'Member' });
    const claimed = await invite(t, owner.cookie, { email: existing.account.email });
    const twiceInvited = await invite(t, owner.cookie);
    await addInvitee(t, elsewhere.cookie, { email: twiceInvited.email });

    expect((await revoke(claimed.invitationId, owner.cookie)).statusCode).toBe(200);
    expect((await revoke(twiceInvited.invitationId, owner.cookie)).statusCode).toBe(200);
    expect(await accountByEmail(existing.account.email)).toBeDefined();
    expect(await accountByEmail(twiceInvited.email)).toMatchObject({ claimed: false });
    // Their own organization is untouched.
    expect((await call('GET', '/session', existing.cookie)).json().orgId).toBe(existing.org.id);
  });

  it("clears the organization's implementer when the implementer's invitation is revoked", async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const coach = await invite(t, owner.cookie, { role: 'Admin', isImplementer: true });
    const implementerOf = async () =>
      (await t.ctx.db.select().from(organizations).where(eq(organizations.id, owner.org.id)))[0]?.implementer;
    expect(await implementerOf()).not.toBeNull();
    expect((await revoke(coach.invitationId, owner.cookie)).statusCode).toBe(200);
    expect(await implementerOf()).toBeNull();
    // A new implementer may be invited now.
    expect((await addInvitee(t, owner.cookie, { role: 'Admin', isImplementer: true })).id).toBeTruthy();
  });

  it('revokes an expired invitation too, but not an accepted one', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const expired = await invite(t, owner.cookie);
    await t.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.invitationId));
    expect((await revoke(expired.invitationId, owner.cookie)).statusCode).toBe(200);

    const other = await signedInMember(t, { role: 'Owner' });
    const accepted = await invite(t, owner.cookie, { email: other.account.email });
    const link = `/invitation/${accepted.invitationId}/${accepted.key}/accept`;
    expect((await call('POST', link, other.cookie)).statusCode).toBe(200);
    const res = await revoke(accepted.invitationId, owner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().messages[0]).toEqual({
      id: 'ERR_INVITATION_NOT_PENDING',
      text: 'This invitation is no longer open: it was accepted or revoked.',
    });
    expect((await personRow(accepted.id))?.joinedAt).toBeInstanceOf(Date);
  });

  it('follows the invite rule: a Member revokes Observers only, an Observer nothing', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const member = await signedInMember(t, { role: 'Member', org: owner.org });
    const observer = await signedInMember(t, { role: 'Observer', org: owner.org });
    const invitedMember = await addInvitee(t, owner.cookie, { role: 'Member' });
    const invitedObserver = await addInvitee(t, owner.cookie, { role: 'Observer' });
    const memberInvitation = (await invitationOf(invitedMember.id))?.id ?? '';
    const observerInvitation = (await invitationOf(invitedObserver.id))?.id ?? '';

    const refused = await revoke(memberInvitation, member.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].id).toBe('ERR_INVITE_ROLE');
    expect((await revoke(observerInvitation, observer.cookie)).json().messages[0].id).toBe('ERR_FORBIDDEN');
    expect(await personRow(invitedMember.id)).toBeDefined();
    expect((await revoke(observerInvitation, member.cookie)).statusCode).toBe(200);
  });

  it("answers 404 for another organization's invitation and an unknown one, changing nothing", async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const outsider = await signedInMember(t, { role: 'Owner' });
    const theirs = await addInvitee(t, outsider.cookie);
    const theirInvitation = (await invitationOf(theirs.id))?.id ?? '';
    for (const id of [theirInvitation, '00000000-0000-4000-8000-000000000000']) {
      const res = await revoke(id, owner.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().messages[0].id).toBe('ERR_NOT_FOUND');
    }
    expect((await invitationOf(theirs.id))?.status).toBe('Pending');
    expect((await revoke('not-a-uuid', owner.cookie)).statusCode).toBe(422);
  });
});
