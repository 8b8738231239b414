import type { Meeting, Person, SearchRequest } from '@eos/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';

interface Page<T> {
  items: T[];
  totalCount: number;
}

/** POST person-picker-list: the organization's people for pickers (filters text-search, excluded-ids…). */
export function usePeopleSearch(request: Partial<SearchRequest>, enabled = true) {
  return useQuery({
    queryKey: queryKeys.people(request),
    queryFn: () => api.post<Page<Person>>('person-picker-list', request).then((r) => r.items),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET people?ids=: the named people of the organization (ids of others are left out), e.g. to show names of ids. */
export function usePeopleByIds(ids: readonly string[]) {
  return useQuery({
    queryKey: queryKeys.peopleByIds(ids),
    queryFn: () => api.get<Person[]>(`people?ids=${[...ids].sort().join(',')}`),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** POST meeting-detail-selector: meetings the given people attend (filters person-ids, excluded-ids). */
export function useMeetingSelector(request: Partial<SearchRequest>, enabled = true) {
  return useQuery({
    // Under the meeting-lists prefix, so a meeting write refreshes open pickers too.
    queryKey: queryKeys.meetingList('selector', request),
    queryFn: () => api.post<Page<Meeting>>('meeting-detail-selector', request).then((r) => r.items),
    placeholderData: keepPreviousData,
    enabled,
  });
}
