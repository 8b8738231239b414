import type { Scope } from '@eos/domain';
import { useSyncExternalStore } from 'react';
import type { PersonLike } from '../../../components/pickers/PersonAvatar';

/**
 * The item popups of 000 §2 are not routes: they open over whatever page the user is on (from the
 * sub-bar, a shortcut, a list row) and stack (an edit popup can open Move Issue or the cascade).
 */
export type ItemPopupKind =
  | 'rock'
  | 'todo'
  | 'personalTodo'
  | 'issue'
  | 'moveIssue'
  | 'headline'
  | 'cascadeHeadline'
  | 'removeDelegatedRocks'
  | 'measurable';

export interface ItemPopupRequest {
  kind: ItemPopupKind;
  /** The item to edit; absent to add a new one. */
  id?: string;
  /** The meeting a new item defaults to (the route's tractionId, or the list it was added from). */
  tractionId?: string | null;
  /** The Scorecard a measurable to edit belongs to: its calls are all under scorecard/{scorecardId}. */
  scorecardId?: string;
  /** A new To-Do made from something else (an issue in IDS): its owners and notes to start with. */
  prefill?: { owners?: PersonLike[]; contentHtml?: string; type?: Scope };
  /** Told the new item once it is saved (the V/TO links a Rock added from its quarterly plan). */
  onCreated?: (item: { id: string }) => void;
}

export interface OpenItemPopup extends ItemPopupRequest {
  key: number;
}

let stack: readonly OpenItemPopup[] = [];
let nextKey = 1;
const listeners = new Set<() => void>();

function publish(next: readonly OpenItemPopup[]): void {
  stack = next;
  for (const listener of listeners) listener();
}

/** Opens an item popup over the current screen; returns its key, for closing it from outside. */
export function openItemPopup(request: ItemPopupRequest): number {
  const key = nextKey++;
  publish([...stack, { ...request, key }]);
  return key;
}

export function closeItemPopup(key: number): void {
  publish(stack.filter((p) => p.key !== key));
}

/** Every popup closes: signing out, switching organization. */
export function closeAllItemPopups(): void {
  publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useItemPopups(): readonly OpenItemPopup[] {
  return useSyncExternalStore(
    subscribe,
    () => stack,
    () => stack,
  );
}
