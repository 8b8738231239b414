import { TIMINGS } from '@eos/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { useMeetingSelector } from './pickerQueries';

export interface MeetingFilterProps {
  /** Only meetings these people attend (an item's owner, say). */
  personIds?: string[];
  /** Meetings not to offer (the item's current meeting on a move). */
  excludedIds?: string[];
}

/** The shared search state of the meeting pickers: debounced text plus the people/exclusion filters. */
export function useMeetingOptions(
  { personIds, excludedIds }: MeetingFilterProps,
  selectedIds: readonly string[],
  enabled: boolean,
) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), TIMINGS.searchDebounceMs);
  const request = useMemo(() => {
    const filters: Record<string, string[]> = {};
    if (personIds?.length) filters['person-ids'] = personIds;
    if (excludedIds?.length) filters['excluded-ids'] = excludedIds;
    if (debounced) filters['text-search'] = [debounced];
    return { startIndex: 0, endIndex: 100, filters, sorts: [{ property: 'title', ascending: true }] };
  }, [personIds, excludedIds, debounced]);
  const query = useMeetingSelector(request, enabled);
  // Titles seen so far: a chosen meeting keeps its label while the search shows other meetings.
  const known = useRef(new Map<string, string>());
  for (const m of query.data ?? []) known.current.set(m.id, m.title);
  const data = useMemo(() => {
    const ids = new Set([...selectedIds, ...(query.data ?? []).map((m) => m.id)]);
    return [...ids].flatMap((id) => {
      const title = known.current.get(id);
      return title === undefined ? [] : [{ value: id, label: title }];
    });
  }, [selectedIds, query.data]);
  return { search, setSearch, data, query };
}
