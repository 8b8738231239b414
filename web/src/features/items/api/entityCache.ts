import type { Headline, Issue, Rock, Todo } from '@eos/domain';
import { TIMINGS } from '@eos/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { noteOwnWrite } from '../../../app/liveEcho';

/** The four kinds of meeting item, as the live-update hub names them. */
export type ItemType = 'todo' | 'issue' | 'headline' | 'rock';
export interface ItemOfType {
  todo: Todo;
  issue: Issue;
  headline: Headline;
  rock: Rock;
}
export const ITEM_TYPES: readonly ItemType[] = ['todo', 'issue', 'headline', 'rock'];

export function isItemType(value: unknown): value is ItemType {
  return typeof value === 'string' && (ITEM_TYPES as readonly string[]).includes(value);
}

/**
 * The entity cache (002 §7): items by id, loaded in batches through GET {type}s?ids=. Ids asked for
 * within one tick travel in one request, so a popup and a list opening together cost one call.
 */
const pending = new Map<ItemType, Map<string, { resolve: (item: unknown) => void; reject: (e: unknown) => void }[]>>();

function flush(type: ItemType): void {
  const waiting = pending.get(type);
  pending.delete(type);
  if (!waiting) return;
  const ids = [...waiting.keys()];
  api
    .get<{ id: string }[]>(`${type}s?ids=${ids.join(',')}`, { quiet: true })
    .then((items) => {
      const byId = new Map(items.map((item) => [item.id, item]));
      for (const [id, callers] of waiting) for (const c of callers) c.resolve(byId.get(id) ?? null);
    })
    .catch((error) => {
      for (const callers of waiting.values()) for (const c of callers) c.reject(error);
    });
}

/** One item by id from the batch loader; null when it is gone or not in this organization. */
export function loadItem<T extends ItemType>(type: T, id: string): Promise<ItemOfType[T] | null> {
  return new Promise((resolve, reject) => {
    let waiting = pending.get(type);
    if (!waiting) {
      waiting = new Map();
      pending.set(type, waiting);
      queueMicrotask(() => flush(type));
    }
    const callers = waiting.get(id) ?? [];
    callers.push({ resolve: resolve as (item: unknown) => void, reject });
    waiting.set(id, callers);
  });
}

/** An item from the cache, fetched in a batch when missing; kept 30 minutes (002 §9). */
export function useItem<T extends ItemType>(type: T, id: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.item(type, id ?? ''),
    queryFn: () => loadItem(type, id ?? ''),
    enabled: Boolean(id),
    gcTime: TIMINGS.cacheExpiryMs,
  });
}

/** Puts items a list or a write returned into the cache, so opening one needs no request. */
export function cacheItems(queryClient: QueryClient, type: ItemType, items: readonly { id: string }[]): void {
  for (const item of items) queryClient.setQueryData(queryKeys.item(type, item.id), item, { updatedAt: Date.now() });
}

/**
 * After a write: the item as the server answered it, and every list of its type refreshed. The hub
 * tells this tab too; noting the write keeps that echo from marking it new or announcing it.
 */
export function afterItemWrite(queryClient: QueryClient, type: ItemType, items: readonly { id: string }[]): void {
  noteOwnWrite(
    type,
    items.map((item) => item.id),
  );
  cacheItems(queryClient, type, items);
  void queryClient.invalidateQueries({ queryKey: queryKeys.itemLists(type) });
}

/** After a removal: the item leaves the cache and every list of its type refreshes. */
export function afterItemRemoved(queryClient: QueryClient, type: ItemType, id: string): void {
  noteOwnWrite(type, [id]);
  queryClient.removeQueries({ queryKey: queryKeys.item(type, id) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.itemLists(type) });
}
