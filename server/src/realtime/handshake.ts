import type { IncomingHttpHeaders } from 'node:http';
import { AUTH } from '@eos/domain';
import type { Socket } from 'socket.io';
import type { AppContext } from '../context.ts';
import { type ActiveSession, findSession } from '../lib/session-store.ts';

/**
 * The same rule as the CSRF guard (plugins/csrf.ts): a browser page on another site must not open
 * a socket that rides on our session cookie. Same origin means our public URL, or the Host the
 * request came to; no Origin at all (non-browser clients) passes unless Sec-Fetch-Site says otherwise.
 */
export function isAllowedOrigin(headers: IncomingHttpHeaders, publicUrl: string): boolean {
  const origin = headers.origin;
  if (origin) {
    if (origin === new URL(publicUrl).origin) return true;
    try {
      return new URL(origin).host === headers.host;
    } catch {
      return false;
    }
  }
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

export interface SocketData {
  session: ActiveSession;
}

/**
 * Namespace middleware: the handshake must carry a live session cookie. It also runs when a
 * client recovers its connection state (skipMiddlewares: false), so a signed-out or expired
 * session cannot resume.
 */
export function authenticate(ctx: AppContext, parseCookie: (header: string) => Record<string, string | undefined>) {
  return async (socket: Socket, next: (err?: Error) => void): Promise<void> => {
    try {
      const header = socket.handshake.headers.cookie;
      const token = header ? parseCookie(header)[AUTH.sessionCookie] : undefined;
      const session = token ? await findSession(ctx.db, token) : null;
      if (!session) return next(new Error('ERR_UNAUTHORIZED'));
      (socket.data as SocketData).session = session;
      next();
    } catch {
      next(new Error('ERR_INTERNAL'));
    }
  };
}
