import type { LiveMeetingState, Meeting } from '@eos/domain';
import { createContext, useContext } from 'react';
import type { SendLiveCall } from './useLiveMeeting';

/** What every part of the live screen reads: the state, how to change it, and who is looking. */
export interface LiveMeeting {
  state: LiveMeetingState;
  send: SendLiveCall;
  /** False for Observers: they watch, and nothing that writes is shown to them. */
  canWrite: boolean;
  /** The signed-in user's person in this organization. */
  personId: string | null;
  /** Server clock minus this browser's, so every screen's timers agree. */
  offsetMs: number;
  /** False while the hub connection is down (the screen rejoins when it is back). */
  connected: boolean;
  /** The meeting itself (invitees for 'Mark present'); undefined while it loads. */
  meeting: Meeting | undefined;
}

export const LiveMeetingContext = createContext<LiveMeeting | null>(null);

/** The live meeting around this part of the screen (LiveMeetingScreen provides it). */
export function useLive(): LiveMeeting {
  const live = useContext(LiveMeetingContext);
  if (!live) throw new Error('useLive needs LiveMeetingScreen above it');
  return live;
}
