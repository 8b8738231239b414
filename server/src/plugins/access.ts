import {
  type Ability,
  ApiTokenMessages,
  AUTH,
  apiTokenAllows,
  can,
  effectiveStatus,
  isWorkReadOnly,
  TokenMessages,
  tokenMayWrite,
} from '@eos/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from '../context.ts';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import { type ActiveSession, findSession, type Member } from '../lib/session-store.ts';
import { featureFlags } from '../modules/meta/routes.ts';
import { apiTokenAreaOf } from '../modules/tokens/areas.ts';
import { authenticateBearer, bearerSecret, isTokenOfKind, tokenRefused } from '../modules/tokens/bearer.ts';
import { internalCallerOf } from '../modules/tokens/internal-call.ts';
import type { TokenCaller } from '../modules/tokens/store.ts';

export type { Member };

/**
 * Every route declares who may call it, in `config.access`:
 * - 'public': anyone;
 * - 'account': a signed-in user, with or without an organization;
 * - 'org': a signed-in member of the session's current organization, for reading: a route declared
 *   'org' changes nothing (attack check 2 calls each one as an Observer and compares the data);
 * - 'self': such a member, any role, changing only their own things in the organization (their
 *   preferences, favourites, notification marks, calendar feed, their presence in a live meeting);
 * - an Ability: such a member whose role allows it (domain/permissions.ts). Every other write declares
 *   the ability it needs at least, so that Observers (who hold none) are refused by the guard itself;
 * - 'token': an access token in `Authorization: Bearer` (the MCP server), never the cookie; the route
 *   does its work by calling the routes above as the token's person (modules/tokens/internal-call.ts),
 *   where the same declarations apply, plus: a token changes nothing through 'account' routes, and a
 *   read token nothing at all (only 'org' routes and public ones answer it).
 * An organization token (`Authorization: Bearer eos_oat_…`, issue 22, while the enable-api-switch flag
 * is on) is taken on the routes above instead of the cookie, which is then not read at all: it acts as
 * the Owner or Admin who made it, within its scopes (the area of the route, modules/tokens/areas.ts;
 * 'org' routes read, the others write), and never on 'account' or 'self' routes.
 * A route without a declaration refuses to register (see the guard test).
 */
export type Access = 'public' | 'account' | 'org' | 'self' | 'token' | Ability;

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A public route that never reads the session: the cookie is not looked up, so it answers without
     * the database (version, health, static files keep answering during a database outage).
     */
    sessionless?: boolean;
    /**
     * The answer carries a secret shown once (a two-step key, recovery codes): never kept in the
     * idempotency store, so an Idempotency-Key does not write it to the database in the clear.
     */
    secretAnswer?: boolean;
  }
  interface FastifyInstance {
    /** Every registered route with its declared access: the guard test walks it. */
    accessTable: RouteAccess[];
  }
  interface FastifyRequest {
    session: ActiveSession | null;
    member: Member | null;
    /** The access token of a route declared 'token', or of an in-process call made for one. */
    bearer: TokenCaller | null;
  }
}

/** The session of a request that passed an 'account' (or stricter) guard. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The membership of a request that passed an 'org' (or stricter) guard. */
export function memberOf(request: FastifyRequest): Member {
  return memberOfSession(request.session);
}

/** The membership of a session (or of an access token's person): 403 without one. */
export function memberOfSession(session: ActiveSession | null): Member {
  if (session?.twoStepMissing) throw new AppError('forbidden', 'ERR_TWO_STEP_REQUIRED');
  if (!session?.member) throw new AppError('forbidden', 'ERR_NO_ORG');
  return session.member;
}

/**
 * The abilities that change the organization's work (items, meetings): read-only while its
 * subscription is suspended or canceled (domain isWorkReadOnly). Settings, people, licenses and
 * billing stay open, so the Owner can upgrade and pay.
 */
const WORK: ReadonlySet<Access> = new Set<Access>([
  'items.write',
  'meetings.create',
  'meetings.update',
  'meetings.delete',
  // A CSV import creates items (and its preview leads nowhere else).
  'org.import',
]);

export function registerAccess(app: App, ctx: AppContext): void {
  app.decorateRequest('session', null);
  app.decorateRequest('member', null);
  app.decorateRequest('bearer', null);

  const table: RouteAccess[] = [];
  app.decorate('accessTable', table);
  // A plugin scope whose every route is public (the static web files) decorates `publicScope`.
  app.addHook('onRoute', function (route) {
    if ((this as unknown as { publicScope: boolean }).publicScope)
      route.config = { ...route.config, access: 'public', sessionless: true };
    const access = (route.config as { access?: Access } | undefined)?.access;
    // HEAD routes are generated from GET ones and share their config.
    const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD');
    if (methods.length === 0) return;
    if (!access) throw new Error(`Route ${methods.join(',')} ${route.url} declares no access`);
    for (const method of methods) table.push({ method, url: route.url, access });
  });

  /** An organization token in the Authorization header, while the API switch is on (else ignored). */
  function isOrgTokenRequest(request: FastifyRequest): boolean {
    return (
      isTokenOfKind(bearerSecret(request.headers.authorization), 'organization') &&
      featureFlags(ctx)['enable-api-switch']
    );
  }

  /**
   * The caller of an organization token on an API route: live, of a creator who may still manage the
   * organization's tokens (else 401, as if revoked), and scoped to the route's area and kind of call.
   */
  async function authenticateOrgToken(request: FastifyRequest, access: Access) {
    const caller = await authenticateBearer(ctx, request.headers.authorization, 'organization');
    const member = caller.session.member;
    // The creator lost the Owner or Admin role: the token stops, as if revoked (two-step: 403 below).
    if (member && !can(member.role, 'org.apiTokens', member.permissions)) throw tokenRefused();
    const area = apiTokenAreaOf(request.routeOptions.url ?? '');
    // A GET changes nothing: it reads even when an ability guards it (the Owner's export, 'data' read).
    const level = access === 'org' || request.method === 'GET' ? 'read' : 'write';
    if (
      access === 'account' ||
      access === 'self' ||
      !area ||
      area === 'none' ||
      !apiTokenAllows(caller.scopes, area, level)
    ) {
      throw new AppError('forbidden', ApiTokenMessages.scope);
    }
    return caller;
  }

  // preValidation, not preHandler: a signed-out caller gets 401 before its body is judged.
  app.addHook('preValidation', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    if (access === 'public' && request.routeOptions.config.sessionless) return;
    if (access === 'token') {
      request.bearer = await authenticateBearer(ctx, request.headers.authorization);
      return;
    }
    const internal = internalCallerOf(request.raw);
    if (internal) {
      // An in-process call for an access token: its person, as their own session would be.
      if (access === 'account') throw forbidden();
      if (access !== 'public' && access !== 'org' && !tokenMayWrite(internal.scopes)) {
        throw new AppError('forbidden', TokenMessages.readOnly);
      }
      request.bearer = internal;
      request.session = internal.session;
      request.member = internal.session.member;
    } else if (isOrgTokenRequest(request)) {
      // The bearer, never the cookie beside it; a public route answers it as anyone signed out.
      if (access === 'public') return;
      const caller = await authenticateOrgToken(request, access);
      request.bearer = caller;
      request.session = caller.session;
      request.member = caller.session.member;
    } else {
      const token = request.cookies[AUTH.sessionCookie];
      if (token) {
        request.session = await findSession(ctx.db, token, ctx.sessions);
        request.member = request.session?.member ?? null;
      }
    }
    if (access === 'public') return;
    if (!request.session) throw unauthorized();
    if (access === 'account') return;
    const member = memberOf(request);
    if (access === 'org' || access === 'self') return;
    if (!can(member.role, access, member.permissions)) throw forbidden();
    if (ctx.payments && WORK.has(access) && request.session.subscription) {
      const { status, paymentStatus, trialEndsAt } = request.session.subscription;
      const now = ctx.sandboxClock?.now(member.orgId) ?? new Date();
      if (isWorkReadOnly(effectiveStatus(status, paymentStatus, trialEndsAt, now), member.role)) {
        throw new AppError('forbidden', 'ERR_SUBSCRIPTION_READ_ONLY');
      }
    }
  });
}
