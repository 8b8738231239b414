import { AUTH } from '@eos/domain';
import { desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { vi } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { cookieFrom } from '../../../test/harness.ts';
import { mailOutbox } from '../../db/schema/index.ts';

// Helpers for the auth tests: they drive the real routes and read the real outbox, nothing mocked.

export const PASSWORD = 'Password1';

/** Waits for the mails to an address to reach `count` (delivery runs after the answer), newest first. */
export async function mailsTo(t: TestApp, to: string, count = 1): Promise<{ subject: string; text: string }[]> {
  for (let i = 0; i < 200; i++) {
    const rows = await t.ctx.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
      .orderBy(desc(mailOutbox.createdAt));
    if (rows.length >= count) return rows;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`expected ${count} mail(s) to ${to}`);
}

/** The 6-character code of a verification mail. */
export function codeIn(text: string): string {
  const code = text.match(/^([A-Z2-9]{6})$/m)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

export const post = (t: TestApp, url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/v2/${url}`, payload, headers: cookie ? { cookie } : {} });

/** A new account through the real sign-up: code by mail, verify, register. Returns its session cookie. */
export async function signUp(
  t: TestApp,
  email: string,
  password = PASSWORD,
): Promise<{ cookie: string; sessionId: string }> {
  await post(t, 'account/register/verification/create', { email });
  const [mail] = await mailsTo(t, email);
  const verificationCode = codeIn(mail?.text ?? '');
  await post(t, 'account/register/verification/verify', { email, verificationCode });
  const res = await post(t, 'account/register', {
    email,
    verificationCode,
    firstName: 'Ada',
    lastName: 'Lovelace',
    password,
    confirmPassword: password,
    acceptTerms: true,
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return { cookie: cookieFrom(res), sessionId: res.json().sessionId };
}

/** Any route that needs a signed-in account, to prove a cookie is (or no longer is) a live session. */
export async function isSignedIn(t: TestApp, cookie: string): Promise<boolean> {
  // DELETE of a session id that is not ours: 404 while signed in, 401 once the session is gone.
  const res = await t.app.inject({
    method: 'DELETE',
    url: '/api/v2/session/00000000-0000-4000-8000-000000000000',
    headers: { cookie },
  });
  if (res.statusCode !== 401 && res.statusCode !== 404) throw new Error(`unexpected ${res.statusCode}`);
  return res.statusCode === 404;
}

export const sessionCookieName = AUTH.sessionCookie;

/**
 * A TOTP code of the secret, `steps` 30-second steps from now (the server accepts one either side).
 * Waits out the last two seconds of a step first, so the server checks it in the step it was made for.
 */
export async function totpCode(secret: string, steps = 0): Promise<string> {
  while (Date.now() % 30_000 > 28_000) await new Promise((r) => setTimeout(r, 200));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** The value of a cookie set by a response, as a Cookie header pair. */
export function setCookie(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const found = list.find((c: string) => c.startsWith(`${name}=`));
  return found?.split(';')[0];
}

/**
 * Turns two-step verification on through the API (setup, then the first code). Returns the secret
 * (read from the setup answer, as a person would scan it), the recovery codes and the rotated cookie.
 */
export async function enrolTwoStep(
  t: TestApp,
  cookie: string,
): Promise<{ secret: string; recoveryCodes: string[]; cookie: string }> {
  const setup = await post(t, 'account/two-step/setup', {}, cookie);
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
  const secret: string = setup.json().manualKey;
  // One step back: the sign-ins that follow can use this step and the next ones.
  const enable = await post(t, 'account/two-step/enable', { code: await totpCode(secret, -1) }, cookie);
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.body}`);
  return { secret, recoveryCodes: enable.json().recoveryCodes, cookie: cookieFrom(enable) };
}

/**
 * Runs `request` with the server's clock stopped at this moment (the database's runs on): a call that
 * must land within a 1 s throttle wait, which on a loaded machine can pass between two requests.
 */
export async function atThisMoment<T>(request: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
  try {
    return await request();
  } finally {
    vi.useRealTimers();
  }
}
