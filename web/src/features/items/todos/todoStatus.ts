import type { TodoStatus } from '@eos/domain';

/** The statuses a user may pick in the edit popup; Removed is the Remove button's business. */
export const PICKABLE_TODO_STATUSES = ['NotDone', 'Pending', 'Done'] as const satisfies readonly TodoStatus[];

/**
 * Ticked in a list: Pending (completed this week, 002 §4: a plain complete sets Pending) and Done
 * (cleared at the meeting's conclude) both count as finished.
 */
export function isTicked(status: TodoStatus): boolean {
  return status === 'Pending' || status === 'Done';
}
