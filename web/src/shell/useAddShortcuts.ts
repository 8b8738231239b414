import { useEffect } from 'react';
import type { QuickAddKind } from './useQuickAdd';

// event.code, not event.key: on macOS Alt+I types 'ˆ', but the physical key is still KeyI.
const SHORTCUTS: Record<string, QuickAddKind> = { KeyI: 'issue', KeyR: 'rock', KeyT: 'todo', KeyH: 'headline' };

/** Alt+I new Issue, Alt+R new Rock, Alt+T new To-Do, Alt+H new Headline (000 §2). */
export function useAddShortcuts(enabled: boolean, add: (kind: QuickAddKind) => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      const kind = SHORTCUTS[event.code];
      if (!kind) return;
      event.preventDefault();
      add(kind);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, add]);
}
