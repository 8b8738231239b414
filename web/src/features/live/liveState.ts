import type { LiveMeetingState } from '@eos/domain';

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
