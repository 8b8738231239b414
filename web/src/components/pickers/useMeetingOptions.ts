import type { Meeting } from '@eos/domain';
import { TIMINGS } from '@eos/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { useMeetingSelector } from './pickerQueries';

export interface MeetingFilterProps {
  /** Only meetings these people attend (an item's owner, say). */
  personIds?: string[];
  /** Meetings not to offer (the item's current meeting on a move). */
  excludedIds?: string[];
}

/**
 * The shared search state of the meeting pickers: debounced text plus the people/exclusion filters.
 * Chosen meetings keep their titles even when the search would not offer them (an Admin adding to a
 * meeting they do not attend): those are loaded by id through GET meetings?ids=.
 */
export function useMeetingOptions(
  { personIds, excludedIds }: MeetingFilterProps,
  selectedIds: readonly string[],
  enabled: boolean,
) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), TIMINGS.searchDebounceMs);
  // Titles seen so far: a chosen meeting keeps its label while the search shows other meetings.
  const known = useRef(new Map<string, string>());
  // A single picker writes the chosen title into its search box: that is not a search.
  const selectedTitles = new Set(selectedIds.map((id) => known.current.get(id)));
  const text = selectedTitles.has(debounced) ? '' : debounced;
  const request = useMemo(() => {
    const filters: Record<string, string[]> = {};
    if (personIds?.length) filters['person-ids'] = personIds;
    if (excludedIds?.length) filters['excluded-ids'] = excludedIds;
    if (text) filters['text-search'] = [text];
    return { startIndex: 0, endIndex: 100, filters, sorts: [{ property: 'title', ascending: true }] };
  }, [personIds, excludedIds, text]);
  const query = useMeetingSelector(request, enabled);
  for (const m of query.data ?? []) known.current.set(m.id, m.title);

  const missing = selectedIds.filter((id) => !known.current.has(id));
  const chosen = useQuery({
    queryKey: queryKeys.meetingList('ids', missing),
    queryFn: () => api.get<Meeting[]>(`meetings?ids=${missing.join(',')}`, { quiet: true }),
    enabled: enabled && missing.length > 0 && !query.isFetching,
  });
  for (const m of chosen.data ?? []) known.current.set(m.id, m.title);

  // Cheap enough to build on every render; the picker re-renders when either query answers.
  const ids = new Set([...selectedIds, ...(query.data ?? []).map((m) => m.id)]);
  const data = [...ids].flatMap((id) => {
    const title = known.current.get(id);
    return title === undefined ? [] : [{ value: id, label: title }];
  });
  return { search, setSearch, data, query };
}
