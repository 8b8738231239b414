// @module-tag postgres
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, type TestApp } from '../../../test/harness.ts';
import { type LoopbackSmtp, startSmtp } from '../../../test/smtp.ts';
import { accounts, sessions, verificationCodes } from '../../db/schema/index.ts';
import { codeIn, isSignedIn, PASSWORD, post } from './test-support.ts';

// Sign-up end to end, the code read from a mail a real SMTP server received.

let smtp: LoopbackSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const registration = (email: string, verificationCode: string, overrides: object = {}) => ({
  email,
  verificationCode,
  firstName: 'Grace',
  lastName: 'Hopper',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  acceptTerms: true,
  ...overrides,
});

const rowCount = async () => ({
  accounts: (await t.ctx.db.select().from(accounts)).length,
  sessions: (await t.ctx.db.select().from(sessions)).length,
  consumed: (await t.ctx.db.select().from(verificationCodes)).filter((c) => c.consumedAt).length,
});

describe('sign-up through a mailed code', () => {
  it('mails a code, verifies it, registers, and signs the new user in', async () => {
    const email = 'grace@example.com';
    const create = await post(t, 'account/register/verification/create', { email: ' Grace@Example.com ' });
    expect(create.statusCode).toBe(200);
    expect(create.json()).toEqual({ succeeded: true });

    const [mail] = await smtp.received(email);
    expect(mail).toContain('Subject: Your EOS Tools verification code');
    const code = codeIn(mail ?? '');

    // Only the hash is stored, with a 15-minute life.
    const [row] = await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toHaveLength(64);
    const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);

    const verify = await post(t, 'account/register/verification/verify', {
      email,
      verificationCode: code.toLowerCase(),
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ succeeded: true });

    const res = await post(t, 'account/register', registration(email, code));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true, sessionId: expect.any(String) });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/); // http://localhost public URL
    expect(await isSignedIn(t, cookieFrom(res))).toBe(true);

    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.email, email));
    expect(account).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', isPolicyAccepted: true });
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);

    // The code is spent: registering again with it fails.
    const again = await post(t, 'account/register', registration(email, code));
    expect(again.statusCode).toBe(422);

    // And the new password signs in.
    const login = await post(t, 'account/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('answers the same for an address that has an account, and mails a note instead of a code', async () => {
    const email = 'grace@example.com';
    const before = smtp.count(email);
    const codesBefore = (await t.ctx.db.select().from(verificationCodes)).length;
    const res = await post(t, 'account/register/verification/create', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true });
    const mails = await smtp.received(email, before + 1);
    const note = mails[mails.length - 1] ?? '';
    expect(note).toContain('already have an account');
    expect(note).toContain('http://localhost:3000/login');
    expect(note).toContain('http://localhost:3000/reset-password');
    expect((await t.ctx.db.select().from(verificationCodes)).length).toBe(codesBefore);
  });

  it('refuses a wrong code on its field, and a code after five tries', async () => {
    const email = 'alan@example.com';
    await post(t, 'account/register/verification/create', { email });
    const code = codeIn((await smtp.received(email))[0] ?? '');
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';

    const res = await post(t, 'account/register/verification/verify', { email, verificationCode: wrong });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      succeeded: false,
      messages: [
        {
          id: 'ERR_VERIFICATION_CODE_INVALID',
          text: 'Provided verification code is invalid',
          field: 'verificationCode',
        },
      ],
    });
    // Registering with a code that was never verified is refused too.
    const unverified = await post(t, 'account/register', registration(email, code));
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json().messages[0].id).toBe('ERR_VERIFICATION_CODE_INVALID');

    for (let i = 0; i < 4; i++)
      await post(t, 'account/register/verification/verify', { email, verificationCode: wrong });
    const exhausted = await post(t, 'account/register/verification/verify', { email, verificationCode: code });
    expect(exhausted.statusCode).toBe(422);
    expect(exhausted.json().messages[0].id).toBe('ERR_VERIFICATION_CODE_INVALID');

    // An address that never asked for a code.
    const none = await post(t, 'account/register/verification/verify', {
      email: 'nobody@example.com',
      verificationCode: code,
    });
    expect(none.statusCode).toBe(422);
  });

  it('refuses an expired code', async () => {
    const email = 'expired@example.com';
    await post(t, 'account/register/verification/create', { email });
    const code = codeIn((await smtp.received(email))[0] ?? '');
    await t.ctx.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.email, email));
    const res = await post(t, 'account/register/verification/verify', { email, verificationCode: code });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0].field).toBe('verificationCode');
  });

  it('answers the password policy and form rules with their message ids, writing nothing', async () => {
    const email = 'policy@example.com';
    await post(t, 'account/register/verification/create', { email });
    const code = codeIn((await smtp.received(email))[0] ?? '');
    await post(t, 'account/register/verification/verify', { email, verificationCode: code });
    const before = await rowCount();

    const cases: [object, string, string][] = [
      [{ password: 'Pass1', confirmPassword: 'Pass1' }, 'VAL_PASSWORD_LENGTH', 'password'],
      [{ password: 'password1', confirmPassword: 'password1' }, 'VAL_PASSWORD_UPPERCASE', 'password'],
      [{ password: 'PASSWORD1', confirmPassword: 'PASSWORD1' }, 'VAL_PASSWORD_LOWERCASE', 'password'],
      [{ password: 'Passwordx', confirmPassword: 'Passwordx' }, 'VAL_PASSWORD_NUMBER', 'password'],
      [{ confirmPassword: 'Password2' }, 'VAL_PASSWORD_MATCH', 'confirmPassword'],
      [{ acceptTerms: false }, 'VAL_TERMS', 'acceptTerms'],
      [{ verificationCode: 'ABC' }, 'VAL_VERIFICATION_CODE_LENGTH', 'verificationCode'],
    ];
    for (const [override, id, field] of cases) {
      const res = await post(t, 'account/register', registration(email, code, override));
      expect(res.statusCode, id).toBe(422);
      expect(res.json().succeeded).toBe(false);
      expect(res.json().messages).toContainEqual({ id, text: expect.any(String), field });
    }
    const short = await post(t, 'account/register/verification/verify', { email, verificationCode: 'AB' });
    expect(short.statusCode).toBe(422);
    expect(short.json().messages[0]).toMatchObject({ id: 'VAL_VERIFICATION_CODE_LENGTH', field: 'verificationCode' });

    expect(await rowCount()).toEqual(before);
    // The code is still good for a valid registration afterwards.
    const ok = await post(t, 'account/register', registration(email, code));
    expect(ok.statusCode).toBe(200);
  });
});
