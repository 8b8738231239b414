import type { HubName } from '@eos/domain';

/**
 * The realtime side as modules see it: emit an event to a room of a hub after a commit.
 * Rooms: `org:<orgId>`, `user:<accountId>`, `meeting:<threadId>`.
 * The Socket.IO implementation lives in realtime/socket.ts.
 */
export interface Realtime {
  emit(hub: HubName, room: string, event: string, payload: unknown): void;
  close(): Promise<void>;
}

/** Until Socket.IO is attached (and in route-only tests), events go nowhere. */
export const detachedRealtime: Realtime = {
  emit() {},
  async close() {},
};
