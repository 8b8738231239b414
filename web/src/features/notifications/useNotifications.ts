import { TIMINGS } from '@eos/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../../api/keys';
import { showSaveError } from '../../app/toasts';
import {
  changeNotification,
  fetchNotificationPage,
  fetchUnreadCount,
  markAllRead,
  type NotificationChange,
} from './api';
import { applyNotificationChange, feedItems, nextStartIndex } from './notificationCache';

/** The bell's badge for the current organization; the hub keeps it current, so no polling. */
export function useUnreadCount(orgId: string | null) {
  return useQuery({
    queryKey: queryKeys.notificationCount(orgId ?? ''),
    queryFn: fetchUnreadCount,
    enabled: orgId !== null,
    gcTime: TIMINGS.cacheExpiryMs,
  });
}

/** The paged list, loaded once the bell is first opened (`enabled`), then kept current by the hub. */
export function useNotificationFeed(orgId: string | null, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.notificationFeed(orgId ?? ''),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchNotificationPage(pageParam),
    getNextPageParam: (_last, pages) => nextStartIndex({ pages }),
    enabled: enabled && orgId !== null,
    gcTime: TIMINGS.cacheExpiryMs,
  });
  const items = useMemo(() => feedItems(query.data), [query.data]);
  return { ...query, items };
}

const APPLIED = { read: 'read', unread: 'unread', remove: 'removed' } as const;

/**
 * Mark read, unread, remove and mark all read. Each patches the list and the badge once the server
 * agrees (the hub then tells the user's other tabs); a refusal shows the ERROR toast (002 §8).
 */
export function useNotificationActions(orgId: string) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ action, id }: { action: NotificationChange; id: string }) => changeNotification(action, id),
    onSuccess: (_answer, { action, id }) =>
      applyNotificationChange(queryClient, orgId, { kind: APPLIED[action], ids: [id] }),
    onError: showSaveError,
  });
  const allRead = useMutation({
    mutationFn: (ids: string[]) => markAllRead(ids),
    onSuccess: (_answer, ids) => applyNotificationChange(queryClient, orgId, { kind: 'read', ids }),
    onError: showSaveError,
  });
  return {
    change: (action: NotificationChange, id: string) => change.mutateAsync({ action, id }).catch(() => {}),
    markAllRead: (ids: string[]) => allRead.mutate(ids),
    markingAll: allRead.isPending,
  };
}
