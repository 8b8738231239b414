import { SEARCH, TIMINGS } from '@eos/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useShellContext } from '../../../shell/useShellContext';
import { cacheItems, type ItemOfType, type ItemType } from './entityCache';

/** Whose items a list shows (000 §3 widget filters): everyone's, the user's (Mine) or the others'. */
export type OwnerFilter = 'all' | 'mine' | 'others';

export interface ItemListOptions {
  /** The meeting whose items to list; omitted for lists across meetings (personal To-Dos). */
  tractionId?: string;
  owner?: OwnerFilter;
  /** A sort property the server knows for this type (dueDate, title, created, rank). */
  sort?: { property: string; ascending: boolean };
  /** Further search filters (status, personal, headline status…). */
  filters?: Record<string, string[]>;
}

interface Page<T> {
  items: T[];
  totalCount: number;
}

/**
 * A paged item list: POST {type}s/search, 25 at a time (002 §9), more on demand. Rows it loads go into
 * the entity cache, and a write or a live event of this type refreshes it (queryKeys.itemLists).
 */
export function useItemList<T extends ItemType>(type: T, options: ItemListOptions) {
  const queryClient = useQueryClient();
  const { user } = useShellContext();
  const filters = useMemo(() => {
    const f: Record<string, string[]> = { ...options.filters };
    if (options.tractionId) f['traction-id'] = [options.tractionId];
    if (options.owner === 'mine' && user.personId) f['owner-id'] = [user.personId];
    if (options.owner === 'others' && user.personId) f['excluded-owner-ids'] = [user.personId];
    return f;
  }, [options.filters, options.tractionId, options.owner, user.personId]);
  const sorts = options.sort ? [options.sort] : [];

  const query = useInfiniteQuery({
    queryKey: queryKeys.itemSearch(type, { filters, sorts }),
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const page = await api.post<Page<ItemOfType[T]>>(`${type}s/search`, {
        startIndex: pageParam,
        endIndex: pageParam + SEARCH.pageSize,
        includeTotalCount: true,
        filters,
        sorts,
      });
      cacheItems(queryClient, type, page.items);
      return { ...page, startIndex: pageParam };
    },
    getNextPageParam: (last) => {
      const next = last.startIndex + SEARCH.pageSize;
      return next < last.totalCount ? next : undefined;
    },
    gcTime: TIMINGS.cacheExpiryMs,
  });

  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const totalCount = query.data?.pages[0]?.totalCount ?? 0;
  return { ...query, items, totalCount };
}
