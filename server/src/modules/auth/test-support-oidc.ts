import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

// A real OpenID provider (oidc-provider) on loopback for the single sign-on tests and checks, and a
// browser at it: its development login and consent pages driven by plain HTTP.

export interface LoopbackIdp {
  issuer: string;
  close(): Promise<void>;
}

/** Starts oidc-provider with one client `eos` (secret `eos-secret`) and the given users (by login). */
export async function startIdp(
  users: Record<string, Record<string, unknown>>,
  redirectUris: string[],
  ttlSeconds = 600,
): Promise<LoopbackIdp> {
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'eos',
        client_secret: 'eos-secret',
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    findAccount: async (_ctx: unknown, id: string) =>
      users[id] ? { accountId: id, claims: async () => ({ sub: id, ...users[id] }) } : undefined,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['test-cookie-key'] },
    ttl: {
      Interaction: ttlSeconds,
      Session: ttlSeconds,
      Grant: ttlSeconds,
      AccessToken: ttlSeconds,
      IdToken: ttlSeconds,
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A browser at the provider: follows redirects, keeps its cookies, signs in as `login` on the login
 * page and grants the consent page, until the provider sends it back to a URL starting with
 * `returnTo`. A provider page that is an error (not a redirect or a form) throws with its status.
 */
export async function authorizeAtProvider(authorizationUrl: string, login: string, returnTo: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0] ?? '';
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    form = undefined;
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(returnTo)) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html}`);
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`no form on the provider page: ${html}`);
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    form = html.includes('name="prompt" value="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'anything' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider never sent the browser back');
}
