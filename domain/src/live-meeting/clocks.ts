import type { LiveMeetingState } from '../schemas/live-meeting.ts';

/**
 * The live meeting's two clocks (the meeting and the active section). The state stores the time run
 * before the clock last (re)started plus the moment it did, so every screen computes the same figure
 * from its own `now` without the server sending a tick.
 */

type MeetingClock = Pick<LiveMeetingState, 'status' | 'elapsedMs' | 'runningSince'>;
type SectionClock = Pick<LiveMeetingState, 'status' | 'agendaIndex' | 'sectionSince'> & {
  agenda: readonly { elapsedMs: number }[];
};

/** Time since an ISO moment; never negative, so a screen whose clock lags a little shows no jump back. */
function runSince(since: string | null, nowMs: number): number {
  if (since === null) return 0;
  const start = Date.parse(since);
  return Number.isNaN(start) ? 0 : Math.max(0, nowMs - start);
}

/** How long the meeting has run: its stored time, plus the current run while Running. */
export function meetingElapsedMs(state: MeetingClock, nowMs: number): number {
  const running = state.status === 'Running' ? runSince(state.runningSince, nowMs) : 0;
  return state.elapsedMs + running;
}

/** How long section `index` has run; only the active section's clock runs, and only while Running. */
export function sectionElapsedMs(state: SectionClock, index: number, nowMs: number): number {
  const item = state.agenda[index];
  if (!item) return 0;
  const active = index === state.agendaIndex && state.status === 'Running';
  return item.elapsedMs + (active ? runSince(state.sectionSince, nowMs) : 0);
}

/** A section is over time once it has run longer than its minutes. */
export function isOverTime(minutes: number, elapsedMs: number): boolean {
  return elapsedMs > minutes * 60_000;
}

/** The meeting's rating: the mean of the ratings given, to one decimal; null when nobody rated. */
export function averageRating(attendees: readonly { rating: number | null }[]): number | null {
  const ratings = attendees.flatMap((a) => (a.rating === null ? [] : [a.rating]));
  if (ratings.length === 0) return null;
  const mean = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  return Math.round(mean * 10) / 10;
}

/** A clock face: m:ss under an hour, h:mm:ss from an hour; whole seconds, never negative. */
export function formatClock(ms: number): string {
  const total = Number.isFinite(ms) ? Math.floor(Math.max(0, ms) / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
