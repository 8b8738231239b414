import type { LiveMeetingEventPayload, LiveMeetingState } from '@eos/domain';
import type { Socket } from 'socket.io-client';
import { stateFromEvent } from '../../../../web/src/features/live/liveState.ts';
import type { SignedInUser } from '../../../test/auth-helpers.ts';
import { createMeeting, type MeetingRow } from '../../../test/factories.ts';
import { connected, hubClient, type ListeningApp } from '../../../test/realtime-harness.ts';
import { createTeam, type Team } from '../meetings/test-support.ts';

export interface LiveWorld extends Team {
  /** Owned by the Owner; Manager, Member and Observer invited (the Admin is not). */
  meeting: MeetingRow;
}

export async function createLiveWorld(t: ListeningApp): Promise<LiveWorld> {
  const team = await createTeam(t);
  const meeting = await createMeeting(t, {
    orgId: team.owner.org.id,
    ownerId: team.owner.membership.id,
    inviteeIds: [team.manager.membership.id, team.member.membership.id, team.observer.membership.id],
  });
  return { ...team, meeting };
}

export type LiveCaller = (
  call: string,
  body?: Record<string, unknown>,
) => Promise<{ status: number; json: Record<string, unknown> }>;

/** POST live-meeting/{call} as that user, for that meeting, the way the web app calls it. */
export function liveCaller(app: ListeningApp, user: SignedInUser, meeting: MeetingRow): LiveCaller {
  return async (call, body = {}) => {
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/v2/live-meeting/${call}`,
      headers: { cookie: user.cookie },
      payload: { meetingThreadId: meeting.threadId, meetingId: meeting.id, ...body },
    });
    return { status: res.statusCode, json: res.json() };
  };
}

export const stateOf = (res: { json: Record<string, unknown> }) => res.json.liveMeeting as LiveMeetingState;

/** A live-hub socket of the user, connected; remember to disconnect it. */
export async function liveSocket(app: ListeningApp, user: SignedInUser): Promise<Socket> {
  const socket = hubClient(app.url, 'live-meeting-hub', { cookie: user.cookie });
  await connected(socket);
  return socket;
}

/** Collects every event of the given names a socket receives, in order. */
export function recordLive(socket: Socket, names: readonly string[]): { name: string; payload: unknown }[] {
  const seen: { name: string; payload: unknown }[] = [];
  for (const name of names) socket.on(name, (payload: unknown) => seen.push({ name, payload }));
  return seen;
}

/**
 * The state a screen that held `before` shows after the event, as the web app computes it (the event
 * tells the new state whole or as a patch from `before`); throws when the event does not follow it.
 */
export function shownAfter(
  before: LiveMeetingState,
  payload: LiveMeetingEventPayload | null | undefined,
): LiveMeetingState {
  const shown = payload ? stateFromEvent(before, payload) : null;
  if (!shown || shown.version !== payload?.version) {
    throw new Error(`the event (version ${payload?.version}) does not follow version ${before.version}`);
  }
  return shown;
}

/** The live state now, as the user's GET answers it. */
export async function liveStateNow(
  app: ListeningApp,
  user: SignedInUser,
  meeting: MeetingRow,
): Promise<LiveMeetingState> {
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/v2/live-meeting/${meeting.id}`,
    headers: { cookie: user.cookie },
  });
  return res.json().liveMeeting as LiveMeetingState;
}
