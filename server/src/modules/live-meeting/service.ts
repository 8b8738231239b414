import {
  applyLiveCommand,
  createLiveState,
  type LiveCommand,
  type LiveMeetingEvent,
  type LiveMeetingEventPayload,
  type LiveMeetingState,
} from '@eos/domain';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invalid } from '../../lib/errors.ts';
import type { LiveTarget } from './policy.ts';
import { findLive, insertLive, type LiveRow, lockLive, openIssueCount, saveLive } from './repository.ts';

export const LIVE_HUB = 'live-meeting-hub';
export const meetingRoom = (threadId: string) => `meeting:${threadId}`;

/** The meeting's live state, locked; made from the meeting (NotStarted) when it has none yet. */
export async function ensureLive(tx: DbOrTx, target: LiveTarget): Promise<LiveRow> {
  const { meeting } = target;
  const found = await lockLive(tx, meeting.orgId, meeting.id);
  if (found) return found;
  const state = createLiveState({
    id: crypto.randomUUID(),
    meetingId: meeting.id,
    meetingThreadId: meeting.threadId,
    title: meeting.title,
    agendaName: meeting.agenda.name,
    agendaTemplateId: null,
    agenda: meeting.agenda.items,
    issueCount: await openIssueCount(tx, meeting.orgId, meeting.id),
  });
  await insertLive(tx, { orgId: meeting.orgId, meetingId: meeting.id, threadId: meeting.threadId, state });
  const created = await lockLive(tx, meeting.orgId, meeting.id);
  if (!created) throw new Error('live meeting insert returned nothing');
  return created;
}

/** The state as it is: a plain read, except the first time, which makes it under the lock. */
export async function readLive(ctx: AppContext, target: LiveTarget): Promise<LiveMeetingState> {
  const found = await findLive(ctx.db, target.meeting.orgId, target.meeting.id);
  if (found) return found.state;
  return ctx.db.transaction(async (tx) => (await ensureLive(tx, target)).state);
}

export interface Applied {
  state: LiveMeetingState;
  events: LiveMeetingEvent[];
}

/**
 * Applies commands to the locked state in one transaction (a refusal changes nothing and answers 422
 * with its message), runs `alsoInTx` with the new state before commit, then tells the meeting's room.
 * Two calls at once queue on the row lock, so each sees the other's result.
 */
export async function applyLive(
  ctx: AppContext,
  target: LiveTarget,
  commands: readonly LiveCommand[],
  opts: {
    personId: string;
    /** More to tell with the events, read after commit (the new issue, the recorded session). */
    payload?: () => Omit<LiveMeetingEventPayload, 'meetingId' | 'meetingThreadId' | 'state'>;
    /** Refuses (throws) from the state as it is before the commands. */
    check?: (state: LiveMeetingState) => void;
    alsoInTx?: (tx: DbOrTx, state: LiveMeetingState) => Promise<void>;
  },
): Promise<Applied> {
  const applied = await ctx.db.transaction(async (tx) => {
    const row = await ensureLive(tx, target);
    opts.check?.(row.state);
    let state = row.state;
    const events: LiveMeetingEvent[] = [];
    const now = new Date();
    for (const command of commands) {
      const outcome = applyLiveCommand(state, command, { now });
      if (!outcome.ok) throw invalid(outcome.error);
      state = outcome.state;
      events.push(...outcome.events);
    }
    if (state !== row.state) await saveLive(tx, row.id, state);
    await opts.alsoInTx?.(tx, state);
    return { state, events };
  });
  publish(ctx, target, applied, { personId: opts.personId, ...opts.payload?.() });
  return applied;
}

/** Every event once, in order; each carries the whole new state except Reacted and Ended. */
export function publish(
  ctx: AppContext,
  target: LiveTarget,
  applied: Applied,
  extra: Omit<LiveMeetingEventPayload, 'meetingId' | 'meetingThreadId' | 'state'>,
): void {
  const { meeting } = target;
  const base = { meetingId: meeting.id, meetingThreadId: meeting.threadId, ...extra };
  for (const event of new Set(applied.events)) {
    const payload: LiveMeetingEventPayload =
      event === 'Reacted' || event === 'Ended' ? base : { ...base, state: applied.state };
    ctx.realtime.emit(LIVE_HUB, meetingRoom(meeting.threadId), event, payload);
  }
}
