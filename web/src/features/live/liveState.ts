import { applyJsonPatch, type LiveMeetingEventPayload, type LiveMeetingState } from '@eos/domain';

/**
 * Where a state came from. Events can cross on the wire, so an event's state counts only when it is
 * newer than the one shown. A call's answer and a (re)join answer are the server's word at that
 * moment: they may equal the shown version, and they replace it unless a newer event already came.
 */
export type StateSource = 'event' | 'answer';

/** The state to show after `incoming` arrives; a different live meeting (ended and begun again) always wins. */
export function pickState(
  held: LiveMeetingState | null,
  incoming: LiveMeetingState,
  source: StateSource,
): LiveMeetingState {
  if (!held || held.id !== incoming.id) return incoming;
  const newer = source === 'event' ? incoming.version > held.version : incoming.version >= held.version;
  return newer ? incoming : held;
}

/** What an event tells of the state: the whole of it, or a patch to the version before. */
export type LiveStateEvent = Pick<LiveMeetingEventPayload, 'state' | 'patch' | 'version'>;

/**
 * The state to show after an event. A whole state counts as pickState says; a patch counts when it
 * starts from the version shown, and changes nothing when it is not newer. null: it cannot apply yet
 * (a change before it has not arrived, events crossed between nodes, or it is another live meeting's),
 * and the caller keeps it for catchUp, reloading the state if the gap does not close.
 */
export function stateFromEvent(held: LiveMeetingState | null, event: LiveStateEvent): LiveMeetingState | null {
  if (event.state) return pickState(held, event.state, 'event');
  const { patch, version } = event;
  if (!patch || version === undefined) return held;
  if (!held || held.id !== patch.id) return null;
  if (version <= held.version) return held;
  if (patch.from !== held.version) return null;
  try {
    return applyJsonPatch(held, patch.ops);
  } catch {
    // Not the state it was made from after all: reload.
    return null;
  }
}

/** The held state with every waiting event that now applies, and the ones still waiting. */
export function catchUp(
  held: LiveMeetingState | null,
  waiting: readonly LiveStateEvent[],
): { held: LiveMeetingState | null; waiting: LiveStateEvent[] } {
  let state = held;
  let rest = [...waiting];
  for (let moved = true; moved && rest.length > 0; ) {
    moved = false;
    const still: LiveStateEvent[] = [];
    for (const event of rest) {
      const next = stateFromEvent(state, event);
      if (next) {
        state = next;
        moved = true;
      } else still.push(event);
    }
    rest = still;
  }
  return { held: state, waiting: rest };
}

/** What a live-meeting screen holds: the state it shows, and events waiting for a change before them. */
export interface HeldLive {
  held: LiveMeetingState | null;
  waiting: LiveStateEvent[];
}

export type LiveAction =
  | { type: 'reset' }
  | { type: 'state'; state: LiveMeetingState; source: StateSource }
  | { type: 'event'; event: LiveStateEvent };

/** At most this many events wait for a gap to close; the reload that follows a gap brings the rest. */
const MAX_WAITING = 50;

/** The screen's state after a load, an answer or an event (a reducer: the same object when nothing changed). */
export function reduceLive(current: HeldLive, action: LiveAction): HeldLive {
  if (action.type === 'reset') return { held: null, waiting: [] };
  const held = action.type === 'state' ? pickState(current.held, action.state, action.source) : current.held;
  const waiting = action.type === 'event' ? [...current.waiting, action.event].slice(-MAX_WAITING) : current.waiting;
  const next = catchUp(held, waiting);
  return next.held === current.held && next.waiting.length === current.waiting.length ? current : next;
}
