import { useCallback } from 'react';
import { useOpenModalRoute } from '../app/modalRoutes';
import { openMeetingRequiredPrompt } from './meetingRequiredPrompt';

export type QuickAddKind = 'todo' | 'issue' | 'headline' | 'rock';

/**
 * The header's add actions. With no meetings yet every kind needs one first, so this opens the
 * meeting-required prompt; the item popups replace it when meetings exist.
 */
export function useQuickAdd(): (kind: QuickAddKind) => void {
  const openModalRoute = useOpenModalRoute();
  return useCallback(
    (_kind: QuickAddKind) => openMeetingRequiredPrompt(() => openModalRoute('/meeting/new')),
    [openModalRoute],
  );
}
