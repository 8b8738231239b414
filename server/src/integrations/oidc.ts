import * as client from 'openid-client';

/** What the app needs from an OpenID Connect provider, whatever its brand. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
}

/** The secrets of one authorization request, kept by the browser (cookie) until the callback. */
export interface OidcChecks {
  codeVerifier: string;
  state: string;
  nonce: string;
}

export interface OidcProfile {
  /** The issuer as the provider states it in its metadata (identities are keyed by issuer + subject). */
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
}

export interface Oidc {
  name: string;
  start(redirectUri: string): Promise<{ url: URL; checks: OidcChecks }>;
  /** Exchanges the code of the callback URL, checking state, nonce and PKCE; throws on any mismatch. */
  finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcProfile>;
}

/**
 * openid-client refuses plain http, rightly. A provider on this very machine (tests, a local
 * Keycloak) is the one exception: nothing crosses a network there.
 */
function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

export function createOidc(settings: OidcSettings): Oidc {
  const issuerUrl = new URL(settings.issuer);
  let discovered: Promise<client.Configuration> | undefined;

  // Discovered on first use, not at boot: the app starts even when the provider is down,
  // and a failed discovery is retried on the next sign-in instead of being cached.
  const configuration = () => {
    discovered ??= client
      .discovery(
        issuerUrl,
        settings.clientId,
        settings.clientSecret || undefined,
        settings.clientSecret ? undefined : client.None(),
        {
          // ID tokens are checked against the provider's published keys too, not only trusted for
          // arriving over TLS from its token endpoint (OIDC Core 3.1.3.7 allows that; we do not).
          execute: isLoopback(issuerUrl)
            ? [client.allowInsecureRequests, client.enableNonRepudiationChecks]
            : [client.enableNonRepudiationChecks],
        },
      )
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  };

  return {
    name: settings.name,

    async start(redirectUri) {
      const config = await configuration();
      const checks: OidcChecks = {
        codeVerifier: client.randomPKCECodeVerifier(),
        state: client.randomState(),
        nonce: client.randomNonce(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url, checks };
    },

    async finish(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      let claims: Record<string, unknown> = { ...idToken };
      // Many providers put email and names only in userinfo when an access token is issued.
      if (config.serverMetadata().userinfo_endpoint) {
        const info = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
        claims = { ...claims, ...info };
      }
      return {
        issuer: config.serverMetadata().issuer,
        subject: idToken.sub,
        email: text(claims.email)?.toLowerCase(),
        emailVerified: claims.email_verified === true,
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
      };
    },
  };
}
