import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { Config } from '../src/config.ts';
import { attachRealtime } from '../src/realtime/socket.ts';
import { type SignedInUser, signedInMember } from './auth-helpers.ts';
import { createMeeting } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';

export interface ListeningApp extends TestApp {
  /** http://127.0.0.1:<port> */
  url: string;
}

/** A test app with Socket.IO attached, listening on a free loopback port. */
export async function createListeningApp(overrides: Partial<Config> = {}): Promise<ListeningApp> {
  const t = await createTestApp(overrides);
  await attachRealtime(t.app, t.ctx);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { ...t, url: `http://127.0.0.1:${port}` };
}

/** A client socket on one hub; no reconnection, so a refusal surfaces once as connect_error. */
export function hubClient(url: string, hub: string, headers: Record<string, string> = {}): Socket {
  return connect(`${url}/${hub}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
  });
}

/** Resolves when the socket connects, rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
}

/** The next `event` on the socket, or `null` after `ms` (to prove something did not arrive). */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 1000): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      resolve(null);
    }, ms);
    const on = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, on);
  });
}

/** Who watches an item's live events: a colleague of the author, and someone of another organization. */
export interface LiveAudience {
  author: SignedInUser;
  meetingId: string;
  /** Starts listening for `event`: what the colleague heard, and what leaked to the outsider (null if nothing). */
  listen(event: string): { heard: Promise<unknown>; leaked: Promise<unknown> };
  close(): void;
}

/**
 * An organization with a meeting, its Owner as the author, a Member colleague and an outsider both
 * connected to the live-update hub: the setup every "live updates reach the org and only the org"
 * test shares.
 */
export async function liveAudience(t: ListeningApp): Promise<LiveAudience> {
  const author = await signedInMember(t, { role: 'Owner' });
  const colleague = await signedInMember(t, { role: 'Member', org: author.org });
  const outsider = await signedInMember(t);
  const meeting = await createMeeting(t, { orgId: author.org.id, ownerId: author.membership.id });
  const mine = hubClient(t.url, 'live-update-hub', { cookie: colleague.cookie });
  const theirs = hubClient(t.url, 'live-update-hub', { cookie: outsider.cookie });
  await Promise.all([connected(mine), connected(theirs)]);
  return {
    author,
    meetingId: meeting.id,
    listen: (event) => ({ heard: nextEvent(mine, event), leaked: nextEvent(theirs, event, 300) }),
    close: () => {
      mine.disconnect();
      theirs.disconnect();
    },
  };
}
