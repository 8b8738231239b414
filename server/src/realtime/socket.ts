import { HUBS, type HubName } from '@eos/domain';
import type { RedisClientType } from 'redis';
import { type Namespace, Server, type ServerOptions, type Socket } from 'socket.io';
import type { App, AppContext } from '../context.ts';
import { SESSIONS_CHANGED, type SessionScope } from '../lib/session-cache.ts';
import { liveSessionIds, membershipsWithAccess } from '../lib/session-store.ts';
import { DependencyUnavailableError, within } from '../lib/unavailable.ts';
import { authenticate, isAllowedOrigin, type SocketData } from './handshake.ts';
import { accessRooms, joinRooms } from './hubs/rooms.ts';
import { membershipRoom, type Realtime, sessionRoom } from './server.ts';

/** Clients that missed less than this come back with their rooms and the events they missed. */
const RECOVERY_WINDOW_MS = 2 * 60 * 1000;

/**
 * Of these sockets, the ones whose session has ended, or whose membership (the organization their
 * session was in at the handshake) is gone or no longer meets the organization's two-step rule: two
 * queries however many sockets.
 */
async function socketsWithoutAccess(ctx: AppContext, sockets: readonly Socket[]): Promise<Socket[]> {
  const dataOf = (s: Socket) => (s.data as SocketData).session;
  const withSession = sockets.filter((s) => dataOf(s));
  const sessionIds = [...new Set(withSession.map((s) => dataOf(s).id))];
  const personIds = [
    ...new Set(
      withSession.flatMap((s) => {
        const m = dataOf(s).member;
        return m ? [m.personId] : [];
      }),
    ),
  ];
  const [live, joined] = await Promise.all([
    liveSessionIds(ctx.db, sessionIds),
    membershipsWithAccess(ctx.db, personIds),
  ]);
  return withSession.filter((s) => {
    const session = dataOf(s);
    return !live.has(session.id) || (session.member !== null && !joined.has(session.member.personId));
  });
}

/**
 * Attaches Socket.IO to the app's HTTP server (call before listen) and makes ctx.realtime emit
 * through it. With REDIS_URL, the Redis adapter fans every emit out to all app nodes.
 */
export async function attachRealtime(app: App, ctx: AppContext): Promise<Realtime> {
  const options: Partial<ServerOptions> = {
    serveClient: false,
    // Cross-site pages are refused before any namespace is reached.
    allowRequest: (req, callback) => callback(null, isAllowedOrigin(req.headers, ctx.config.publicUrl)),
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
  };

  const redis = ctx.config.redisUrl ? await connectRedis(ctx.config.redisUrl, app, ctx.config.timeouts) : null;
  // Asking the other nodes (fetchSockets) waits at most REDIS_TIMEOUT_MS for their answers.
  const redisMs = ctx.config.timeouts.redisMs;
  if (redis) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    options.adapter = createAdapter(redis.pub, redis.sub, { requestsTimeout: redisMs });
  }
  // Through Redis, the nodes are asked; bounded because a Redis that never answers would hold the caller.
  const askNodes = <T>(promise: Promise<T>) =>
    redis ? within(promise, redisMs + 500, 'redis', 'asking the nodes') : promise;

  const io = new Server(app.server, options);
  let closing = false;
  // Set once close() begins: nothing more is sent.
  let closed = false;
  const disconnectHandlers = new Map<HubName, ((connectionId: string) => void)[]>();
  const auth = authenticate(ctx, (header) => app.parseCookie(header));
  // Every namespace a client can open: the hubs, and the default one, which carries nothing but is
  // guarded and ended like them.
  const namespaces: Namespace[] = [io.of('/'), ...HUBS.map((hub) => io.of(`/${hub}`))];

  /**
   * After the socket is in its rooms, its access is read once more: a session revoked (or a membership
   * removed) between the handshake's lookup and the join sent its disconnect before the socket was in
   * the room to hear it.
   */
  const settle = async (socket: Socket, join: () => Promise<void>) => {
    await join();
    if ((await socketsWithoutAccess(ctx, [socket])).length > 0) socket.disconnect(true);
  };
  const enter = (socket: Socket, join: () => Promise<void>, hub: string) => {
    settle(socket, join).catch((err) => {
      app.log.warn({ err, hub }, 'realtime: could not join rooms');
      socket.disconnect(true);
    });
  };

  io.of('/').use(auth);
  io.of('/').on('connection', (socket) => {
    if (!socket.recovered) enter(socket, () => Promise.resolve(socket.join(accessRooms(socket))), '/');
  });
  for (const hub of HUBS) {
    const nsp = io.of(`/${hub}`);
    nsp.use(auth);
    nsp.on('connection', (socket) => {
      socket.on('disconnect', () => {
        // A node shutting down drops its sockets; they reconnect elsewhere and rejoin, and Redis and
        // the database are closing: leave them be (the next join prunes what no node knows).
        if (closing) return;
        for (const handler of disconnectHandlers.get(hub) ?? []) handler(socket.id);
      });
      // A recovered socket already has its rooms back (its session was checked again on the way).
      if (socket.recovered) return;
      enter(socket, () => joinRooms(hub, socket), hub);
    });
  }

  // Another node changed what sessions may do: this node forgets what it remembered of them.
  io.on(SESSIONS_CHANGED, (scopes: SessionScope[]) => {
    for (const scope of scopes) ctx.sessions.forget(scope);
  });

  // The safety net behind the disconnects every access-ending path sends, for access that ends without
  // one (a session timing out): each node looks at its own sockets only (no cross-node traffic).
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping || closing) return;
    sweeping = true;
    const local = namespaces.flatMap((nsp) => [...nsp.sockets.values()]);
    socketsWithoutAccess(ctx, local)
      .then((ended) => {
        for (const socket of ended) socket.disconnect(true);
      })
      .catch((err) => app.log.warn({ err }, 'realtime: access sweep failed'))
      .finally(() => {
        sweeping = false;
      });
  }, ctx.config.realtimeAccessSweepMs);
  sweep.unref();

  /** Every socket in the room, on every node (through the adapter) and every namespace, is closed. */
  const disconnectRoom = (room: string) => {
    if (closed) return;
    for (const nsp of namespaces) nsp.in(room).disconnectSockets(true);
  };

  // Open sockets would keep the HTTP server from closing: drop them before Fastify closes it.
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(sweep);
    io.engine.close();
  });

  const realtime: Realtime = {
    emit(hub: HubName, room: string, event: string, payload: unknown) {
      // A request finishing while the node shuts down has nobody left to tell here, and a publish on
      // the closed Redis client would reject with nobody to catch it (and end the process).
      if (closed) return;
      io.of(`/${hub}`).to(room).emit(event, payload);
    },
    async joinRoom(hub, connectionId, sessionId, room) {
      // fetchSockets asks every node (through the adapter); the socket must be this session's own.
      const [socket] = await askNodes(io.of(`/${hub}`).in(connectionId).fetchSockets());
      if (!socket || (socket.data as SocketData).session?.id !== sessionId) return false;
      socket.join(room);
      return true;
    },
    async isConnectionOf(hub, connectionId, sessionId) {
      const [socket] = await askNodes(io.of(`/${hub}`).in(connectionId).fetchSockets());
      return !!socket && (socket.data as SocketData).session?.id === sessionId;
    },
    async leaveRoom(hub, connectionId, room) {
      io.of(`/${hub}`).in(connectionId).socketsLeave(room);
    },
    async connectionIdsIn(hub, room) {
      try {
        const sockets = await askNodes(io.of(`/${hub}`).in(room).fetchSockets());
        return new Set(sockets.map((s) => s.id));
      } catch (err) {
        app.log.warn({ err, hub }, 'realtime: could not list the connected sockets');
        return null;
      }
    },
    onDisconnect(hub, handler) {
      disconnectHandlers.set(hub, [...(disconnectHandlers.get(hub) ?? []), handler]);
    },
    disconnectSession(sessionId) {
      disconnectRoom(sessionRoom(sessionId));
    },
    disconnectMembership(membershipId) {
      disconnectRoom(membershipRoom(membershipId));
    },
    disconnectOrg(orgId) {
      disconnectRoom(`org:${orgId}`);
    },
    tellNodes(topic, payload) {
      // Without Redis this node is the only one (the in-memory adapter would only warn).
      if (redis && !closed) io.serverSideEmit(topic, payload);
    },
    async close() {
      closed = true;
      clearInterval(sweep);
      await io.close();
      if (redis) {
        // close() waits for the answers to what was sent; a client still reconnecting after an outage
        // may never get them, and shutting down must not hang on it: past the bound, cut it.
        await within(Promise.allSettled([redis.pub.close(), redis.sub.close()]), redisMs, 'redis', 'closing').catch(
          () => {
            for (const client of [redis.pub, redis.sub]) {
              try {
                client.destroy();
              } catch {
                // already closed
              }
            }
          },
        );
      }
    },
  };
  ctx.realtime = realtime;
  return realtime;
}

/** Where a Redis URL points, for messages (never the password). */
export function describeRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    return `Redis at ${u.hostname}:${u.port || '6379'}`;
  } catch {
    return 'Redis (REDIS_URL is not a URL)';
  }
}

/**
 * A node-redis client that gives up on a connection or a command after `timeoutMs` (default 5 s).
 * The package loads on first use: a node without REDIS_URL never pays its start-up time or memory.
 */
async function redisClient(url: string, timeoutMs: number): Promise<RedisClientType> {
  const { createClient } = await import('redis');
  return createClient({
    url,
    socket: { connectTimeout: timeoutMs },
    commandOptions: { timeout: timeoutMs },
  }) as RedisClientType;
}

/**
 * The adapter's two clients. node-redis retries a refused connection forever and connect() waits for
 * it, so start-up is bounded by STARTUP_TIMEOUT_MS: past it, DependencyUnavailableError (main.ts
 * prints one line and exits). Once running, the clients reconnect by themselves after an outage.
 */
async function connectRedis(url: string, app: App, timeouts: { redisMs: number; startupMs: number }) {
  const pub = await redisClient(url, timeouts.redisMs);
  const sub = pub.duplicate();
  let lastError: unknown;
  for (const client of [pub, sub]) {
    client.on('error', (err) => {
      lastError = err;
      app.log.error({ err }, 'realtime: redis error');
    });
  }
  // The adapter sends some commands without waiting for the answer: every emit's publish, and the
  // (un)subscribes when a hub opens or closes. While Redis is down those fail (offline, timed out, or
  // flushed by destroy() at shutdown) and nobody would catch them, which ends a Node process.
  unawaited(pub, ['publish'], app);
  unawaited(sub, ['subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe'], app);

  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all([pub.connect(), sub.connect()]),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no connection')), Math.max(100, timeouts.startupMs));
      }),
    ]);
  } catch (err) {
    for (const client of [pub, sub]) client.destroy();
    const cause = lastError ?? err;
    const reason = cause instanceof Error ? cause.message || (cause as { code?: string }).code : String(cause);
    throw new DependencyUnavailableError(
      'redis',
      `${describeRedisUrl(url)}: ${reason} (gave up after ${Math.round(timeouts.startupMs / 1000)} s)`,
      { cause: err },
    );
  } finally {
    clearTimeout(timer);
  }
  return { pub, sub };
}

/** Makes the named commands of `client` log their failure instead of rejecting with nobody listening. */
function unawaited(client: RedisClientType, commands: string[], app: App) {
  for (const name of commands) {
    const original = (client as unknown as Record<string, ((...args: unknown[]) => Promise<unknown>) | undefined>)[
      name
    ];
    if (typeof original !== 'function') continue;
    const command = original.bind(client);
    Object.defineProperty(client, name, {
      value: (...args: unknown[]) =>
        command(...args).catch((err: unknown) => {
          app.log.warn({ err, command: name }, 'realtime: a Redis command for the other nodes failed');
          return 0;
        }),
    });
  }
}
