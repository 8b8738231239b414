import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, type TestApp } from '../../../test/harness.ts';
import { accounts, mailOutbox, resetCodes } from '../../db/schema/index.ts';
import { isSignedIn, mailsTo, PASSWORD, post, signUp } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'NewPassword9';
const setNew = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
const resetUrl = (code: string) => `/api/v2/account/password/reset/${code}`;
const linkIn = (text: string) => {
  const m = text.match(/http:\/\/localhost:3000\/update-password\/([A-Za-z0-9_-]+)/);
  if (!m?.[1]) throw new Error(`no reset link in: ${text}`);
  return m[1];
};

/** Requests a reset link and returns its code, read from the mail in the outbox. */
async function requestReset(email: string, mailsBefore: number): Promise<string> {
  const res = await post(t, 'account/password/reset', { email });
  expect(res.json()).toEqual({ succeeded: true });
  const [mail] = await mailsTo(t, email, mailsBefore + 1);
  expect(mail?.subject).toBe('Reset your EOS Tools password');
  return linkIn(mail?.text ?? '');
}

describe('password reset', () => {
  it('mails a link that checks, sets the new password once, and ends every session', async () => {
    const email = 'reset@example.com';
    const { cookie } = await signUp(t, email);
    const code = await requestReset(email, 1);

    // Without SMTP the mail is also an .eml file under DATA_DIR/outbox.
    // The outbox row is recorded before the file is written (the mailer loads on first use): wait
    // for the file that holds the link, as long as a busy machine may take.
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mailed = () =>
      (existsSync(outbox) ? readdirSync(outbox) : [])
        .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
        .some((f) => f.includes(`/update-password/${code}`) || f.replace(/=\n/g, '').includes(code));
    for (let i = 0; i < 500 && !mailed(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(mailed()).toBe(true);

    const [stored] = await t.ctx.db.select().from(resetCodes);
    expect(stored?.codeHash).not.toBe(code);
    const ttl = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);

    const check = await t.app.inject({ method: 'GET', url: resetUrl(code) });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ succeeded: true });

    const mismatch = await t.app.inject({
      method: 'PUT',
      url: resetUrl(code),
      payload: { password: NEW_PASSWORD, confirmPassword: 'Other1234' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().messages[0]).toMatchObject({ id: 'VAL_PASSWORD_MATCH', field: 'confirmPassword' });

    const put = await t.app.inject({ method: 'PUT', url: resetUrl(code), payload: setNew });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ succeeded: true });
    expect(await isSignedIn(t, cookie)).toBe(false);

    expect((await post(t, 'account/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post(t, 'account/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);

    // Spent: the same link now answers like an expired one.
    const reused = await t.app.inject({ method: 'PUT', url: resetUrl(code), payload: setNew });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().messages[0].id).toBe('ERR_RESET_CODE_EXPIRED');
    expect((await t.app.inject({ method: 'GET', url: resetUrl(code) })).statusCode).toBe(404);
  });

  it('answers 404 ERR_RESET_CODE_EXPIRED for an expired or unknown link', async () => {
    const email = 'stale@example.com';
    await signUp(t, email);
    const code = await requestReset(email, 1);
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.email, email));
    await t.ctx.db
      .update(resetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resetCodes.accountId, account?.id ?? ''));

    const expired = await t.app.inject({ method: 'GET', url: resetUrl(code) });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({
      succeeded: false,
      messages: [
        { id: 'ERR_RESET_CODE_EXPIRED', text: 'This password reset link has expired. Please request a new one.' },
      ],
    });
    const put = await t.app.inject({ method: 'PUT', url: resetUrl(code), payload: setNew });
    expect(put.statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'GET', url: resetUrl('x'.repeat(43)) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages[0].id).toBe('ERR_RESET_CODE_EXPIRED');
    // The password did not change.
    expect((await post(t, 'account/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const res = await post(t, 'account/password/reset', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true });
    // Delivery runs after the answer: give it time to (not) happen.
    await new Promise((r) => setTimeout(r, 200));
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ghost@example.com'))).toEqual([]);
  });
});

describe('password change', () => {
  const change = (cookie: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v2/account/password', payload, headers: { cookie } });

  it('needs the current password, then ends the other sessions and keeps this one', async () => {
    const email = 'change@example.com';
    const { cookie } = await signUp(t, email);
    const other = cookieFrom(await post(t, 'account/login', { email, password: PASSWORD }));

    const wrong = await change(cookie, { currentPassword: 'Nope1234', ...setNew });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      succeeded: false,
      messages: [{ id: 'ERR_CURRENT_PASSWORD', text: 'The current password is incorrect', field: 'currentPassword' }],
    });
    expect(await isSignedIn(t, other)).toBe(true);

    const weak = await change(cookie, { currentPassword: PASSWORD, password: 'weak', confirmPassword: 'weak' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().messages[0]).toMatchObject({ id: 'VAL_PASSWORD_LENGTH', field: 'password' });

    const ok = await change(cookie, { currentPassword: PASSWORD, ...setNew });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ succeeded: true });
    expect(await isSignedIn(t, cookie)).toBe(true);
    expect(await isSignedIn(t, other)).toBe(false);
    expect((await post(t, 'account/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/account/password',
      payload: { currentPassword: PASSWORD, ...setNew },
    });
    expect(res.statusCode).toBe(401);
  });
});
