import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../../test/harness.ts';
import { accounts, mailOutbox, memberships } from '../../db/schema/index.ts';
import { caller } from '../meetings/test-support.ts';
import { codeIn, mailsTo, PASSWORD, post } from './test-support.ts';

// An account an invitation made for an address nobody signed up with (unclaimed) is nobody's yet:
// sign-up treats the address as new and claims it, sign-in and reset know nothing of it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An Owner invites the address through the real route: the account it makes is unclaimed. */
async function invitedAddress(email: string): Promise<{ personId: string; orgId: string }> {
  const owner = await signedInMember(t, { role: 'Owner' });
  const res = await caller(t)('PUT', '/org/add-member', owner.cookie, {
    firstName: 'Typed',
    lastName: 'Name',
    email,
    role: 'Member',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { personId: res.json().id, orgId: owner.org.id };
}

const mailCount = async (email: string) =>
  (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;

describe('an unclaimed account', () => {
  it('is signed up like a new address and claimed; its invitation still waits to be accepted', async () => {
    const email = 'claim-by-signup@example.com';
    const { personId } = await invitedAddress(email);

    await post(t, 'account/register/verification/create', { email });
    const [mail] = await mailsTo(t, email);
    expect(mail?.subject).toBe('Your EOS Tools verification code');
    const verificationCode = codeIn(mail?.text ?? '');
    expect((await post(t, 'account/register/verification/verify', { email, verificationCode })).statusCode).toBe(200);
    const res = await post(t, 'account/register', {
      email,
      verificationCode,
      firstName: 'Grace',
      lastName: 'Hopper',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    });
    expect(res.statusCode, res.body).toBe(200);

    const rows = await t.ctx.db.select().from(accounts).where(eq(accounts.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ claimed: true, firstName: 'Grace', lastName: 'Hopper', isPolicyAccepted: true });
    const [person] = await t.ctx.db.select().from(memberships).where(eq(memberships.id, personId));
    expect(person?.accountId).toBe(rows[0]?.id);
    expect(person?.joinedAt).toBeNull();
    // Signed in, but in no organization: joining still takes the invitation link.
    const session = (await caller(t)('GET', '/session', cookieFrom(res))).json();
    expect(session.orgId).toBeNull();
    expect((await post(t, 'account/login', { email, password: PASSWORD })).statusCode).toBe(200);

    // Claimed now: a second sign-up gets the 'you already have an account' note.
    await post(t, 'account/register/verification/create', { email });
    const [note] = await mailsTo(t, email, 2);
    expect(note?.subject).toBe('You already have an EOS Tools account');
  });

  it('cannot sign in, and a password reset mails nothing, exactly like an unknown address', async () => {
    const email = 'unclaimed-reset@example.com';
    await invitedAddress(email);
    const login = await post(t, 'account/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(401);
    expect(login.json().messages[0].id).toBe('ERR_INVALID_CREDENTIALS');

    const reset = await post(t, 'account/password/reset', { email });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ succeeded: true });
    // Give a mail that should not come the time one would take.
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailCount(email)).toBe(0);
  });
});
