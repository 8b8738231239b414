import type { Notification, UpgradeRequestStatus } from '@eos/domain';
import { SEARCH } from '@eos/domain';
import { api } from '../../api/client';

/** One page of POST notification-center/search, with where it started (for the next page). */
export interface NotificationPage {
  items: Notification[];
  totalCount: number;
}

/** The paged list, newest first (the server sorts it; removed ones are not in it). 25 a page (002 §9). */
export function fetchNotificationPage(startIndex: number): Promise<NotificationPage> {
  return api.post<NotificationPage>('notification-center/search', {
    startIndex,
    endIndex: startIndex + SEARCH.pageSize,
    includeTotalCount: true,
    filters: {},
    sorts: [],
  });
}

/** The bell's badge: unread and not removed. */
export async function fetchUnreadCount(): Promise<number> {
  const answer = await api.get<{ unread: number }>('notification-center/count');
  return answer.unread;
}

export type NotificationChange = 'read' | 'unread' | 'remove';

/** PUT notification-center/read | unread | remove. Quiet: the caller shows the ERROR toast. */
export function changeNotification(change: NotificationChange, id: string): Promise<unknown> {
  return api.put(`notification-center/${change}`, { id }, { quiet: true });
}

/** PUT notification-center/read/all with the unread ones the user has loaded (000 §7). */
export function markAllRead(ids: string[]): Promise<unknown> {
  return api.put(
    'notification-center/read/all',
    ids.map((id) => ({ id })),
    { quiet: true },
  );
}

interface UpgradeAnswer {
  upgradeRequestStatus: UpgradeRequestStatus;
}

/** POST {approvalUrl} or {denyUrl}: API paths relative to /api/v2, carried by the notification. */
export function decideUpgrade(url: string): Promise<UpgradeAnswer> {
  return api.post<UpgradeAnswer>(url, {}, { quiet: true });
}

/** POST person/upgrade: an Observer asks to become licensed. */
export function requestUpgrade(): Promise<UpgradeAnswer> {
  return api.post<UpgradeAnswer>('person/upgrade', {}, { quiet: true });
}
