import type { Reaction } from '@eos/domain';

/** The live-meeting hub's reconnect policy (001 §4, 002 §9): 10 attempts, 500 ms apart. */
export const REJOIN = { attempts: 10, delayMs: 500 } as const;

/**
 * How long a change that arrived before the one it follows may wait for it (events cross between app
 * nodes within milliseconds) before the screen loads the state again.
 */
export const LIVE_GAP_RELOAD_MS = 400;

/** How long a reaction floats on everyone's screen. */
export const REACTION_SHOW_MS = 3000;

/** The To-Do guidance of 001 §9: 90 percent of To-Dos should be done weekly. */
export const TODO_WEEKLY_GOAL_PERCENT = 90;

/** Each reaction as the screen draws it, and its language-pack label for screen readers. */
export const REACTIONS: Record<Reaction, { emoji: string; label: string }> = {
  'thumbs-up': { emoji: '👍', label: 'LIVE_REACTION_THUMBS_UP' },
  clap: { emoji: '👏', label: 'LIVE_REACTION_CLAP' },
  heart: { emoji: '❤️', label: 'LIVE_REACTION_HEART' },
  laugh: { emoji: '😂', label: 'LIVE_REACTION_LAUGH' },
  fire: { emoji: '🔥', label: 'LIVE_REACTION_FIRE' },
  party: { emoji: '🎉', label: 'LIVE_REACTION_PARTY' },
};
