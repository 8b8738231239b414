import type { WidgetListState } from './listBody';

interface PagedList<T extends { id: string }> {
  items: T[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/**
 * Two paged lists read as one, the first to its end before the second: the second's rows show only
 * once the first has no more pages, so a row of the first never lands after one of the second,
 * however far the user has scrolled. Both first pages load at once.
 */
export function listsInOrder<T extends { id: string }>(
  first: PagedList<T>,
  second: PagedList<T>,
): WidgetListState & { items: T[] } {
  const firstDone = !first.isPending && !first.hasNextPage;
  const seen = new Set(first.items.map((item) => item.id));
  // A row that changed status between the two answers could be in both: it shows once.
  const rest = firstDone ? second.items.filter((item) => !seen.has(item.id)) : [];
  const items = [...first.items, ...rest];
  return {
    items,
    itemCount: items.length,
    isPending: first.isPending || second.isPending,
    isError: first.isError || second.isError,
    hasNextPage: first.hasNextPage || second.hasNextPage,
    isFetchingNextPage: first.isFetchingNextPage || second.isFetchingNextPage,
    fetchNextPage: () => (first.hasNextPage ? first.fetchNextPage() : second.fetchNextPage()),
    refetch: () => Promise.all([first.refetch(), second.refetch()]),
  };
}
