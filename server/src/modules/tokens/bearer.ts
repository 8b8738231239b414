import { ACCESS_TOKEN_PREFIXES, type AccessTokenKind, TokenMessages } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import { AppError, message } from '../../lib/errors.ts';
import { lockedFor, recordHit } from '../auth/throttle.ts';
import { findToken, type TokenCaller } from './store.ts';

/** Calls one token may make in a minute, across every app node (counted in auth_throttle). */
export const TOKEN_CALLS_PER_MINUTE = 120;
const WINDOW_MS = 60 * 1000;

/** 401 for a missing, malformed, unknown, expired or revoked token: the same answer for all of them. */
export function tokenRefused(): AppError {
  return new AppError('unauthorized', [message(TokenMessages.invalid)], { 'www-authenticate': 'Bearer' });
}

/** The secret of `Authorization: Bearer <secret>`, or null. */
export function bearerSecret(header: string | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Whether a bearer secret is of a kind (its prefix), before any lookup. */
export function isTokenOfKind(secret: string | null, kind: AccessTokenKind): secret is string {
  const prefix = ACCESS_TOKEN_PREFIXES[kind];
  return Boolean(secret?.startsWith(prefix) && secret.length > prefix.length);
}

/**
 * The caller of a request made with an access token of a kind: personal ones on the route declared
 * 'token' (the MCP server), organization ones on the API's own routes (plugins/access.ts). The live
 * token of the Authorization header, counted against its rate limit (429 with Retry-After past it).
 * Cookies play no part: such a request is not signed in by the browser, so no other site can make it act.
 */
export async function authenticateBearer(
  ctx: AppContext,
  header: string | undefined,
  kind: AccessTokenKind = 'personal',
): Promise<TokenCaller> {
  const secret = bearerSecret(header);
  if (!isTokenOfKind(secret, kind)) throw tokenRefused();
  const caller = await findToken(ctx.db, secret, kind);
  if (!caller) throw tokenRefused();
  await countTokenCalls(ctx, caller.tokenId, 1);
  return caller;
}

/**
 * Counts calls made with a token against its limit, across every app node: one per request, plus each
 * further message of an MCP batch (modules/mcp/routes.ts). 429 with Retry-After past the limit.
 */
export async function countTokenCalls(ctx: AppContext, tokenId: string, calls: number): Promise<void> {
  const key = `token:${tokenId}`;
  if ((await recordHit(ctx.db, key, TOKEN_CALLS_PER_MINUTE, WINDOW_MS, calls)) > TOKEN_CALLS_PER_MINUTE) {
    const seconds = Math.max(1, await lockedFor(ctx.db, [key]));
    throw new AppError('tooManyRequests', [message(TokenMessages.rateLimited, [seconds])], {
      'retry-after': String(seconds),
    });
  }
}
