import { defaultPermissions } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { addMember, createAccount } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { accounts, invitations, memberships, organizations } from '../../db/schema/index.ts';
import { caller } from '../meetings/test-support.ts';
import { addInvitee, addMemberCall, freshEmail } from './test-support.ts';

// PUT org/add-member and POST people/check-existing-email.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const peopleOf = (orgId: string) => t.ctx.db.select().from(memberships).where(eq(memberships.orgId, orgId));

describe('PUT org/add-member', () => {
  it('adds a person who has not joined, on a new unclaimed account, with an invitation nobody was mailed', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const email = freshEmail('new');
    const res = await addMemberCall(t, owner.cookie, {
      firstName: ' Grace ',
      lastName: 'Hopper',
      email: ` ${email.toUpperCase()} `,
      role: 'Manager',
      username: 'ignored',
      avatarUrl: 'https://example.com/face.png',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json();
    expect(res.json()).toEqual({ succeeded: true, id: expect.any(String) });

    const [person] = await t.ctx.db.select().from(memberships).where(eq(memberships.id, id));
    expect(person).toMatchObject({
      orgId: owner.org.id,
      role: 'Manager',
      joinedAt: null,
      hasLicense: true,
      isImplementer: false,
      isDefault: false,
      permissions: defaultPermissions('Manager'),
    });
    const [account] = await t.ctx.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, person?.accountId ?? ''));
    expect(account).toMatchObject({
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      claimed: false,
      passwordHash: null,
      isPolicyAccepted: false,
      avatarUrl: null,
    });
    const [invitation] = await t.ctx.db.select().from(invitations).where(eq(invitations.personId, id));
    expect(invitation).toMatchObject({
      orgId: owner.org.id,
      email,
      role: 'Manager',
      status: 'Pending',
      sentAt: null,
      invitedById: owner.membership.id,
    });
    expect(invitation?.keyHash).toMatch(/^[0-9a-f]{64}$/);

    // The person shows in the people list as invited.
    const list = await call('POST', '/people/search', owner.cookie, { filters: { 'text-search': [email] } });
    expect(list.json().items).toEqual([
      expect.objectContaining({ id, hasAcceptedInvite: false, invitation: expect.objectContaining({ sentAt: null }) }),
    ]);
  });

  it('reuses the account of an address that has one, which keeps its own names', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const existing = await createAccount(t.ctx.db, { firstName: 'Real', lastName: 'Name' });
    const { id } = await addInvitee(t, owner.cookie, { email: existing.email, firstName: 'Typed', lastName: 'Other' });
    const [person] = await t.ctx.db.select().from(memberships).where(eq(memberships.id, id));
    expect(person?.accountId).toBe(existing.id);
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.id, existing.id));
    expect(account).toMatchObject({ firstName: 'Real', lastName: 'Name', claimed: true });
  });

  it("gives the organization's default role when none is sent, and Observer to who may invite only those", async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const member = await signedInMember(t, { role: 'Member', org: owner.org });
    await t.ctx.db.update(organizations).set({ defaultInviteeRole: 'Admin' }).where(eq(organizations.id, owner.org.id));
    const byOwner = await addInvitee(t, owner.cookie);
    const byMember = await addInvitee(t, member.cookie);
    const roles = new Map((await peopleOf(owner.org.id)).map((p) => [p.id, p]));
    expect(roles.get(byOwner.id)).toMatchObject({ role: 'Admin', hasLicense: true });
    expect(roles.get(byMember.id)).toMatchObject({ role: 'Observer', hasLicense: false });
  });

  it('lets a Member invite Observers only, and an Observer nobody', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const member = await signedInMember(t, { role: 'Member', org: owner.org });
    const observer = await signedInMember(t, { role: 'Observer', org: owner.org });
    const before = (await peopleOf(owner.org.id)).length;

    const asMember = await addMemberCall(t, member.cookie, { role: 'Member' });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().messages).toEqual([{ id: 'ERR_INVITE_ROLE', text: 'You can only invite Observers.' }]);
    const implementer = await addMemberCall(t, member.cookie, { role: 'Observer', isImplementer: true });
    expect(implementer.statusCode).toBe(403);
    expect(implementer.json().messages[0].id).toBe('ERR_INVITE_ROLE');

    const asObserver = await addMemberCall(t, observer.cookie, { role: 'Observer' });
    expect(asObserver.statusCode).toBe(403);
    expect(asObserver.json().messages[0].id).toBe('ERR_FORBIDDEN');
    expect((await peopleOf(owner.org.id)).length).toBe(before);

    expect((await addMemberCall(t, member.cookie, { role: 'Observer' })).statusCode).toBe(200);
    // Admins give any role but Owner; Owner is never an invitee role.
    const admin = await signedInMember(t, { role: 'Admin', org: owner.org });
    expect((await addMemberCall(t, admin.cookie, { role: 'Admin' })).statusCode).toBe(200);
    const asOwner = await addMemberCall(t, owner.cookie, { role: 'Owner' });
    expect(asOwner.statusCode).toBe(422);
    expect(asOwner.json().messages[0].field).toBe('role');
  });

  it("invites one implementer, whose name becomes the organization's implementer", async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const { id } = await addInvitee(t, owner.cookie, {
      firstName: 'Gino',
      lastName: 'Wickman',
      role: 'Admin',
      isImplementer: true,
    });
    const [person] = await t.ctx.db.select().from(memberships).where(eq(memberships.id, id));
    expect(person).toMatchObject({ isImplementer: true, role: 'Admin' });
    const session = (await call('GET', '/session', owner.cookie)).json();
    expect(session.user.orgs).toEqual([expect.objectContaining({ id: owner.org.id, implementer: 'Gino Wickman' })]);

    const second = await addMemberCall(t, owner.cookie, { role: 'Admin', isImplementer: true });
    expect(second.statusCode).toBe(422);
    expect(second.json().messages[0]).toMatchObject({
      id: 'ERR_INVITATION_IMPLEMENTER_EXISTS',
      text: 'This organization already has an EOS Implementer.',
    });
  });

  it('refuses an address that already belongs to a person of the organization, joined or not, adding nothing', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const colleague = await signedInMember(t, { role: 'Member', org: owner.org });
    const invited = await addInvitee(t, owner.cookie);
    const before = (await peopleOf(owner.org.id)).length;
    const accountsBefore = (await t.ctx.db.select().from(accounts)).length;
    for (const email of [colleague.account.email, invited.email.toUpperCase(), owner.account.email]) {
      const res = await addMemberCall(t, owner.cookie, { email });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        succeeded: false,
        messages: [
          {
            id: 'INVITATION_EMAIL_EXIST_DEFAULT',
            text: 'Someone in this organization already has this email address.',
            field: 'email',
          },
        ],
      });
    }
    expect((await peopleOf(owner.org.id)).length).toBe(before);
    expect((await t.ctx.db.select().from(accounts)).length).toBe(accountsBefore);
  });

  it('adds one person when two calls race for one address, and answers the other with the message', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const email = freshEmail('race');
    const [a, b] = await Promise.all([
      addMemberCall(t, owner.cookie, { email }),
      addMemberCall(t, owner.cookie, { email }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const loser = a.statusCode === 422 ? a : b;
    expect(loser.json().messages[0].id).toBe('INVITATION_EMAIL_EXIST_DEFAULT');
    const rows = await t.ctx.db.select().from(accounts).where(eq(accounts.email, email));
    expect(rows).toHaveLength(1);
  });

  it('answers missing names and bad addresses with the field messages', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const res = await call('PUT', '/org/add-member', owner.cookie, { firstName: '  ', email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    const byField = Object.fromEntries(res.json().messages.map((m: { field: string; id: string }) => [m.field, m.id]));
    expect(byField).toEqual({ firstName: 'VAL_REQUIRED', lastName: 'VAL_REQUIRED', email: 'VAL_INVALID_EMAIL' });
    const noEmail = await call('PUT', '/org/add-member', owner.cookie, { firstName: 'A', lastName: 'B' });
    expect(noEmail.json().messages).toEqual([{ id: 'VAL_REQUIRED', text: 'Required', field: 'email' }]);
  });

  it('answers hostile bodies with 422, never 500', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const big = 'x'.repeat(10_000);
    const bodies: object[] = [
      { firstName: big, lastName: 'B', email: freshEmail() },
      { firstName: 'A', lastName: 'B', email: `${big}@example.com` },
      { firstName: 'A', lastName: 'B', email: freshEmail(), username: big },
      { firstName: 'A', lastName: 'B', email: freshEmail(), avatarUrl: big },
      { firstName: 1, lastName: ['B'], email: { a: 1 } },
      { firstName: 'A', lastName: 'B', email: freshEmail(), role: 'God' },
      { firstName: 'A', lastName: 'B', email: freshEmail(), isImplementer: 'yes' },
      [1, 2, 3],
    ];
    for (const body of bodies) {
      const res = await call('PUT', '/org/add-member', owner.cookie, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
  });
});

describe('POST people/check-existing-email', () => {
  it("finds the organization's person with that address, joined or not, and nothing of other organizations", async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const observer = await signedInMember(t, { role: 'Observer', org: owner.org });
    const invited = await addInvitee(t, owner.cookie);
    const outsider = await signedInMember(t, { role: 'Owner' });
    const check = (email: string) => call('POST', '/people/check-existing-email', observer.cookie, { email });

    expect((await check(invited.email.toUpperCase())).json()).toEqual({ succeeded: true, person: { id: invited.id } });
    expect((await check(owner.account.email)).json()).toEqual({
      succeeded: true,
      person: { id: owner.membership.id },
    });
    expect((await check(outsider.account.email)).json()).toEqual({ succeeded: true, person: null });
    expect((await check(freshEmail())).json()).toEqual({ succeeded: true, person: null });

    const bad = await check('nope');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages[0]).toMatchObject({ id: 'VAL_INVALID_EMAIL', field: 'email' });
  });

  it('needs an organization', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/people/check-existing-email',
      payload: { email: 'a@example.com' },
    });
    expect(res.statusCode).toBe(401);
    // A pending invitation is no organization either.
    const owner = await signedInMember(t, { role: 'Owner' });
    const user = await signedInMember(t, { role: 'Member' });
    await addMember(t.ctx.db, owner.org, user.account, 'Member', { joinedAt: null });
    await t.ctx.db.update(memberships).set({ joinedAt: null }).where(eq(memberships.id, user.membership.id));
    const none = await call('POST', '/people/check-existing-email', user.cookie, { email: 'a@example.com' });
    expect(none.statusCode).toBe(403);
  });
});
