import type { FastifyRequest } from 'fastify';
import type { App } from '../context.ts';
import { AppError } from '../lib/errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages. Browsers send Origin on every
 * cross-origin write and Sec-Fetch-Site on all of them, so checking both against our own
 * origin stops cross-site request forgery without a token to thread through clients.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin) {
    if (origin === new URL(publicUrl).origin) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

export function registerCsrf(app: App, publicUrl: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    if (!isSameOrigin(request, publicUrl)) throw new AppError('forbidden', 'ERR_CROSS_ORIGIN');
  });
}
