import { useEffect, useRef } from 'react';
import { unlessOwnEcho } from '../../../app/liveEcho';
import { onLiveEvent } from '../../../app/liveEvents';
import type { ItemType } from './entityCache';

/**
 * Calls `onDeleted` when the live-update hub says this item was deleted by someone else (002 §4: an
 * open editor of a deleted item closes with a message). The hub's event can arrive before the answer
 * of this tab's own Remove, while its popup is still open: it waits the echo window (100 ms) and is
 * dropped when this tab removed the item itself (afterItemRemoved notes it). Callers may still check
 * their own state (a popup already closing).
 */
export function useItemDeletedElsewhere(type: ItemType, id: string | null | undefined, onDeleted: () => void): void {
  const callback = useRef(onDeleted);
  callback.current = onDeleted;
  useEffect(() => {
    if (!id) return;
    let live = true;
    const stop = onLiveEvent((event, update) => {
      if (event !== 'Deleted' || update.type !== type || update.id !== id) return;
      unlessOwnEcho(type, id, () => {
        if (live) callback.current();
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [type, id]);
}
