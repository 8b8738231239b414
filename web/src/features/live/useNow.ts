import { useSyncExternalStore } from 'react';

// One ticker for every clock on the screen, so the meeting's and the sections' clocks turn over
// together instead of each on its own second. It runs only while some clock is running.
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const still = () => () => {};
const snapshot = () => now;

/**
 * The server's time now, ticking every second while `ticking`. A paused or finished meeting's clocks
 * do not read the time at all, so they need no ticks.
 */
export function useNow(offsetMs: number, ticking: boolean): number {
  return useSyncExternalStore(ticking ? subscribe : still, snapshot, snapshot) + offsetMs;
}
