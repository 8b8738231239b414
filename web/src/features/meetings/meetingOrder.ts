import type { Meeting, SearchRequest } from '@eos/domain';

export type MeetingSort = 'title' | 'nextDate' | 'created';

/** The my-meetings request of the list: one page of 100 (001 §9), text-search, sort (newest first for created). */
export function meetingListRequest(text: string, sort: MeetingSort): Partial<SearchRequest> {
  return {
    startIndex: 0,
    endIndex: 100,
    includeTotalCount: true,
    filters: text ? { 'text-search': [text] } : {},
    sorts: [{ property: sort, ascending: sort !== 'created' }],
  };
}

/** Favourites first, keeping the server's order inside each group (Array.prototype.sort is stable). */
export function favoritesFirst(meetings: Meeting[]): Meeting[] {
  return [...meetings].sort((a, b) => Number(b.isFavorite) - Number(a.isFavorite));
}
