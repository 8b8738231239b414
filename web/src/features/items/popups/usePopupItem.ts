import { useEffect, useRef } from 'react';
import { clearNew } from '../../../app/newItems';
import { type ItemOfType, type ItemType, useItem } from '../api/entityCache';
import type { PopupState } from './ItemPopup';

export interface PopupItem<I> {
  /** The item to show; null while it loads or when it is gone. */
  item: I | null;
  loading: boolean;
  /** The load failed (rather than the item being gone). */
  failed: boolean;
}

/**
 * The item an edit popup shows, from the entity cache. While the popup leaves (after its own Remove,
 * which drops the item from the cache) the last one stays on screen instead of a 'gone' flash.
 * `hidden`: an item the server still answers but that is gone for the user (a Removed headline).
 */
export function usePopupItem<T extends ItemType>(
  type: T,
  id: string | null | undefined,
  popup: PopupState,
  hidden?: (item: ItemOfType[T]) => boolean,
): PopupItem<ItemOfType[T]> {
  const query = useItem(type, id);
  // Opening an item someone else just added: it is not news any more (its row loses 'New').
  useEffect(() => {
    if (id) clearNew(type, id);
  }, [type, id]);
  const current = query.data && !hidden?.(query.data) ? query.data : null;
  const last = useRef(current);
  if (current) last.current = current;
  const item = current ?? (popup.opened ? null : last.current);
  return { item, loading: !item && Boolean(id) && query.isPending, failed: query.isError };
}
