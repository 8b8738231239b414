import {
  applyLiveCommand,
  createLiveState,
  diffJson,
  type LiveCommand,
  type LiveMeetingEvent,
  type LiveMeetingEventPayload,
  presentLiveState,
  type StoredLiveMeetingState,
} from '@eos/domain';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { fromStoredAgenda } from '../meetings/agenda.ts';
import type { LiveTarget } from './policy.ts';
import { findLive, insertLive, type LiveRow, openIssueCount, saveLiveIfUnchanged } from './repository.ts';

export const LIVE_HUB = 'live-meeting-hub';
export const meetingRoom = (threadId: string) => `meeting:${threadId}`;

/** How often a call is tried again when other calls keep changing the state under it. */
const MAX_ATTEMPTS = 25;

/**
 * A meeting's state before anything happened in it (NotStarted). Its id is the meeting's, so the state
 * a read shows before anything is stored is the one the first write stores.
 */
async function freshLive(db: DbOrTx, target: LiveTarget): Promise<StoredLiveMeetingState> {
  const { meeting } = target;
  return createLiveState({
    id: meeting.id,
    meetingId: meeting.id,
    meetingThreadId: meeting.threadId,
    title: meeting.title,
    agendaName: meeting.agenda.name,
    agendaTemplateId: null,
    // The agenda as the API shows a stored one (a link section that is not an address reads as text).
    agenda: fromStoredAgenda(meeting.agenda).items,
    issueCount: await openIssueCount(db, meeting.orgId, meeting.id),
  });
}

/** The meeting's live state as stored; stored from the meeting (NotStarted) when it has none yet. */
export async function loadLive(db: DbOrTx, target: LiveTarget): Promise<LiveRow> {
  const { meeting } = target;
  const found = await findLive(db, meeting.orgId, meeting.id);
  if (found) return found;
  const state = await freshLive(db, target);
  // Two first calls at once: one insert wins, both read the winner.
  await insertLive(db, { orgId: meeting.orgId, meetingId: meeting.id, threadId: meeting.threadId, state });
  const created = await findLive(db, meeting.orgId, meeting.id);
  if (!created) throw new Error('live meeting insert returned nothing');
  return created;
}

/** The state as it is: as read with the meeting, or the fresh one, which a read does not store. */
export async function readLive(ctx: AppContext, target: LiveTarget): Promise<StoredLiveMeetingState> {
  return target.live?.state ?? (await freshLive(ctx.db, target));
}

/**
 * Refuses (422, as applyLive would) a command the state as it is now would refuse, changing nothing:
 * calls that change items first check here that the meeting will take the command.
 */
export async function assertLiveAccepts(
  ctx: AppContext,
  target: LiveTarget,
  commands: readonly LiveCommand[],
): Promise<void> {
  run(await readLive(ctx, target), commands, new Date());
}

export interface Applied {
  state: StoredLiveMeetingState;
  events: LiveMeetingEvent[];
}

function run(from: StoredLiveMeetingState, commands: readonly LiveCommand[], now: Date): Applied {
  let state = from;
  const events: LiveMeetingEvent[] = [];
  for (const command of commands) {
    const outcome = applyLiveCommand(state, command, { now });
    if (!outcome.ok) throw invalid(outcome.error);
    state = outcome.state;
    events.push(...outcome.events);
  }
  return { state, events };
}

/**
 * Applies commands to the state (a refusal changes nothing and answers 422 with its message), stores
 * it only if nobody changed it since it was read (else reads it again and re-applies: two calls at once
 * each see the other's result, and two Next presses for the same section advance once), runs
 * `alsoInTx` with the new state in the same transaction, then tells the meeting's room. No lock is
 * held while reading, so a call costs a read and a conditional update.
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
    check?: (state: StoredLiveMeetingState) => void;
    alsoInTx?: (tx: DbOrTx, state: StoredLiveMeetingState) => Promise<void>;
  },
): Promise<Applied> {
  let row = target.live ?? (await loadLive(ctx.db, target));
  for (let attempt = 1; ; attempt++) {
    opts.check?.(row.state);
    const applied = run(row.state, commands, new Date());
    const from = row;
    const stored = opts.alsoInTx
      ? await ctx.db.transaction(async (tx) => {
          // The version check first: it takes the row lock, so the item writes below serialize too.
          if (!(await saveLiveIfUnchanged(tx, from, applied.state))) return false;
          await opts.alsoInTx?.(tx, applied.state);
          return true;
        })
      : applied.state === from.state || (await saveLiveIfUnchanged(ctx.db, from, applied.state));
    if (stored) {
      publish(ctx, target, applied, { personId: opts.personId, ...opts.payload?.() }, from.state);
      return applied;
    }
    if (attempt >= MAX_ATTEMPTS) throw new AppError('conflict', 'LIVE_ERR_BUSY');
    row = await loadLive(ctx.db, target);
  }
}

/**
 * Every event once, in order; each tells the new state except Reacted and Ended: as the patch from
 * `before` when it is less than half the whole state's size (a rating, a move: every attendee's
 * screen gets a hundred bytes instead of several kB), else whole.
 */
export function publish(
  ctx: AppContext,
  target: LiveTarget,
  applied: Applied,
  extra: Omit<LiveMeetingEventPayload, 'meetingId' | 'meetingThreadId' | 'state' | 'patch' | 'version'>,
  before?: StoredLiveMeetingState,
): void {
  const { meeting } = target;
  const base = { meetingId: meeting.id, meetingThreadId: meeting.threadId, ...extra };
  let told: Pick<LiveMeetingEventPayload, 'state' | 'patch' | 'version'> | undefined;
  const tell = () => {
    if (told) return told;
    const state = presentLiveState(applied.state);
    const ops = before && before.id === state.id ? diffJson(presentLiveState(before), state) : null;
    const smaller = ops && JSON.stringify(ops).length * 2 < JSON.stringify(state).length;
    told = {
      version: state.version,
      ...(ops && smaller && before ? { patch: { id: state.id, from: before.version, ops } } : { state }),
    };
    return told;
  };
  for (const event of new Set(applied.events)) {
    const payload: LiveMeetingEventPayload = event === 'Reacted' || event === 'Ended' ? base : { ...base, ...tell() };
    ctx.realtime.emit(LIVE_HUB, meetingRoom(meeting.threadId), event, payload);
  }
}
