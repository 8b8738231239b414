// @module-tag postgres
import { AUTH } from '@eos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeIn,
  enrolTwoStep,
  mailsTo,
  PASSWORD,
  post,
  setCookie,
  signUp,
  totpCode,
} from '../../src/modules/auth/test-support.ts';
import { invite, linkUrl, registration } from '../../src/modules/invitations/test-support.ts';
import { signedInMember } from '../auth-helpers.ts';
import { cookieFrom, createTestApp, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 16: nothing secret reaches the log. The whole app runs at LOG_LEVEL=trace with its pino stream
// captured, through every flow that handles a secret: sign-up (mailed code), sign-in (wrong and right
// passwords), two-step (the secret, codes, recovery codes, the pending sign-in), a password change and
// a reset (the link's key), an invitation (its key) and a registration from it, the calendar feed (its
// token), a single sign-on callback (code and state) and sign-out. Then every secret is looked for.

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'trace',
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => t.close());

const secretOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('attack (16): no secrets in logs', () => {
  it('keeps passwords, session secrets, two-step secrets and codes, and mailed keys out of a trace log', async () => {
    const secrets: Record<string, string> = {};
    const email = 'logged@example.com';

    // Sign-up with the mailed code, then sign-in: a wrong password, the right one. (The code is read
    // from the one mail sign-up sent: a second request would race its own mail on PostgreSQL.)
    const { cookie } = await signUp(t, email, PASSWORD);
    secrets['sign-up code'] = codeIn((await mailsTo(t, email))[0]?.text ?? '');
    secrets.password = PASSWORD;
    secrets['session cookie (sign-up)'] = secretOf(cookie);
    secrets['wrong password'] = 'Wrong-Guess-42';
    expect((await post(t, 'account/login', { email, password: secrets['wrong password'] })).statusCode).toBe(401);

    // Two-step: the secret, its codes, the recovery codes, the pending sign-in, the second step.
    const enrolled = await enrolTwoStep(t, cookie);
    secrets['two-step secret'] = enrolled.secret;
    secrets['session cookie (rotated)'] = secretOf(enrolled.cookie);
    enrolled.recoveryCodes.forEach((code, i) => {
      secrets[`recovery code ${i + 1}`] = code;
    });
    const pending = await post(t, 'account/login', { email, password: PASSWORD });
    const challenge = setCookie(pending, AUTH.twoStepCookie) ?? '';
    secrets['pending sign-in'] = secretOf(challenge);
    const code = await totpCode(enrolled.secret);
    secrets['two-step code'] = code;
    const second = await post(t, 'account/login/two-step', { code }, challenge);
    expect(second.statusCode).toBe(200);
    secrets['session cookie (second step)'] = secretOf(cookieFrom(second));
    const pending2 = setCookie(await post(t, 'account/login', { email, password: PASSWORD }), AUTH.twoStepCookie) ?? '';
    const recovered = await post(t, 'account/login/recovery', { recoveryCode: enrolled.recoveryCodes[0] }, pending2);
    expect(recovered.statusCode).toBe(200);
    const session = cookieFrom(recovered);

    // A password change and a reset through the mailed link.
    secrets['new password'] = 'Changed-Pass-7';
    expect(
      (
        await call('PUT', '/account/password', session, {
          currentPassword: PASSWORD,
          password: secrets['new password'],
          confirmPassword: secrets['new password'],
        })
      ).statusCode,
    ).toBe(200);
    await post(t, 'account/password/reset', { email });
    const resetMail = (await mailsTo(t, email, 2))[0]?.text ?? '';
    const resetCode = resetMail.match(/\/update-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    secrets['reset key'] = resetCode;
    secrets['reset password'] = 'Reset-Pass-9';
    expect((await call('GET', `/account/password/reset/${resetCode}`)).statusCode).toBe(200);
    expect(
      (
        await call('PUT', `/account/password/reset/${resetCode}`, undefined, {
          password: secrets['reset password'],
          confirmPassword: secrets['reset password'],
        })
      ).statusCode,
    ).toBe(200);

    // An invitation: its key, and a registration from it.
    const owner = await signedInMember(t, { role: 'Owner' });
    secrets['session cookie (owner)'] = secretOf(owner.cookie);
    const link = await invite(t, owner.cookie);
    secrets['invitation key'] = link.key;
    expect((await call('GET', linkUrl(link))).statusCode).toBe(200);
    secrets['invitee password'] = 'Invitee-Pass-3';
    const joined = await call(
      'POST',
      linkUrl(link, '/register'),
      undefined,
      registration({ password: secrets['invitee password'], confirmPassword: secrets['invitee password'] }),
    );
    expect(joined.statusCode).toBe(200);

    // The calendar feed's secret address.
    const feed = await call('GET', '/calendar/feed', owner.cookie);
    const feedFile = String(feed.json().url).split('/').pop() ?? '';
    secrets['calendar feed token'] = feedFile.replace(/\.ics$/, '');
    expect((await call('GET', `/calendar/${feedFile}`)).statusCode).toBe(200);

    // A single sign-on callback's code and state (not configured here: refused, but still logged).
    secrets['sso code'] = 'sso-code-0123456789abcdef';
    secrets['sso state'] = 'sso-state-fedcba9876543210';
    await call('GET', `/account/sso/callback?code=${secrets['sso code']}&state=${secrets['sso state']}`);

    // Sign-out.
    expect((await call('DELETE', `/session/${owner.sessionId}`, owner.cookie)).statusCode).toBe(200);

    // The log is there and detailed (one line per request, each with its URL), URLs included.
    const log = lines.join('');
    expect(lines.filter((l) => l.includes('"msg":"request"')).length).toBeGreaterThan(20);
    expect(log).toContain('/api/v2/account/password/reset/[redacted]');
    expect(log).toContain('/api/v2/invitation/');

    // Whole tokens only: a 6-digit code is also a run inside any long number (a timestamp).
    const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const found = Object.entries(secrets)
      .filter(([, value]) => {
        expect(value.length).toBeGreaterThanOrEqual(6);
        // A number must not sit inside a longer one (or a decimal); a token not inside a longer token.
        const pattern = /^\d+$/.test(value)
          ? `(?<![0-9.])${value}(?![0-9])`
          : `(?<![A-Za-z0-9_-])${escapeRegExp(value)}(?![A-Za-z0-9_-])`;
        return new RegExp(pattern).test(log);
      })
      .map(([name]) => name);
    expect(found).toEqual([]);

    recordFigure(
      16,
      'no secrets in logs',
      `0 of ${Object.keys(secrets).length} secrets found in ${lines.length} trace log lines (passwords, session cookies, ` +
        'the two-step secret, code, recovery codes and pending sign-in, sign-up code, reset and invitation keys, ' +
        'calendar feed token, single sign-on code and state)',
    );
  });
});
