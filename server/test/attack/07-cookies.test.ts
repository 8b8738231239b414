import { AUTH } from '@eos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTwoStep, PASSWORD, setCookie, signUp, totpCode } from '../../src/modules/auth/test-support.ts';
import { cookieFrom, createTestApp, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 7: the session cookie's flags, and a new session id wherever privilege changes (sign-in, the
// second step, turning two-step on), with the old id dead afterwards and after sign-out. Secure is
// decided by PUBLIC_URL (https), never by a client's X-Forwarded-Proto: the app trusts no proxy
// header unless TRUST_PROXY says so, and a header cannot switch the flag either way.

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  http = await createTestApp();
  https = await createTestApp({ publicUrl: 'https://eos.example' });
});
afterAll(async () => {
  await http.close();
  await https.close();
});

/** The attributes of the cookie `name` set by a response, lower-cased. */
function attributesOf(res: { headers: Record<string, unknown> }, name: string): string[] {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const found = list.find((c: string) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie`);
  return found
    .split(';')
    .slice(1)
    .map((a: string) => a.trim().toLowerCase());
}

const alive = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v2/session', headers: { cookie } })).json().hasAccount === true;

const login = (t: TestApp, email: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/account/login',
    payload: { email, password: PASSWORD },
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });

describe('attack (7): cookie flags and rotation', () => {
  it('sets safe flags and rotates the session id at every privilege change', async () => {
    let cookiesChecked = 0;
    let staleAccepted = 0;
    let staleTried = 0;
    const expectDead = async (t: TestApp, cookie: string) => {
      staleTried++;
      if (await alive(t, cookie)) staleAccepted++;
    };

    // Flags over http (a laptop) and behind https, whatever X-Forwarded-Proto a client sends.
    for (const [t, secure] of [
      [http, false],
      [https, true],
    ] as const) {
      const email = `flags-${secure}@example.com`;
      await signUp(t, email);
      for (const proto of ['https', 'http']) {
        const res = await login(t, email, undefined, { 'x-forwarded-proto': proto });
        const flags = attributesOf(res, AUTH.sessionCookie);
        expect(flags).toContain('httponly');
        expect(flags).toContain('samesite=lax');
        expect(flags).toContain('path=/');
        expect(flags.includes('secure')).toBe(secure);
        cookiesChecked++;
      }
    }

    // A cookie planted before sign-in (session fixation) is replaced, and a live one carried in ends.
    const t = http;
    const email = 'rotate@example.com';
    const { cookie: registered } = await signUp(t, email);
    const planted = `${AUTH.sessionCookie}=attacker-chosen-value`;
    const fromPlanted = await login(t, email, planted);
    expect(cookieFrom(fromPlanted)).not.toBe(planted);
    expect(await alive(t, cookieFrom(fromPlanted))).toBe(true);
    const second = await login(t, email, registered);
    expect(cookieFrom(second)).not.toBe(registered);
    await expectDead(t, registered);

    // Turning two-step on: a new id, the old one and every other session dead.
    const current = cookieFrom(second);
    const other = cookieFrom(fromPlanted);
    const { secret, cookie: rotated } = await enrolTwoStep(t, current);
    expect(rotated).not.toBe(current);
    expect(await alive(t, rotated)).toBe(true);
    await expectDead(t, current);
    await expectDead(t, other);

    // The second step: the password alone gives no session; the code gives a new one, and a session
    // the browser still carried ends. The pending cookie's own flags: httpOnly, strict, narrow path.
    const pending = await login(t, email, rotated);
    expect(setCookie(pending, AUTH.sessionCookie)).toBeUndefined();
    const pendingFlags = attributesOf(pending, AUTH.twoStepCookie);
    expect(pendingFlags).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api/v2/account/login']));
    expect(pendingFlags).not.toContain('secure');
    cookiesChecked++;
    const challenge = setCookie(pending, AUTH.twoStepCookie) ?? '';
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v2/account/login/two-step',
      payload: { code: await totpCode(secret) },
      headers: { cookie: `${challenge}; ${rotated}` },
    });
    expect(done.statusCode).toBe(200);
    const afterSecond = cookieFrom(done);
    expect(afterSecond).not.toBe(rotated);
    expect(attributesOf(done, AUTH.sessionCookie)).toEqual(expect.arrayContaining(['httponly', 'samesite=lax']));
    cookiesChecked++;
    await expectDead(t, rotated);

    // Behind https the pending cookie is Secure too.
    const { cookie: httpsCookie } = await signUp(https, 'pending-https@example.com');
    await enrolTwoStep(https, httpsCookie);
    const httpsPending = await login(https, 'pending-https@example.com');
    expect(attributesOf(httpsPending, AUTH.twoStepCookie)).toContain('secure');
    cookiesChecked++;

    // Sign-out: the id is dead at once.
    const sessionId = done.json().sessionId;
    const out = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/session/${sessionId}`,
      headers: { cookie: afterSecond },
    });
    expect(out.statusCode).toBe(200);
    await expectDead(t, afterSecond);

    expect(staleAccepted).toBe(0);
    recordFigure(
      7,
      'cookie flags and rotation',
      `${cookiesChecked} of ${cookiesChecked} cookies httpOnly with SameSite (Secure exactly behind https, whatever X-Forwarded-Proto says); ` +
        `${staleAccepted} of ${staleTried} old session ids still accepted after sign-in, turning two-step on, the second step and sign-out; ` +
        '0 sessions from a password alone with two-step on',
    );
  });
});
