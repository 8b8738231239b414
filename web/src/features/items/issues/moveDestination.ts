import type { Meeting } from '@eos/domain';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import i18n from '../../../app/i18n';

/**
 * The meetings a move may go to: those the owner attends, but not the issue's own. Written exactly as
 * the meeting picker asks (useMeetingOptions), so the 'no other meeting' check and the picker share
 * one request and one cache entry.
 */
export function destinationRequest(ownerId: string, sourceTractionId: string) {
  return {
    startIndex: 0,
    endIndex: 100,
    filters: { 'person-ids': [ownerId], 'excluded-ids': [sourceTractionId] },
    sorts: [{ property: 'title', ascending: true }],
  };
}

/** A meeting's title from whatever meeting list or picker loaded it (the destination just chosen). */
export function cachedMeetingTitle(queryClient: QueryClient, id: string): string | undefined {
  const single = queryClient.getQueryData<Meeting>(queryKeys.meeting(id));
  if (single) return single.title;
  for (const [, data] of queryClient.getQueriesData<Meeting[] | { items?: Meeting[] }>({
    queryKey: queryKeys.meetingLists,
  })) {
    const rows = Array.isArray(data) ? data : data?.items;
    const found = rows?.find((m) => m.id === id);
    if (found) return found.title;
  }
  return undefined;
}

/**
 * 000 §8: a failed move reads "Your issue wasn't moved, try again!" unless the server said why (its
 * first message then, through the usual save error). A lost connection stays the connection message.
 */
export function moveFailure(error: unknown): unknown {
  if (error instanceof ApiError && (error.status === 0 || error.messages.length > 0)) return error;
  const status = error instanceof ApiError ? error.status : 500;
  return new ApiError(status, [{ id: 'ERR_ISSUE_NOT_MOVED', text: i18n.t('ERR_ISSUE_NOT_MOVED') }]);
}
