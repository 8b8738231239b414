import type {
  LiveMeetingCall,
  LiveMeetingCallBody,
  LiveMeetingRecap,
  LiveMeetingRecapResponse,
  LiveMeetingState,
} from '@eos/domain';
import type { z } from 'zod';
import { api } from '../../api/client';

/**
 * The live meeting's server calls (issue: the live meeting contract). Every call is quiet: the screen
 * shows its own notices for the load and the ERROR toast with the first message for a refused call.
 */

/** The feature's own query keys, as the Scorecard keeps its own (features/scorecard/scorecardApi.ts). */
export const liveKeys = {
  /** The meeting's recap; refetched whenever the state's version moves. */
  recap: (meetingId: string) => ['live-meeting', 'recap', meetingId] as const,
  /** GET time: asked once per app session for the clock offset. */
  serverTime: ['live-meeting', 'server-time'] as const,
};

/** What a call takes besides the two meeting ids, which useLiveMeeting fills in. */
export type LiveCallExtra<C extends LiveMeetingCall> = Omit<LiveMeetingCallBody<C>, 'meetingThreadId' | 'meetingId'>;

type IssueCall = 'add-measurable-as-issue' | 'add-rock-as-issue' | 'add-headline-as-issue' | 'add-todo-as-issue';

/** The answer of a call: the new state, plus the session for end and the new issue for add-*-as-issue. */
export type LiveCallAnswer<C extends LiveMeetingCall> = {
  succeeded: true;
  liveMeeting: LiveMeetingState;
} & (C extends 'end' ? { sessionId: string | null } : C extends IssueCall ? { issueId: string } : unknown);

export function fetchLiveMeeting(meetingId: string): Promise<LiveMeetingState> {
  return api
    .get<{ liveMeeting: LiveMeetingState }>(`live-meeting/${meetingId}`, { quiet: true })
    .then((r) => r.liveMeeting);
}

export function postLiveCall<C extends LiveMeetingCall>(
  call: C,
  body: LiveMeetingCallBody<C>,
): Promise<LiveCallAnswer<C>> {
  return api.post<LiveCallAnswer<C>>(`live-meeting/${call}`, body, { quiet: true });
}

export function fetchRecap(meetingId: string): Promise<LiveMeetingRecap> {
  return api
    .get<z.infer<typeof LiveMeetingRecapResponse>>(`live-meeting/${meetingId}/recap`, { quiet: true })
    .then((r) => r.recap);
}

/**
 * How far the server's clock is ahead of this browser's (GET time, 002 §7), so every screen's timers
 * agree. The answer is taken as of the middle of the round trip.
 */
export async function fetchServerOffsetMs(): Promise<number> {
  const sent = Date.now();
  const { time } = await api.get<{ time: string }>('time', { quiet: true });
  const received = Date.now();
  const server = Date.parse(time);
  return Number.isNaN(server) ? 0 : server - (sent + received) / 2;
}
