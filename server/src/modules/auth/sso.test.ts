import { AUTH } from '@eos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createOrg } from '../../../test/factories.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../../test/harness.ts';
import { accounts, identities, memberships } from '../../db/schema/index.ts';
import { safeRedirect } from './sso-routes.ts';
import { enrolTwoStep, isSignedIn, PASSWORD, post, setCookie, signUp, totpCode } from './test-support.ts';
import { authorizeAtProvider as authorizeAtProviderAs, type LoopbackIdp, startIdp } from './test-support-oidc.ts';

// Single sign-on end to end against a real OpenID provider (oidc-provider) on loopback, its
// development login and consent pages driven by plain HTTP (test-support-oidc.ts).

const PUBLIC_URL = 'http://localhost:3000';
const users: Record<string, Record<string, unknown>> = {
  alice: { email: 'alice@example.com', email_verified: true, given_name: 'Alice', family_name: 'Liddell' },
  bob: { email: 'bob@example.com', email_verified: true, given_name: 'Bob', family_name: 'Builder' },
  mallory: { email: 'carol@example.com', email_verified: false, given_name: 'Not', family_name: 'Carol' },
  dana: { email: 'dana@example.com', email_verified: true, given_name: 'Dana', family_name: 'Scully' },
  erin: { email: 'erin@example.com', email_verified: true, given_name: 'Erin', family_name: 'Brockovich' },
};

let idp: LoopbackIdp;
let issuer: string;
let t: TestApp;

beforeAll(async () => {
  idp = await startIdp(users, [`${PUBLIC_URL}/api/v2/account/sso/callback`]);
  issuer = idp.issuer;
  t = await createTestApp({
    publicUrl: PUBLIC_URL,
    oidc: { issuer, clientId: 'eos', clientSecret: 'eos-secret', name: 'Test IdP' },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const authorizeAtProvider = (authorizationUrl: string, login: string) =>
  authorizeAtProviderAs(authorizationUrl, login, PUBLIC_URL);

/** start -> provider -> callback, as a browser would; returns the callback's answer. */
async function signInWithSso(login: string, redirect?: string, cookie?: string) {
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/v2/account/sso/start${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
  });
  expect(start.statusCode).toBe(302);
  const ssoCookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
  expect(ssoCookie).toMatch(/^eos_sso=/);
  expect(String(start.headers['set-cookie'])).toMatch(/HttpOnly/i);
  const authorizationUrl = new URL(String(start.headers.location));
  expect(authorizationUrl.origin).toBe(issuer);
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizationUrl.searchParams.get('state')).toBeTruthy();
  expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();

  const callback = await authorizeAtProvider(authorizationUrl.href, login);
  expect(callback.pathname).toBe('/api/v2/account/sso/callback');
  return t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: [ssoCookie, cookie].filter(Boolean).join('; ') },
  });
}

describe('single sign-on (OpenID Connect)', () => {
  it('tells the web app it is available', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/account/providers' });
    expect(res.json()).toEqual({ succeeded: true, oidc: true, oidcName: 'Test IdP' });
  });

  it('creates an account for a new identity, asks for the policy, then signs straight in', async () => {
    const first = await signInWithSso('alice', '/vto');
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/register-sso?email=alice%40example.com&redirect=%2Fvto');
    const cookie = cookieFrom(first);
    expect(await isSignedIn(t, cookie)).toBe(true);

    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.email, 'alice@example.com'));
    expect(account).toMatchObject({ passwordHash: null, isPolicyAccepted: false, firstName: 'Alice' });
    const [identity] = await t.ctx.db
      .select()
      .from(identities)
      .where(eq(identities.accountId, account?.id ?? ''));
    expect(identity).toMatchObject({ issuer, subject: 'alice' });

    const invalid = await post(t, 'account/register-sso', { firstName: '', lastName: 'L', acceptTerms: false }, cookie);
    expect(invalid.statusCode).toBe(422);
    expect(
      invalid
        .json()
        .messages.map((m: { id: string }) => m.id)
        .sort(),
    ).toEqual(['VAL_REQUIRED', 'VAL_TERMS']);
    const accepted = await post(
      t,
      'account/register-sso',
      { firstName: 'Alicia', lastName: 'Liddell', acceptTerms: true },
      cookie,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ succeeded: true });
    const [after] = await t.ctx.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, account?.id ?? ''));
    expect(after).toMatchObject({ firstName: 'Alicia', isPolicyAccepted: true });

    // Next time: the same account (by issuer + subject), straight to the saved redirect, session rotated.
    const second = await signInWithSso('alice', '/vto', cookie);
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe('/vto');
    expect(await isSignedIn(t, cookie)).toBe(false);
    expect(await isSignedIn(t, cookieFrom(second))).toBe(true);
    expect(await t.ctx.db.select().from(accounts).where(eq(accounts.email, 'alice@example.com'))).toHaveLength(1);
  });

  it('links an identity to the existing account with the same verified address', async () => {
    await signUp(t, 'bob@example.com');
    const res = await signInWithSso('bob', '//evil.example/steal');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.email, 'bob@example.com'));
    const [identity] = await t.ctx.db.select().from(identities).where(eq(identities.subject, 'bob'));
    expect(identity?.accountId).toBe(account?.id);
    // The password still works too.
    expect((await post(t, 'account/login', { email: 'bob@example.com', password: PASSWORD })).statusCode).toBe(200);
  });

  it('claims the account an invitation made for the address, whose invitation stays to be accepted', async () => {
    const org = await createOrg(t.ctx.db);
    const [made] = await t.ctx.db
      .insert(accounts)
      .values({ email: 'dana@example.com', firstName: 'Typed', lastName: 'Name', claimed: false })
      .returning();
    const invited = await addMember(t.ctx.db, org, { id: made?.id ?? '' }, 'Member', { joinedAt: null });

    const res = await signInWithSso('dana');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/register-sso?email=dana%40example.com');
    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.email, 'dana@example.com'));
    expect(account).toMatchObject({ id: made?.id, claimed: true, firstName: 'Dana', isPolicyAccepted: false });
    const [identity] = await t.ctx.db.select().from(identities).where(eq(identities.subject, 'dana'));
    expect(identity?.accountId).toBe(made?.id);
    const [membership] = await t.ctx.db.select().from(memberships).where(eq(memberships.id, invited.id));
    expect(membership?.joinedAt).toBeNull();
  });

  it('refuses to link an unverified address to an existing account', async () => {
    await signUp(t, 'carol@example.com');
    const res = await signInWithSso('mallory');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?sso=failed');
    expect(res.headers['set-cookie']).not.toMatch(/eos_session=[^;]/);
    expect(await t.ctx.db.select().from(identities).where(eq(identities.subject, 'mallory'))).toEqual([]);
  });

  it('refuses a callback without its cookie or with a forged state', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/v2/account/sso/start' });
    const ssoCookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    const callback = await authorizeAtProvider(String(start.headers.location), 'alice');

    const noCookie = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(noCookie.statusCode).toBe(302);
    expect(noCookie.headers.location).toBe('/login?sso=failed');

    const forged = new URLSearchParams(callback.search);
    forged.set('state', 'forged-state');
    const res = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}?${forged}`,
      headers: { cookie: ssoCookie },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?sso=failed');
    expect(res.headers['set-cookie']).not.toMatch(/eos_session=[^;]/);
  });

  it("asks for the account's second step after the provider's sign-in", async () => {
    // Decision (docs/decisions.md): the provider's sign-in does not replace the account's own second step.
    const { cookie } = await signUp(t, 'erin@example.com');
    const { secret } = await enrolTwoStep(t, cookie);
    const res = await signInWithSso('erin', '/vto');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?step=two-step&redirect=%2Fvto');
    expect(setCookie(res, AUTH.sessionCookie)).toBeUndefined();
    const challenge = setCookie(res, AUTH.twoStepCookie) ?? '';
    expect(challenge).toMatch(/^eos_two_step=./);
    const done = await post(t, 'account/login/two-step', { code: await totpCode(secret, 1) }, challenge);
    expect(done.statusCode).toBe(200);
    expect(await isSignedIn(t, cookieFrom(done))).toBe(true);
  });

  it('keeps redirects on this site', () => {
    expect(safeRedirect('/vto/detail/1')).toBe('/vto/detail/1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });
});

describe('single sign-on when not configured', () => {
  it('says so to the web app and answers 404 ERR_SSO_NOT_CONFIGURED', async () => {
    const plain = await createTestApp();
    try {
      const providers = await plain.app.inject({ method: 'GET', url: '/api/v2/account/providers' });
      expect(providers.json()).toEqual({ succeeded: true, oidc: false, oidcName: null });
      for (const url of ['/api/v2/account/sso/start', '/api/v2/account/sso/callback?code=x&state=y']) {
        const res = await plain.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json().messages[0].id).toBe('ERR_SSO_NOT_CONFIGURED');
      }
    } finally {
      await plain.close();
    }
  });
});
