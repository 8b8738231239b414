import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../../test/harness.ts';
import { accounts, invitations, memberships } from '../../db/schema/index.ts';
import { caller } from '../meetings/test-support.ts';
import {
  addInvitee,
  freshEmail,
  linkIn,
  linkUrl,
  PASSWORD,
  registration,
  sendCall,
  startSmtp,
} from './test-support.ts';

// The mailed link end to end: the mail reaches a real SMTP server on loopback, its link opens the
// invitation, a new person signs up from it and an existing account accepts it.

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
type Link = { invitationId: string; key: string };
const view = (link: Link) => t.app.inject({ method: 'GET', url: `/api/v2${linkUrl(link)}` });
const register = (link: Link, body: object = registration()) =>
  t.app.inject({ method: 'POST', url: `/api/v2${linkUrl(link, '/register')}`, payload: body });
const accept = (link: Link, cookie: string) => call('POST', linkUrl(link, '/accept'), cookie);

/** Adds and invites someone, and reads the link from the mail the SMTP server received. */
async function inviteByMail(cookie: string, body: Parameters<typeof addInvitee>[2] = {}) {
  const person = await addInvitee(t, cookie, body);
  const before = (await smtp.received(person.email, 0)).length;
  expect((await sendCall(t, cookie, [person])).statusCode).toBe(200);
  const mails = await smtp.received(person.email, before + 1);
  return { ...person, ...linkIn(mails[mails.length - 1] ?? '') };
}

describe('a new person signs up from the mailed link', () => {
  it('shows the invitation, signs up without a code, and lands in the organization with its role and license', async () => {
    const owner = await signedInMember(t, { role: 'Owner', account: { firstName: 'Olivia', lastName: 'Owner' } });
    const link = await inviteByMail(owner.cookie, { firstName: 'Typed', lastName: 'Name', role: 'Member' });

    const page = await view(link);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      succeeded: true,
      invitation: {
        id: link.invitationId,
        orgName: owner.org.name,
        inviterName: 'Olivia Owner',
        role: 'Member',
        isImplementer: false,
        email: link.email,
        firstName: 'Typed',
        lastName: 'Name',
        status: 'Pending',
        expiresAt: expect.any(String),
        accountExists: false,
      },
    });

    const res = await register(link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ succeeded: true, orgId: owner.org.id });
    const cookie = cookieFrom(res);

    const session = (await call('GET', '/session', cookie)).json();
    expect(session.orgId).toBe(owner.org.id);
    expect(session.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', roles: ['Member'] });
    const [person] = await t.ctx.db.select().from(memberships).where(eq(memberships.id, link.id));
    expect(person).toMatchObject({ role: 'Member', hasLicense: true, isDefault: true });
    expect(person?.joinedAt).toBeInstanceOf(Date);
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.email, link.email));
    expect(account).toMatchObject({ claimed: true, isPolicyAccepted: true, firstName: 'Grace' });

    // The new password signs in; the link is used now.
    const login = await call('POST', '/account/login', '', { email: link.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect((await view(link)).json().invitation.status).toBe('Accepted');
    const again = await register(link);
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0].id).toBe('ERR_INVITATION_USED');

    // Everyone in the organization sees the person as joined.
    const list = await call('POST', '/people/search', owner.cookie, { filters: { 'text-search': [link.email] } });
    expect(list.json().items[0]).toMatchObject({ hasAcceptedInvite: true, invitation: null });
  });

  it('sends an address that has an account to sign in instead', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const existing = await signedInMember(t, { role: 'Owner' });
    const link = await inviteByMail(owner.cookie, { email: existing.account.email });
    expect((await view(link)).json().invitation.accountExists).toBe(true);
    const res = await register(link);
    expect(res.statusCode).toBe(409);
    expect(res.json().messages[0]).toEqual({
      id: 'ERR_INVITATION_SIGN_IN',
      text: 'An account with this email already exists. Sign in to accept the invitation.',
    });
  });

  it('checks the form like sign-up does, writing nothing', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const link = await inviteByMail(owner.cookie);
    const cases: [object, string, string][] = [
      [registration({ firstName: '' }), 'firstName', 'VAL_REQUIRED'],
      [registration({ password: 'short', confirmPassword: 'short' }), 'password', 'VAL_PASSWORD_LENGTH'],
      [registration({ confirmPassword: 'Password2' }), 'confirmPassword', 'VAL_PASSWORD_MATCH'],
      [registration({ acceptTerms: false }), 'acceptTerms', 'VAL_TERMS'],
    ];
    for (const [body, field, id] of cases) {
      const res = await register(link, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().messages).toContainEqual(expect.objectContaining({ field, id: expect.stringContaining(id) }));
    }
    for (const body of [registration({ firstName: 'x'.repeat(10_000) }), { password: 5 }, [1]]) {
      expect((await register(link, body)).statusCode).toBe(422);
    }
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.email, link.email));
    expect(account?.claimed).toBe(false);
  });
});

describe('an existing account accepts', () => {
  it('joins and switches to the organization; accepting again just lands there', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const other = await signedInMember(t, { role: 'Owner' });
    const link = await inviteByMail(owner.cookie, { email: other.account.email, role: 'Observer' });

    const res = await accept(link, other.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ succeeded: true, orgId: owner.org.id });
    const session = (await call('GET', '/session', other.cookie)).json();
    expect(session.orgId).toBe(owner.org.id);
    expect(session.user.roles).toEqual(['Observer']);
    expect(session.user.orgs.map((o: { id: string }) => o.id).sort()).toEqual([owner.org.id, other.org.id].sort());
    const [person] = await t.ctx.db.select().from(memberships).where(eq(memberships.id, link.id));
    // Not their first organization: their default stays.
    expect(person).toMatchObject({ isDefault: false, hasLicense: false });

    await call('PUT', `/session/org/${other.org.id}`, other.cookie);
    const reload = await accept(link, other.cookie);
    expect(reload.statusCode).toBe(200);
    expect((await call('GET', '/session', other.cookie)).json().orgId).toBe(owner.org.id);
  });

  it('tells a signed-in account with another address whose invitation it is', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const link = await inviteByMail(owner.cookie);
    const stranger = await signedInMember(t, { role: 'Owner' });
    const res = await accept(link, stranger.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().messages).toEqual([
      {
        id: 'ERR_INVITATION_OTHER_EMAIL',
        text: `This invitation is for ${link.email}. Sign in with that address to accept it.`,
        params: [link.email],
      },
    ]);
    const [person] = await t.ctx.db.select().from(memberships).where(eq(memberships.id, link.id));
    expect(person?.joinedAt).toBeNull();
    // Signed out, accepting needs a session.
    const signedOut = await t.app.inject({ method: 'POST', url: `/api/v2${linkUrl(link, '/accept')}` });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('links that no longer work', () => {
  it('answers a forged key, an unknown id and a malformed link with one 404', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const link = await inviteByMail(owner.cookie);
    const user = await signedInMember(t, { role: 'Owner', account: { email: freshEmail() } });
    const forged: Link[] = [
      { invitationId: link.invitationId, key: `${link.key.slice(0, -1)}${link.key.endsWith('A') ? 'B' : 'A'}` },
      { invitationId: '00000000-0000-4000-8000-000000000000', key: link.key },
      { invitationId: 'not-a-uuid', key: link.key },
      { invitationId: link.invitationId, key: 'short' },
    ];
    for (const f of forged) {
      for (const res of [await view(f), await register(f), await accept(f, user.cookie)]) {
        expect(res.statusCode, `${f.invitationId}/${f.key}`).toBe(404);
        expect(res.json().messages).toEqual([
          {
            id: 'ERR_INVITATION_NOT_FOUND',
            text: 'This invitation link is not valid. Check that you opened the whole link from the mail.',
          },
        ]);
      }
    }
  });

  it('says an expired link expired; a resend opens it again', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const link = await inviteByMail(owner.cookie);
    await t.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, link.invitationId));
    expect((await view(link)).json().invitation.status).toBe('Expired');
    const res = await register(link);
    expect(res.statusCode).toBe(409);
    expect(res.json().messages[0].id).toBe('ERR_INVITATION_EXPIRED');

    const fresh = await inviteAgain(owner.cookie, link);
    expect((await register(fresh)).statusCode).toBe(200);
  });

  it('says a revoked link was withdrawn', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const other = await signedInMember(t, { role: 'Owner' });
    const link = await inviteByMail(owner.cookie, { email: other.account.email });
    expect((await call('PUT', `/invitation/${link.invitationId}/revoke`, owner.cookie)).statusCode).toBe(200);
    const page = await view(link);
    expect(page.statusCode).toBe(200);
    expect(page.json().invitation).toMatchObject({ status: 'Revoked', email: other.account.email });
    const res = await accept(link, other.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().messages[0]).toEqual({
      id: 'ERR_INVITATION_REVOKED',
      text: 'This invitation was withdrawn by the organization.',
    });
    expect((await register(link)).json().messages[0].id).toBe('ERR_INVITATION_REVOKED');
  });

  it('reads as withdrawn once the invited person was removed from the organization, and cannot be used', async () => {
    const owner = await signedInMember(t, { role: 'Owner' });
    const link = await inviteByMail(owner.cookie);
    expect((await call('DELETE', `/person/${link.id}`, owner.cookie)).statusCode).toBe(200);
    const shown = await view(link);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().invitation.status).toBe('Revoked');
    const register = await call('POST', `/invitation/${link.invitationId}/${link.key}/register`, '', {
      firstName: 'Late',
      lastName: 'Comer',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      acceptTerms: true,
    });
    expect(register.statusCode).toBe(409);
    expect(register.json().messages[0].id).toBe('ERR_INVITATION_REVOKED');
  });
});

/** Resends and returns the new link from the newest mail. */
async function inviteAgain(cookie: string, person: { id: string; email: string }): Promise<Link> {
  const before = (await smtp.received(person.email, 0)).length;
  expect((await sendCall(t, cookie, [{ id: person.id, email: person.email }])).statusCode).toBe(200);
  const mails = await smtp.received(person.email, before + 1);
  return linkIn(mails[mails.length - 1] ?? '');
}
