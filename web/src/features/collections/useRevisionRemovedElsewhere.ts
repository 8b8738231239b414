import { useEffect, useRef } from 'react';
import { unlessOwnEcho } from '../../app/liveEcho';
import { onLiveEvent } from '../../app/liveEvents';
import { revisionLiveType } from './api';
import { useCollectionKind } from './kind';

/**
 * Calls `onRemoved` when the live-update hub says the open revision was deleted by someone else
 * (002 §4, §8). This tab's own delete comes back as an echo and is ignored (the api marks it).
 */
export function useRevisionRemovedElsewhere(revisionId: string | undefined, onRemoved: () => void): void {
  const type = revisionLiveType(useCollectionKind().kind);
  const callback = useRef(onRemoved);
  callback.current = onRemoved;
  useEffect(() => {
    if (!revisionId) return;
    let live = true;
    const stop = onLiveEvent((event, update) => {
      if (event !== 'Deleted' || update.type !== type || update.id !== revisionId) return;
      unlessOwnEcho(type, revisionId, () => {
        if (live) callback.current();
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [type, revisionId]);
}
