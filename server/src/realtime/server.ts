import type { HubName } from '@eos/domain';

/**
 * The realtime side as modules see it: emit an event to a room of a hub after a commit, and (for the
 * live meeting) put a given socket into a room. Rooms: `org:<orgId>`, `user:<accountId>`,
 * `meeting:<threadId>`; each socket is also alone in the room named by its id.
 * The Socket.IO implementation lives in realtime/socket.ts; with Redis every call reaches all nodes.
 */
export interface Realtime {
  emit(hub: HubName, room: string, event: string, payload: unknown): void;
  /**
   * Puts the socket `connectionId` of the hub into `room`, on whichever node holds it, if it belongs
   * to that account. False when no such socket of that account is connected.
   */
  joinRoom(hub: HubName, connectionId: string, accountId: string, room: string): Promise<boolean>;
  leaveRoom(hub: HubName, connectionId: string, room: string): Promise<void>;
  /** The sockets in a room of the hub on any node right now (null when the nodes could not be asked). */
  connectionIdsIn(hub: HubName, room: string): Promise<Set<string> | null>;
  /** Runs on the node that holds a socket of the hub when that socket goes away for good. */
  onDisconnect(hub: HubName, handler: (connectionId: string) => void): void;
  close(): Promise<void>;
}

/** Until Socket.IO is attached (and in route-only tests), events go nowhere and no socket exists. */
export const detachedRealtime: Realtime = {
  emit() {},
  async joinRoom() {
    return false;
  },
  async leaveRoom() {},
  async connectionIdsIn() {
    return new Set();
  },
  onDisconnect() {},
  async close() {},
};
