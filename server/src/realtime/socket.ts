import { HUBS, type HubName } from '@eos/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type ServerOptions } from 'socket.io';
import type { App, AppContext } from '../context.ts';
import { authenticate, isAllowedOrigin, type SocketData } from './handshake.ts';
import { joinRooms } from './hubs/rooms.ts';
import type { Realtime } from './server.ts';

/** Clients that missed less than this come back with their rooms and the events they missed. */
const RECOVERY_WINDOW_MS = 2 * 60 * 1000;

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

  const redis = ctx.config.redisUrl ? await connectRedis(ctx.config.redisUrl, app) : null;
  if (redis) options.adapter = createAdapter(redis.pub, redis.sub);

  const io = new Server(app.server, options);
  let closing = false;
  // Set once close() begins: nothing more is sent.
  let closed = false;
  const disconnectHandlers = new Map<HubName, ((connectionId: string) => void)[]>();
  const auth = authenticate(ctx, (header) => app.parseCookie(header));
  // The default namespace carries nothing, but it is guarded like the hubs.
  io.of('/').use(auth);
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
      // A recovered socket already has its rooms back.
      if (socket.recovered) return;
      joinRooms(hub, socket).catch((err) => {
        app.log.warn({ err, hub }, 'realtime: could not join rooms');
        socket.disconnect(true);
      });
    });
  }

  // Open sockets would keep the HTTP server from closing: drop them before Fastify closes it.
  app.addHook('preClose', async () => {
    closing = true;
    io.engine.close();
  });

  const realtime: Realtime = {
    emit(hub: HubName, room: string, event: string, payload: unknown) {
      // A request finishing while the node shuts down has nobody left to tell here, and a publish on
      // the closed Redis client would reject with nobody to catch it (and end the process).
      if (closed) return;
      io.of(`/${hub}`).to(room).emit(event, payload);
    },
    async joinRoom(hub, connectionId, accountId, room) {
      // fetchSockets asks every node (through the adapter); the socket must be this account's own.
      const [socket] = await io.of(`/${hub}`).in(connectionId).fetchSockets();
      if (!socket || (socket.data as SocketData).session?.accountId !== accountId) return false;
      socket.join(room);
      return true;
    },
    async leaveRoom(hub, connectionId, room) {
      io.of(`/${hub}`).in(connectionId).socketsLeave(room);
    },
    async connectionIdsIn(hub, room) {
      try {
        const sockets = await io.of(`/${hub}`).in(room).fetchSockets();
        return new Set(sockets.map((s) => s.id));
      } catch (err) {
        app.log.warn({ err, hub }, 'realtime: could not list the connected sockets');
        return null;
      }
    },
    onDisconnect(hub, handler) {
      disconnectHandlers.set(hub, [...(disconnectHandlers.get(hub) ?? []), handler]);
    },
    async close() {
      closed = true;
      await io.close();
      if (redis) await Promise.allSettled([redis.pub.close(), redis.sub.close()]);
    },
  };
  ctx.realtime = realtime;
  return realtime;
}

async function connectRedis(url: string, app: App) {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (err) => app.log.error({ err }, 'realtime: redis error'));
  await Promise.all([pub.connect(), sub.connect()]);
  return { pub, sub };
}
