import type { Reaction } from '@eos/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { REACTION_SHOW_MS } from '../constants';

export interface FloatingReaction {
  key: number;
  personId: string;
  reaction: Reaction;
}

/** The reactions on screen: each Reacted event floats for 3 seconds, then goes. */
export function useFloatingReactions() {
  const [items, setItems] = useState<readonly FloatingReaction[]>([]);
  const next = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const add = useCallback((personId: string, reaction: Reaction) => {
    const key = next.current++;
    setItems((list) => [...list, { key, personId, reaction }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setItems((list) => list.filter((item) => item.key !== key));
    }, REACTION_SHOW_MS);
    timers.current.add(timer);
  }, []);

  return { items, add };
}
