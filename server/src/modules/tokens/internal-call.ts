import { IncomingMessage } from 'node:http';
import type { InjectOptions } from 'fastify';
import type { App } from '../../context.ts';
import type { TokenCaller } from './store.ts';

/**
 * A token's work is done by calling the API's own routes in-process (app.inject), so it goes through
 * the same validation, access guard, policies, organization scope and answers as the web app's calls.
 * The caller travels on the request object itself, never in anything a client could send: inject
 * builds its request from a class given here (light-my-request's `Request` option), a fresh subclass
 * per call that a WeakMap ties to the caller. A request that came over the network is an ordinary
 * IncomingMessage and can never be one of these, whatever its headers say.
 */
class InternalRequest extends IncomingMessage {}

const callers = new WeakMap<object, TokenCaller>();

/** Calls a route of this app as the token's caller (the URL with its /api/v2 prefix). */
export function callAs(app: App, caller: TokenCaller, options: Omit<InjectOptions, 'Request'>) {
  const PerCall = class extends InternalRequest {};
  callers.set(PerCall.prototype, caller);
  return app.inject({ ...options, Request: PerCall });
}

/** The token caller an in-process call was made for, or null for any other request. */
export function internalCallerOf(raw: IncomingMessage): TokenCaller | null {
  if (!(raw instanceof InternalRequest)) return null;
  for (let proto = Object.getPrototypeOf(raw); proto && proto !== InternalRequest.prototype; ) {
    const caller = callers.get(proto);
    if (caller) return caller;
    proto = Object.getPrototypeOf(proto);
  }
  return null;
}
