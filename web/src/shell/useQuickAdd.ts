import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMatch } from 'react-router';
import { queryKeys } from '../api/keys';
import { useOpenModalRoute } from '../app/modalRoutes';
import { openItemPopup } from '../features/items/popups/store';
import { fetchMyMeetings } from '../features/meetings/api';
import { openMeetingRequiredPrompt } from './meetingRequiredPrompt';

export type QuickAddKind = 'todo' | 'issue' | 'headline' | 'rock';

/** 000 §2: adding an item needs a meeting; with none (or no answer counting them) ask for one first. */
export function needsMeetingFirst(totalCount: number | null | undefined): boolean {
  return !totalCount || totalCount < 1;
}

// Just enough to count: one row and the total.
const COUNT_REQUEST = { startIndex: 0, endIndex: 1, includeTotalCount: true } as const;

/**
 * The header's add actions and Alt shortcuts. Without a meeting the meeting-required prompt offers to
 * create one; otherwise the add popup opens, its meeting defaulting to the one open in the route
 * (000 §2: the shell reads tractionId).
 */
export function useQuickAdd(): (kind: QuickAddKind) => void {
  const openModalRoute = useOpenModalRoute();
  const queryClient = useQueryClient();
  // The shell sits above the page routes, so it matches the meeting path itself; in a live meeting,
  // every add defaults to the meeting being held.
  const pageMeeting = useMatch('/traction/:tractionId/*')?.params.tractionId;
  const liveMeeting = useMatch('/meeting/live/:id')?.params.id;
  const tractionId = liveMeeting ?? pageMeeting ?? null;
  return useCallback(
    async (kind: QuickAddKind) => {
      let total: number | undefined;
      try {
        const page = await queryClient.fetchQuery({
          queryKey: queryKeys.meetingList('count', COUNT_REQUEST),
          queryFn: () => fetchMyMeetings(COUNT_REQUEST),
          staleTime: 30_000,
        });
        total = page.totalCount;
      } catch {
        // The failed call already showed its toast; asking for a meeting is the safe answer.
      }
      if (needsMeetingFirst(total)) openMeetingRequiredPrompt(() => openModalRoute('/meeting/new'));
      else openItemPopup({ kind, tractionId });
    },
    [openModalRoute, queryClient, tractionId],
  );
}
