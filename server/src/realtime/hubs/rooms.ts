import type { HubName } from '@eos/domain';
import type { Socket } from 'socket.io';
import type { SocketData } from '../handshake.ts';
import { membershipRoom, sessionRoom } from '../server.ts';
import { APP_ROOM } from './app-config.ts';

/**
 * The rooms that end a socket's access: its session, and the membership its session was in at the
 * handshake (Realtime.disconnectSession / disconnectMembership empty them on every node).
 */
export function accessRooms(socket: Socket): string[] {
  const { session } = socket.data as SocketData;
  const rooms = [sessionRoom(session.id)];
  if (session.member) rooms.push(membershipRoom(session.member.personId));
  return rooms;
}

/**
 * The rooms a new socket joins: its access rooms, its user, and its current organization when the
 * user is still a member of it. (The live meeting hub adds `meeting:<threadId>` when a meeting is
 * joined.) Notifications are per person (membership), so notification-hub sockets also join
 * `person:<membershipId>`: a user's tabs in another organization do not hear this one's.
 */
export async function joinRooms(hub: HubName, socket: Socket): Promise<void> {
  const { session } = socket.data as SocketData;
  const rooms = [...accessRooms(socket), `user:${session.accountId}`];
  if (session.member) rooms.push(`org:${session.member.orgId}`);
  if (session.member && hub === 'notification-hub') rooms.push(`person:${session.member.personId}`);
  // Announcements for every open app: configuration (app-config hub) and a new release (live-update).
  if (hub === 'app-config-hub' || hub === 'live-update-hub') rooms.push(APP_ROOM);
  await socket.join(rooms);
}
