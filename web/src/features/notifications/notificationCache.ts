import type { Notification } from '@eos/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/keys';
import type { NotificationPage } from './api';

export type Feed = InfiniteData<NotificationPage, number>;

/** Something that happened to the user's notifications: here (after a call) or in another tab (hub). */
export type NotificationChange =
  | { kind: 'new'; notification: Notification }
  | { kind: 'read' | 'unread' | 'removed' | 'actioned'; ids: readonly string[] };

/** Every notification loaded so far, once each (a prepended one may also arrive in a later page). */
export function feedItems(feed: { pages: NotificationPage[] } | undefined): Notification[] {
  const seen = new Set<string>();
  const items: Notification[] = [];
  for (const page of feed?.pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/**
 * The next page starts after what is loaded: a prepended or removed notification shifts the server's
 * offsets by as much as it shifts the loaded count, so no page is skipped or repeated.
 */
export function nextStartIndex(feed: { pages: NotificationPage[] }): number | undefined {
  const loaded = feed.pages.reduce((n, page) => n + page.items.length, 0);
  const total = feed.pages.at(-1)?.totalCount ?? 0;
  return loaded < total ? loaded : undefined;
}

function mapItems(feed: Feed, fn: (items: Notification[]) => Notification[], totalDelta = 0): Feed {
  return {
    ...feed,
    pages: feed.pages.map((page) => ({ items: fn(page.items), totalCount: Math.max(0, page.totalCount + totalDelta) })),
  };
}

/**
 * Pure: the loaded list after a change, and how much the unread count moves as far as the loaded list
 * can tell (a change this tab already applied moves it by nothing the second time).
 */
export function patchFeed(feed: Feed | undefined, change: NotificationChange): { feed?: Feed; unreadDelta: number } {
  const items = feedItems(feed);
  if (change.kind === 'new') {
    const n = change.notification;
    const known = items.find((i) => i.id === n.id);
    const unreadDelta = Number(!n.isRead) - Number(known ? !known.isRead : false);
    if (!feed) return { unreadDelta };
    if (known) return { feed: mapItems(feed, (list) => list.map((i) => (i.id === n.id ? n : i))), unreadDelta };
    const [first, ...rest] = feed.pages;
    const pages = [
      { items: [n, ...(first?.items ?? [])], totalCount: (first?.totalCount ?? 0) + 1 },
      ...rest.map((page) => ({ ...page, totalCount: page.totalCount + 1 })),
    ];
    return { feed: { ...feed, pages }, unreadDelta };
  }

  const ids = new Set(change.ids);
  const hit = items.filter((i) => ids.has(i.id));
  if (!feed) return { unreadDelta: 0 };
  switch (change.kind) {
    case 'read':
      return {
        feed: mapItems(feed, (list) => list.map((i) => (ids.has(i.id) ? { ...i, isRead: true } : i))),
        unreadDelta: -hit.filter((i) => !i.isRead).length,
      };
    case 'unread':
      return {
        feed: mapItems(feed, (list) => list.map((i) => (ids.has(i.id) ? { ...i, isRead: false } : i))),
        unreadDelta: hit.filter((i) => i.isRead).length,
      };
    case 'removed':
      return {
        feed: mapItems(feed, (list) => list.filter((i) => !ids.has(i.id)), -hit.length),
        unreadDelta: -hit.filter((i) => !i.isRead).length,
      };
    case 'actioned':
      return {
        feed: mapItems(feed, (list) => list.map((i) => (ids.has(i.id) ? { ...i, isActioned: true } : i))),
        unreadDelta: 0,
      };
  }
}

/**
 * Applies a change to the org's cached list and badge at once, then asks the server for the true count:
 * the loaded list cannot know about notifications it has not loaded.
 */
export function applyNotificationChange(queryClient: QueryClient, orgId: string, change: NotificationChange): void {
  const feedKey = queryKeys.notificationFeed(orgId);
  const countKey = queryKeys.notificationCount(orgId);
  const { feed, unreadDelta } = patchFeed(queryClient.getQueryData<Feed>(feedKey), change);
  if (feed) queryClient.setQueryData<Feed>(feedKey, feed);
  if (unreadDelta !== 0) {
    queryClient.setQueryData<number>(countKey, (count) =>
      count === undefined ? count : Math.max(0, count + unreadDelta),
    );
  }
  if (change.kind !== 'actioned') void queryClient.invalidateQueries({ queryKey: countKey });
}

/** After a reconnect: whatever arrived while away is fetched again, list and badge. */
export function refetchNotifications(queryClient: QueryClient, orgId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.notificationFeed(orgId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.notificationCount(orgId) });
}
