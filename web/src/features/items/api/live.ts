import { useEffect, useRef } from 'react';
import { onLiveEvent } from '../../../app/liveEvents';
import type { ItemType } from './entityCache';

/**
 * Calls `onDeleted` when the live-update hub says this item was deleted (002 §4: an open editor of a
 * deleted item closes). The caller ignores its own removals by unmounting or by checking its state.
 */
export function useItemDeletedElsewhere(type: ItemType, id: string | null | undefined, onDeleted: () => void): void {
  const callback = useRef(onDeleted);
  callback.current = onDeleted;
  useEffect(() => {
    if (!id) return;
    return onLiveEvent((event, update) => {
      if (event === 'Deleted' && update.type === type && update.id === id) callback.current();
    });
  }, [type, id]);
}
