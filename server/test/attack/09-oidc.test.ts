// @module-tag postgres
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH } from '@eos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { authorizeAtProvider, type LoopbackIdp, startIdp } from '../../src/modules/auth/test-support-oidc.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 9: single sign-on refuses what it must. Against the real oidc-provider the tests already use:
// a forged state, a replayed code, a code issued for another redirect address, and an authorization
// request naming a foreign redirect. oidc-provider will not issue bad ID tokens, so a tiny loopback
// OpenID peer of our own does (discovery, JWKS, token endpoint with PKCE): wrong issuer, wrong
// audience, wrong nonce, expired, unsigned (alg none), and a wrong signature. Each must end at
// /login?sso=failed with no session. A good token from each provider signs in (the checks can fail).

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/v2/account/sso/callback`;
const OTHER_CALLBACK = `${PUBLIC_URL}/other/callback`;
const FAILED = '/login?sso=failed';

// ---- our own peer: issues whatever ID token the check asks for ----

type Mode = 'good' | 'wrong-iss' | 'wrong-aud' | 'wrong-nonce' | 'expired' | 'alg-none' | 'wrong-key';
const b64 = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

interface Peer {
  issuer: string;
  mode: Mode;
  /** What the authorization request carried, by code (the test plays the browser at /auth). */
  codes: Map<string, { nonce: string; challenge: string; redirectUri: string }>;
  tokenRequests: number;
  close(): Promise<void>;
}

async function startPeer(): Promise<Peer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' };
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const peer: Peer = {
    issuer,
    mode: 'good',
    codes: new Map(),
    tokenRequests: 0,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const idToken = (nonce: string) => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: peer.mode === 'wrong-iss' ? 'http://127.0.0.1:1/someone-else' : issuer,
      aud: peer.mode === 'wrong-aud' ? 'another-client' : 'eos',
      sub: 'peer-user',
      nonce: peer.mode === 'wrong-nonce' ? 'not-the-nonce' : nonce,
      iat: peer.mode === 'expired' ? now - 7200 : now,
      exp: peer.mode === 'expired' ? now - 3600 : now + 300,
      email: 'peer-user@example.com',
      email_verified: true,
    };
    if (peer.mode === 'alg-none') return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const input = `${b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${b64(claims)}`;
    const key = peer.mode === 'wrong-key' ? other : privateKey;
    return `${input}.${b64(sign('sha256', Buffer.from(input), key))}`;
  };

  server.on('request', async (req, res) => {
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return send(200, {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      });
    }
    if (url.pathname === '/jwks') return send(200, { keys: [jwk] });
    if (url.pathname === '/token' && req.method === 'POST') {
      peer.tokenRequests++;
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      const saved = peer.codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      // A real token endpoint's own checks: one use per code, PKCE, the same redirect address.
      if (
        !saved ||
        createHash('sha256').update(verifier).digest('base64url') !== saved.challenge ||
        form.get('redirect_uri') !== saved.redirectUri
      ) {
        return send(400, { error: 'invalid_grant' });
      }
      peer.codes.delete(form.get('code') ?? '');
      return send(200, {
        access_token: 'peer-access',
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken(saved.nonce),
      });
    }
    send(404, { error: 'not_found' });
  });
  return peer;
}

// ---- the checks ----

let provider: LoopbackIdp;
let peer: Peer;
let viaProvider: TestApp;
let viaPeer: TestApp;
beforeAll(async () => {
  provider = await startIdp({ alice: { email: 'alice@example.com', email_verified: true, given_name: 'Alice' } }, [
    CALLBACK,
    OTHER_CALLBACK,
  ]);
  peer = await startPeer();
  const oidc = (issuer: string) => ({ issuer, clientId: 'eos', clientSecret: 'eos-secret', name: 'IdP' });
  viaProvider = await createTestApp({ publicUrl: PUBLIC_URL, oidc: oidc(provider.issuer) });
  viaPeer = await createTestApp({ publicUrl: PUBLIC_URL, oidc: oidc(peer.issuer) });
});
afterAll(async () => {
  await viaProvider.close();
  await viaPeer.close();
  await provider.close();
  await peer.close();
});

async function start(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/account/sso/start' });
  expect(res.statusCode).toBe(302);
  return {
    cookie: String(res.headers['set-cookie']).split(';')[0] ?? '',
    location: new URL(String(res.headers.location)),
  };
}

async function callback(t: TestApp, search: string, cookie: string) {
  return t.app.inject({ method: 'GET', url: `/api/v2/account/sso/callback${search}`, headers: { cookie } });
}

const sessionCount = async (t: TestApp) => (await t.ctx.db.select({ id: sessions.id }).from(sessions)).length;
const signedIn = (res: { headers: Record<string, unknown> }) =>
  new RegExp(`${AUTH.sessionCookie}=[^;]`).test(String(res.headers['set-cookie'] ?? ''));

describe('attack (9): single sign-on negative cases', () => {
  it('refuses forged, replayed, misdirected and bad tokens, and opens no session', async () => {
    const refused: string[] = [];
    const accepted: string[] = [];
    const expectRefused = async (
      t: TestApp,
      name: string,
      res: Awaited<ReturnType<typeof callback>>,
      before: number,
    ) => {
      const ok =
        res.statusCode === 302 &&
        res.headers.location === FAILED &&
        !signedIn(res) &&
        (await sessionCount(t)) === before;
      (ok ? refused : accepted).push(name);
    };

    // oidc-provider: a good sign-in first, keeping its callback to replay.
    let before = await sessionCount(viaProvider);
    const good = await start(viaProvider);
    const goodBack = await authorizeAtProvider(good.location.href, 'alice', PUBLIC_URL);
    const goodRes = await callback(viaProvider, goodBack.search, good.cookie);
    expect(goodRes.headers.location).toBe('/register-sso?email=alice%40example.com');
    expect(signedIn(goodRes)).toBe(true);
    before = await sessionCount(viaProvider);

    // Replayed code: the same callback with the same (kept) cookie again.
    await expectRefused(
      viaProvider,
      'replayed code',
      await callback(viaProvider, goodBack.search, good.cookie),
      before,
    );

    // Wrong state: a real code, with the state swapped.
    const forged = await start(viaProvider);
    const forgedBack = await authorizeAtProvider(forged.location.href, 'alice', PUBLIC_URL);
    const params = new URLSearchParams(forgedBack.search);
    params.set('state', 'forged-state');
    await expectRefused(viaProvider, 'wrong state', await callback(viaProvider, `?${params}`, forged.cookie), before);

    // Mismatched redirect: a code issued for another registered address, brought to our callback.
    const misdirected = await start(viaProvider);
    const other = new URL(misdirected.location.href);
    other.searchParams.set('redirect_uri', OTHER_CALLBACK);
    const otherBack = await authorizeAtProvider(other.href, 'alice', OTHER_CALLBACK);
    await expectRefused(
      viaProvider,
      'mismatched redirect',
      await callback(viaProvider, otherBack.search, misdirected.cookie),
      before,
    );

    // A foreign redirect address in the authorization request: the provider sends nobody there.
    const foreign = await start(viaProvider);
    const evil = new URL(foreign.location.href);
    evil.searchParams.set('redirect_uri', 'https://evil.example/steal');
    let reachedEvil = false;
    try {
      const back = await authorizeAtProvider(evil.href, 'alice', 'https://evil.example');
      reachedEvil = back.href.startsWith('https://evil.example');
    } catch (error) {
      expect(String(error)).toMatch(/provider answered 400/);
    }
    (reachedEvil ? accepted : refused).push('foreign redirect');

    // Our peer: a good token signs in (the peer and the flow work), then every bad one is refused.
    const viaPeerFlow = async (mode: Mode) => {
      peer.mode = mode;
      const { cookie, location } = await start(viaPeer);
      const code = `code-${mode}-${Math.random().toString(36).slice(2)}`;
      peer.codes.set(code, {
        nonce: location.searchParams.get('nonce') ?? '',
        challenge: location.searchParams.get('code_challenge') ?? '',
        redirectUri: location.searchParams.get('redirect_uri') ?? '',
      });
      const state = location.searchParams.get('state') ?? '';
      return callback(viaPeer, `?${new URLSearchParams({ code, state })}`, cookie);
    };
    const peerGood = await viaPeerFlow('good');
    expect(peerGood.headers.location).toBe('/register-sso?email=peer-user%40example.com');
    expect(signedIn(peerGood)).toBe(true);
    const peerBefore = await sessionCount(viaPeer);
    const names: Record<Exclude<Mode, 'good'>, string> = {
      'wrong-iss': 'wrong issuer',
      'wrong-aud': 'wrong audience',
      'wrong-nonce': 'wrong nonce',
      expired: 'expired token',
      'alg-none': 'unsigned (alg none) token',
      'wrong-key': 'token signed by another key',
    };
    for (const [mode, name] of Object.entries(names) as [Exclude<Mode, 'good'>, string][]) {
      await expectRefused(viaPeer, name, await viaPeerFlow(mode), peerBefore);
    }
    // The peer really was asked each time: the refusals are the app's, not a broken exchange.
    expect(peer.tokenRequests).toBe(1 + Object.keys(names).length);

    expect(accepted).toEqual([]);
    recordFigure(
      9,
      'OIDC negative cases',
      `${accepted.length} of ${refused.length + accepted.length} accepted, 0 sessions opened: ${refused.join(', ')} ` +
        '(oidc-provider on loopback, and our own loopback peer for the crafted tokens; a good token signs in via each)',
    );
  });
});
