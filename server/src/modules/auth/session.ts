import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import { createSession, type NewSession, revokeSession, setSessionCookie } from '../../lib/session-store.ts';

/**
 * Every sign-in (password, sign-up, single sign-on) opens a brand-new session; a session the
 * request still carried is ended, so a secret planted before sign-in (session fixation) is worthless.
 */
export async function openSession(tx: DbOrTx, request: FastifyRequest, accountId: string): Promise<NewSession> {
  if (request.session) await revokeSession(tx, request.session.id);
  return createSession(tx, accountId, { userAgent: request.headers['user-agent'], ip: request.ip });
}

/** Secure cookies whenever the public address is https (always in production, not on a laptop). */
export function isSecure(ctx: AppContext): boolean {
  return ctx.config.publicUrl.startsWith('https');
}

/**
 * Sends the new session's cookie, after the sign-in committed. The session the request carried was
 * ended by openSession: its sockets are disconnected now.
 */
export function sendSessionCookie(ctx: AppContext, reply: FastifyReply, session: NewSession): void {
  const previous = reply.request.session;
  if (previous && previous.id !== session.id) {
    sessionsChanged(ctx, { sessionId: previous.id });
    ctx.realtime.disconnectSession(previous.id);
  }
  setSessionCookie(reply, session.token, isSecure(ctx));
}
