import type { HubName } from '@eos/domain';

/** The room of every socket opened with a session (its database id: the cookie secret never names a room). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The room of every socket whose session was in an organization as that person (membership) at the handshake. */
export const membershipRoom = (membershipId: string) => `membership:${membershipId}`;

/**
 * The realtime side as modules see it: emit an event to a room of a hub after a commit, and (for the
 * live meeting) put a given socket into a room. Rooms: `org:<orgId>`, `user:<accountId>`,
 * `meeting:<threadId>`, `session:<sessionId>`, `membership:<membershipId>`; each socket is also alone
 * in the room named by its id. The Socket.IO implementation lives in realtime/socket.ts; with Redis
 * every call reaches all nodes.
 */
export interface Realtime {
  emit(hub: HubName, room: string, event: string, payload: unknown): void;
  /**
   * Puts the socket `connectionId` of the hub into `room`, on whichever node holds it, if it was opened
   * with that session. False when no such socket of that session is connected.
   */
  joinRoom(hub: HubName, connectionId: string, sessionId: string, room: string): Promise<boolean>;
  leaveRoom(hub: HubName, connectionId: string, room: string): Promise<void>;
  /** The sockets in a room of the hub on any node right now (null when the nodes could not be asked). */
  connectionIdsIn(hub: HubName, room: string): Promise<Set<string> | null>;
  /**
   * Whether the socket `connectionId` of the hub, on any node, was opened with that session. Never
   * true for a socket of somebody else, nor for one that is gone.
   */
  isConnectionOf(hub: HubName, connectionId: string, sessionId: string): Promise<boolean>;
  /** Runs on the node that holds a socket of the hub when that socket goes away for good. */
  onDisconnect(hub: HubName, handler: (connectionId: string) => void): void;
  /**
   * Ends access over the sockets, on every node and every hub, closing their connections: those opened
   * with a session (sign-out, revocation, password change or reset), those whose session was in an
   * organization as a person (removal), and those of an organization (deletion). Call after commit.
   */
  disconnectSession(sessionId: string): void;
  disconnectMembership(membershipId: string): void;
  disconnectOrg(orgId: string): void;
  /** Tells the other app nodes (through the adapter; nobody without Redis) what they hear with onNodes. */
  tellNodes(topic: string, payload: unknown): void;
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
  async isConnectionOf() {
    return false;
  },
  onDisconnect() {},
  disconnectSession() {},
  disconnectMembership() {},
  disconnectOrg() {},
  tellNodes() {},
  async close() {},
};
