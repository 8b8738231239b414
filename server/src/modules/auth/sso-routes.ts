import { API_PREFIX, AuthProviders, SsoRegisterRequest, Succeeded } from '@eos/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { createOidc, type OidcChecks } from '../../integrations/oidc.ts';
import { AppError } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/access.ts';
import { isSecure, sendSessionCookie } from './session.ts';
import { completeSsoRegistration, signInWithProfile } from './sso-service.ts';
import { sendChallengeCookie } from './two-step.ts';

const SSO_COOKIE = 'eos_sso';
const SSO_COOKIE_PATH = `${API_PREFIX}/account/sso`;
/** Long enough to sign in at the provider, short enough that a forgotten attempt does not linger. */
const SSO_COOKIE_SECONDS = 10 * 60;
/** Where a failed single sign-on lands: the sign-in page shows ERR_SSO_FAILED for `sso=failed`. */
export const SSO_FAILED_PAGE = '/login?sso=failed';

const StartQuery = z.object({ redirect: z.string().max(2000).optional() });
// The provider may add parameters of its own (iss, session_state…); openid-client reads the raw URL.
const CallbackQuery = z.looseObject({
  state: z.string().max(1000).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
});

/** The cookie carries only fresh random secrets (PKCE verifier, state, nonce) and the local redirect. */
const SsoCookie = z.object({
  codeVerifier: z.string().min(1),
  state: z.string().min(1),
  nonce: z.string().min(1),
  redirect: z.string(),
});
type SsoCookie = OidcChecks & { redirect: string };

/** Only paths of this site: `//evil.example` or `/\evil.example` would leave it (open redirect). */
export function safeRedirect(value: string | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  return /[\u0000-\u001f\\]/.test(value) ? '/' : value;
}

function readSsoCookie(request: FastifyRequest): SsoCookie | null {
  const raw = request.cookies[SSO_COOKIE];
  if (!raw) return null;
  try {
    const parsed = SsoCookie.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function clearSsoCookie(reply: FastifyReply): void {
  reply.clearCookie(SSO_COOKIE, { path: SSO_COOKIE_PATH });
}

/** Optional single sign-on through an OpenID Connect provider (OIDC_ISSUER and friends). */
export async function ssoRoutes(api: App, ctx: AppContext): Promise<void> {
  const oidc = ctx.config.oidc ? createOidc(ctx.config.oidc) : undefined;
  const redirectUri = `${ctx.config.publicUrl}${API_PREFIX}/account/sso/callback`;
  const requireOidc = () => {
    if (!oidc) throw new AppError('notFound', 'ERR_SSO_NOT_CONFIGURED');
    return oidc;
  };

  api.get(
    '/account/providers',
    { config: { access: 'public' }, schema: { response: { 200: AuthProviders } } },
    async () => ({ succeeded: true as const, oidc: Boolean(oidc), oidcName: oidc?.name ?? null }),
  );

  api.get(
    '/account/sso/start',
    { config: { access: 'public' }, schema: { querystring: StartQuery } },
    async (request, reply) => {
      const provider = requireOidc();
      let started: Awaited<ReturnType<typeof provider.start>>;
      try {
        started = await provider.start(redirectUri);
      } catch (err) {
        request.log.error({ err }, 'single sign-on: provider discovery failed');
        throw new AppError('internal', 'ERR_SSO_FAILED');
      }
      const value: SsoCookie = { ...started.checks, redirect: safeRedirect(request.query.redirect) };
      reply.setCookie(SSO_COOKIE, Buffer.from(JSON.stringify(value)).toString('base64url'), {
        path: SSO_COOKIE_PATH,
        httpOnly: true,
        // Lax: the provider sends the browser back with a top-level GET, which lax cookies follow.
        sameSite: 'lax',
        secure: isSecure(ctx),
        maxAge: SSO_COOKIE_SECONDS,
      });
      return reply.redirect(started.url.href, 302);
    },
  );

  api.get(
    '/account/sso/callback',
    { config: { access: 'public' }, schema: { querystring: CallbackQuery } },
    async (request, reply) => {
      const provider = requireOidc();
      const saved = readSsoCookie(request);
      clearSsoCookie(reply);
      // The browser arrives here by a top-level redirect: a failure goes back to the sign-in page,
      // which says so, rather than leaving the user on a page of JSON.
      const failed = () => reply.redirect(SSO_FAILED_PAGE, 302);
      if (!saved) return failed();
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      let profile: Awaited<ReturnType<typeof provider.finish>>;
      try {
        profile = await provider.finish(new URL(`${redirectUri}${query}`), saved);
      } catch (err) {
        request.log.warn({ err }, 'single sign-on: callback refused');
        return failed();
      }
      let signedIn: Awaited<ReturnType<typeof signInWithProfile>>;
      try {
        signedIn = await signInWithProfile(ctx, request, profile);
      } catch (err) {
        if (err instanceof AppError && err.messages[0]?.id === 'ERR_SSO_FAILED') return failed();
        throw err;
      }
      if (!signedIn.session) {
        // Two-step verification on: the sign-in page asks for the code, then goes to the redirect.
        sendChallengeCookie(ctx, reply, signedIn.twoStepToken ?? '');
        const params = new URLSearchParams({ step: 'two-step' });
        if (saved.redirect !== '/') params.set('redirect', saved.redirect);
        return reply.redirect(`/login?${params}`, 302);
      }
      sendSessionCookie(ctx, reply, signedIn.session);
      if (!signedIn.isPolicyAccepted) {
        const params = new URLSearchParams({ email: signedIn.email });
        if (saved.redirect !== '/') params.set('redirect', saved.redirect);
        return reply.redirect(`/register-sso?${params}`, 302);
      }
      return reply.redirect(saved.redirect, 302);
    },
  );

  api.post(
    '/account/register-sso',
    { config: { access: 'account' }, schema: { body: SsoRegisterRequest, response: { 200: Succeeded } } },
    async (request) => {
      await completeSsoRegistration(ctx, sessionOf(request).accountId, request.body);
      return { succeeded: true as const };
    },
  );
}
