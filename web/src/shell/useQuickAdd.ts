import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '../api/keys';
import { useOpenModalRoute } from '../app/modalRoutes';
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
 * The header's add actions. Without a meeting the meeting-required prompt offers to create one.
 * With meetings, the item popups are later work: the user lands on the meeting list, where items live.
 */
export function useQuickAdd(): (kind: QuickAddKind) => void {
  const openModalRoute = useOpenModalRoute();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (_kind: QuickAddKind) => {
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
      else navigate('/meetings');
    },
    [openModalRoute, navigate, queryClient],
  );
}
