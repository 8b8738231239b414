import { type LiveCommand, presentLiveState, type StoredLiveMeetingState } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import { invalid } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { findPeople } from '../people/repository.ts';
import { type LiveTarget, loadMeetingOfOrg } from './policy.ts';
import { findConnection, removeConnection, saveConnection } from './repository.ts';
import { applyLive, LIVE_HUB, meetingRoom } from './service.ts';

async function livePerson(ctx: AppContext, orgId: string, personId: string) {
  const [person] = await findPeople(ctx.db, orgId, [personId]);
  if (!person) throw invalid('LIVE_ERR_NOT_ATTENDEE', 'personId');
  return { personId, firstName: person.firstName, lastName: person.lastName, avatarUrl: person.avatarUrl };
}

/**
 * join: the caller's socket (connectionId, on any app node) enters the meeting's room, the caller
 * becomes an attendee (Observers watch without being listed), and that socket gets Connected with the
 * whole state. Connections no longer in the room on any node (a node that died) are dropped on the way.
 */
export async function joinLive(
  ctx: AppContext,
  opts: { member: Member; sessionId: string; target: LiveTarget; connectionId: string },
): Promise<StoredLiveMeetingState> {
  const { member, sessionId, target, connectionId } = opts;
  const room = meetingRoom(target.meeting.threadId);
  if (!(await ctx.realtime.joinRoom(LIVE_HUB, connectionId, sessionId, room))) {
    throw invalid('LIVE_ERR_NO_CONNECTION', 'connectionId');
  }
  const commands: LiveCommand[] = [];
  // Only this meeting's room is asked: a join costs the same however many meetings are live.
  const known = await ctx.realtime.connectionIdsIn(LIVE_HUB, room);
  if (known) commands.push({ type: 'prune-connections', liveConnectionIds: [...known] });
  if (target.canDrive) {
    await saveConnection(ctx.db, {
      connectionId,
      orgId: member.orgId,
      meetingId: target.meeting.id,
      personId: member.personId,
    });
    commands.push({ type: 'join', person: await livePerson(ctx, member.orgId, member.personId), connectionId });
  }
  // The state as it is now that the socket is in the room, not as read with the meeting before: a
  // change made in between was told to the room without this socket, and an answer from before it
  // would leave the screen a version behind until the next change (a watcher's join changes nothing,
  // so nothing else would read it again).
  const { state } = await applyLive(ctx, { ...target, live: null }, commands, { personId: member.personId });
  ctx.realtime.emit(LIVE_HUB, connectionId, 'Connected', {
    meetingId: target.meeting.id,
    meetingThreadId: target.meeting.threadId,
    state: presentLiveState(state),
    version: state.version,
  });
  return state;
}

/**
 * Whether a live-hub socket is the caller's own: joined to a meeting for the caller's person, or (not
 * joined: an Observer's, or one not joined yet) opened with the caller's session, on any node.
 */
async function isOwnConnection(
  ctx: AppContext,
  opts: { member: Member; sessionId: string; connectionId: string },
): Promise<boolean> {
  const row = await findConnection(ctx.db, opts.connectionId);
  if (row) return row.orgId === opts.member.orgId && row.personId === opts.member.personId;
  return ctx.realtime.isConnectionOf(LIVE_HUB, opts.connectionId, opts.sessionId);
}

/**
 * leave: that socket (or, without one, every screen of the caller) leaves the room and the meeting.
 * Only the caller's own socket: anyone else's answers like one that is not connected (as join does),
 * and nothing changes.
 */
export async function leaveLive(
  ctx: AppContext,
  opts: { member: Member; sessionId: string; target: LiveTarget; connectionId?: string },
): Promise<StoredLiveMeetingState> {
  const { member, target, connectionId } = opts;
  if (connectionId) {
    if (!(await isOwnConnection(ctx, { member, sessionId: opts.sessionId, connectionId }))) {
      throw invalid('LIVE_ERR_NO_CONNECTION', 'connectionId');
    }
    await ctx.realtime.leaveRoom(LIVE_HUB, connectionId, meetingRoom(target.meeting.threadId));
    await removeConnection(ctx.db, connectionId);
  }
  const { state } = await applyLive(ctx, target, [{ type: 'leave', personId: member.personId, connectionId }], {
    personId: member.personId,
  });
  return state;
}

/** join-offline: someone in the room without a device is marked present (an invitee of the meeting). */
export async function joinOffline(
  ctx: AppContext,
  opts: { member: Member; target: LiveTarget; personId: string },
): Promise<StoredLiveMeetingState> {
  const { member, target, personId } = opts;
  if (!target.inviteeIds.includes(personId) && target.meeting.ownerId !== personId) {
    throw invalid('LIVE_ERR_NOT_ATTENDEE', 'personId');
  }
  const person = await livePerson(ctx, member.orgId, personId);
  const { state } = await applyLive(ctx, target, [{ type: 'join-offline', person }], { personId: member.personId });
  return state;
}

/**
 * A socket of the live hub went away without leaving (closed tab, lost network, a node shutting
 * down): whichever node saw it finds where it was and leaves that meeting on its behalf.
 */
export async function dropConnection(ctx: AppContext, connectionId: string): Promise<void> {
  const row = await removeConnection(ctx.db, connectionId);
  if (!row) return;
  const target = await loadMeetingOfOrg(ctx.db, row.orgId, row.meetingId);
  if (!target) return;
  await applyLive(ctx, target, [{ type: 'leave', personId: row.personId, connectionId }], { personId: row.personId });
}
