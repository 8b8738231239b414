import { AUTH } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, type TestApp } from '../../../test/harness.ts';
import { authThrottle, sessions } from '../../db/schema/index.ts';
import { atThisMoment, isSignedIn, PASSWORD, post, signUp } from './test-support.ts';
import { delaySeconds, failuresOf, throttleKeys } from './throttle.ts';

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
    expect(ok.json()).toEqual({ succeeded: true, sessionId: expect.any(String), twoStepRequired: false });
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
});

describe('sign-in throttling: slower, never locked out', () => {
  const tooMany = (seconds: number) => ({
    succeeded: false,
    messages: [
      {
        id: 'ERR_TOO_MANY_ATTEMPTS',
        text: `Too many attempts. Please try again in ${seconds} seconds.`,
        params: [seconds],
      },
    ],
  });
  /** As if the current wait of every key had just run out (instead of sleeping through it). */
  const waitPasses = () => t.ctx.db.update(authThrottle).set({ lockedUntil: new Date(Date.now() - 1000) });

  it('makes one address wait longer after each failure past the free ones, while the owner signs in from elsewhere', async () => {
    const email = 'slowed@example.com';
    await signUp(t, email);
    const attacker = newIp();
    for (let i = 0; i < AUTH.freeFailuresPerPair; i++) {
      const res = await login(email, 'Wrong1234', attacker);
      expect(res.statusCode).toBe(401);
      expect(res.headers['retry-after']).toBeUndefined();
    }
    // From here every failure doubles the wait: its own 401 already says how long.
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const wrong = await login(email, 'Wrong1234', attacker);
      expect(wrong.json()).toEqual(invalidCredentials);
      const wait = Number(wrong.headers['retry-after']);
      waits.push(wait);
      // Before it has passed, even the right password is refused, unchecked, from this address.
      const early = await atThisMoment(() => login(email, PASSWORD, attacker));
      expect(early.statusCode).toBe(429);
      expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(wait);
      expect(early.json()).toEqual(tooMany(Number(early.headers['retry-after'])));
      // The owner, from their own address, is not slowed at all: no lock-out.
      const owner = await login(email, PASSWORD, newIp());
      expect(owner.statusCode).toBe(200);
      await waitPasses();
    }
    expect(waits).toEqual([1, 2, 4, 8].map((n) => n * AUTH.firstDelaySeconds));
    // Once the wait has passed, the right password from the attacker's address works and clears the pair.
    expect((await login(email, PASSWORD, attacker)).statusCode).toBe(200);
    expect(await failuresOf(t.ctx.db, throttleKeys.loginPair(email, attacker))).toBe(0);
  });

  it('caps the wait', () => {
    expect(delaySeconds(AUTH.freeFailuresPerPair, AUTH.freeFailuresPerPair)).toBe(0);
    expect(delaySeconds(AUTH.freeFailuresPerPair + 1, AUTH.freeFailuresPerPair)).toBe(AUTH.firstDelaySeconds);
    expect(delaySeconds(1000, AUTH.freeFailuresPerPair)).toBe(AUTH.maxDelaySeconds);
  });

  it('forgets failures a while after the last one', async () => {
    const email = 'forgotten@example.com';
    await signUp(t, email);
    const ip = newIp();
    for (let i = 0; i <= AUTH.freeFailuresPerPair; i++) await login(email, 'Wrong1234', ip);
    const key = throttleKeys.loginPair(email, ip);
    const old = new Date(Date.now() - (AUTH.failureMemoryMinutes * 60 + 1) * 1000);
    await t.ctx.db.update(authThrottle).set({ lastHitAt: old, lockedUntil: old }).where(eq(authThrottle.key, key));
    const again = await login(email, 'Wrong1234', ip);
    expect(again.statusCode).toBe(401);
    expect(again.headers['retry-after']).toBeUndefined();
    expect(await failuresOf(t.ctx.db, key)).toBe(1);
  });

  it('a successful sign-in clears the pair counter', async () => {
    const email = 'clears@example.com';
    await signUp(t, email);
    const ip = newIp();
    for (let i = 0; i < AUTH.freeFailuresPerPair; i++) await login(email, 'Wrong1234', ip);
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(200);
    // As many failures again stay free: the count started over.
    for (let i = 0; i < AUTH.freeFailuresPerPair; i++) {
      const res = await login(email, 'Wrong1234', ip);
      expect(res.statusCode).toBe(401);
      expect(res.headers['retry-after']).toBeUndefined();
    }
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('checks no more than the free passwords of a parallel burst from one address', async () => {
    const email = 'burst@example.com';
    await signUp(t, email);
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(email, 'Wrong1234', ip)));
    const checked = answers.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(AUTH.freeFailuresPerPair + 1);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20 - checked);
  });

  it('slows an address that tries many accounts, not its neighbours, and a few failures stop nobody', async () => {
    // An office behind one address: a colleague's typo or two does not stop the others.
    const office = newIp();
    await signUp(t, 'colleague@example.com');
    await signUp(t, 'typo@example.com');
    for (let i = 0; i < 3; i++) await login('typo@example.com', 'Wrong1234', office);
    expect((await login('colleague@example.com', PASSWORD, office)).statusCode).toBe(200);

    // Spraying one password over many accounts: past the free failures the address has to wait.
    const sprayer = newIp();
    for (let i = 0; i < AUTH.freeFailuresPerIp; i++) {
      const res = await login(`spray${i}@example.com`, 'Wrong1234', sprayer);
      expect(res.statusCode).toBe(401);
    }
    const last = await login('spray-last@example.com', 'Wrong1234', sprayer);
    expect(last.statusCode).toBe(401);
    expect(Number(last.headers['retry-after'])).toBe(AUTH.firstDelaySeconds);
    const next = await atThisMoment(() => login('spray-next@example.com', 'Wrong1234', sprayer));
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
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
