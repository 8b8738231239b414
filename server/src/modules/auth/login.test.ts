import { AUTH } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, type TestApp } from '../../../test/harness.ts';
import { authThrottle, sessions } from '../../db/schema/index.ts';
import { isSignedIn, PASSWORD, post, signUp } from './test-support.ts';
import { throttleKeys } from './throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test signs in from its own client address, so the per-address counter of one test does not
// spill into another.
let nextIp = 10;
const newIp = () => `10.0.0.${nextIp++}`;
const login = (email: string, password: string, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/account/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

const invalidCredentials = {
  succeeded: false,
  messages: [{ id: 'ERR_INVALID_CREDENTIALS', text: 'Invalid email or password. Please try again' }],
};

describe('sign-in', () => {
  it('signs in with the right password and refuses a wrong one or an unknown address alike', async () => {
    await signUp(t, 'login@example.com');
    const ip = newIp();
    const ok = await login('LOGIN@example.com', PASSWORD, ip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ succeeded: true, sessionId: expect.any(String) });
    expect(await isSignedIn(t, cookieFrom(ok))).toBe(true);

    const wrong = await login('login@example.com', 'Password2', ip);
    const unknown = await login('nobody@example.com', PASSWORD, ip);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(invalidCredentials);
    expect(unknown.json()).toEqual(invalidCredentials);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('validates the form', async () => {
    const res = await post(t, 'account/login', { email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .messages.map((m: { field: string }) => m.field)
        .sort(),
    ).toEqual(['email', 'password']);
  });

  it('opens a new session at every sign-in and ends the one the browser still carried', async () => {
    await signUp(t, 'rotate@example.com');
    const ip = newIp();
    const first = await login('rotate@example.com', PASSWORD, ip);
    const firstCookie = cookieFrom(first);
    const second = await login('rotate@example.com', PASSWORD, ip, firstCookie);
    expect(second.statusCode).toBe(200);
    const secondCookie = cookieFrom(second);
    expect(secondCookie).not.toBe(firstCookie);
    expect(second.json().sessionId).not.toBe(first.json().sessionId);
    expect(await isSignedIn(t, firstCookie)).toBe(false);
    expect(await isSignedIn(t, secondCookie)).toBe(true);
  });

  it('locks an address after too many failures, with Retry-After, until the window ends', async () => {
    const email = 'locked@example.com';
    await signUp(t, email);
    for (let i = 0; i < AUTH.maxFailuresPerAccount; i++) {
      // A different client address each time: the per-account counter alone must lock.
      expect((await login(email, 'Wrong1234', newIp())).statusCode).toBe(401);
    }
    const locked = await login(email, PASSWORD, newIp());
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(AUTH.failureWindowMinutes * 60 - 30);
    expect(retryAfter).toBeLessThanOrEqual(AUTH.failureWindowMinutes * 60);
    expect(locked.json()).toEqual({
      succeeded: false,
      messages: [
        {
          id: 'ERR_TOO_MANY_ATTEMPTS',
          text: `Too many attempts. Please try again in ${retryAfter} seconds.`,
          params: [retryAfter],
        },
      ],
    });

    // Once the window has passed (moved back in time here), the right password works and clears the count.
    const past = new Date(Date.now() - (AUTH.failureWindowMinutes * 60 + 1) * 1000);
    for (const row of await t.ctx.db.select().from(authThrottle)) {
      if (row.lockedUntil) {
        await t.ctx.db
          .update(authThrottle)
          .set({ windowStartedAt: past, lockedUntil: past })
          .where(eq(authThrottle.key, row.key));
      }
    }
    expect((await login(email, PASSWORD, newIp())).statusCode).toBe(200);
    const left = await t.ctx.db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, throttleKeys.loginEmail(email)));
    expect(left).toEqual([]);
  });

  it('a successful sign-in clears the address counter', async () => {
    const email = 'clears@example.com';
    await signUp(t, email);
    const ip = newIp();
    for (let i = 0; i < AUTH.maxFailuresPerAccount - 1; i++) await login(email, 'Wrong1234', ip);
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(200);
    // Four more failures would have locked it had the count survived.
    for (let i = 0; i < AUTH.maxFailuresPerAccount - 1; i++) {
      expect((await login(email, 'Wrong1234', newIp())).statusCode).toBe(401);
    }
    expect((await login(email, PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('locks a client address that tries many accounts', async () => {
    const ip = newIp();
    for (let i = 0; i < AUTH.maxFailuresPerIp; i++) {
      expect((await login(`spray${i}@example.com`, 'Wrong1234', ip)).statusCode).toBe(401);
    }
    const res = await login('spray-next@example.com', 'Wrong1234', ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login('spray-next@example.com', 'Wrong1234', newIp())).statusCode).toBe(401);
  });
});

describe('sign-out', () => {
  it('ends the own session, clears the cookie, and refuses another session id', async () => {
    const { cookie, sessionId } = await signUp(t, 'signout@example.com');
    const other = await login('signout@example.com', PASSWORD, newIp());

    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/session/${other.json().sessionId}`,
      headers: { cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await isSignedIn(t, cookieFrom(other))).toBe(true);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/v2/session/${sessionId}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ succeeded: true });
    expect(String(res.headers['set-cookie'])).toMatch(/^eos_session=;.*Expires=Thu, 01 Jan 1970/);
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row?.revokedAt).toBeInstanceOf(Date);

    // The old cookie is now worthless on an account route.
    const after = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/account/password',
      payload: { currentPassword: PASSWORD, password: 'Password2', confirmPassword: 'Password2' },
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().messages[0].id).toBe('ERR_UNAUTHORIZED');
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v2/session/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(401);
  });
});
