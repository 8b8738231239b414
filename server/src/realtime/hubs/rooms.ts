import type { HubName } from '@eos/domain';
import type { Socket } from 'socket.io';
import type { SocketData } from '../handshake.ts';
import { APP_ROOM } from './app-config.ts';

/**
 * The rooms a new socket joins: its user, and its current organization when the user is still a
 * member of it. (The live meeting hub adds `meeting:<threadId>` when a meeting is joined.)
 * Notifications are per person (membership), so notification-hub sockets also join
 * `person:<membershipId>`: a user's tabs in another organization do not hear this one's.
 */
export async function joinRooms(hub: HubName, socket: Socket): Promise<void> {
  const { session } = socket.data as SocketData;
  const rooms = [`user:${session.accountId}`];
  if (session.member) rooms.push(`org:${session.member.orgId}`);
  if (session.member && hub === 'notification-hub') rooms.push(`person:${session.member.personId}`);
  if (hub === 'app-config-hub') rooms.push(APP_ROOM);
  await socket.join(rooms);
}
