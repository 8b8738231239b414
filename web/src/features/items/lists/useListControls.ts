import { useMemo, useState } from 'react';
import type { OwnerFilter } from '../api/useItemList';

/** 'dueDate:asc' -> the search request's sort. */
export function parseSort(value: string): { property: string; ascending: boolean } {
  const [property = 'created', direction] = value.split(':');
  return { property, ascending: direction !== 'desc' };
}

/**
 * A list's owner filter and sort (everyone's, to start with; `defaultSort` as `${property}:${asc|desc}`):
 * `owner` and `sortBy` for useItemList, the rest spread on ItemListCard.
 */
export function useListControls(defaultSort: string) {
  const [owner, setOwner] = useState<OwnerFilter>('all');
  const [sort, setSort] = useState(defaultSort);
  const sortBy = useMemo(() => parseSort(sort), [sort]);
  return {
    owner,
    sort,
    sortBy,
    /** The card's Mine / Others filter; left out where every item is the user's own. */
    ownerFilter: { owner, onOwnerChange: setOwner },
    /** The card's sort select (its options are the list's own). */
    sorting: { sort, onSortChange: setSort },
  };
}

interface ListAnswer {
  data?: unknown;
  totalCount: number;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** What ItemListCard shows of a useItemList answer: the count (once there is one), loading, 'Load more'. */
export function listCardState(list: ListAnswer) {
  return {
    totalCount: list.data ? list.totalCount : undefined,
    loading: list.isPending,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    onLoadMore: () => void list.fetchNextPage(),
  };
}
