// Fixtures for the notification tests: notifications of a given age and a stubbed notification center.
import type { Notification } from '@eos/domain';
import type { Handler } from '../../test/api-stub';
import { ids } from '../../test/fixtures';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const notificationId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A To-Do assigned by Bea `ageMs` ago, titled `To-Do {n}`: unread, no link, no actions. */
export function notificationFixture(n: number, ageMs: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: notificationId(n),
    type: 'TodoAssigned',
    message: `Bea Two assigned you the To-Do “To-Do ${n}”.`,
    messageKey: 'NOTIF_TODO_ASSIGNED',
    messageParams: ['Bea Two', `To-Do ${n}`],
    link: null,
    createdAt: new Date(Date.now() - ageMs).toISOString(),
    isRead: false,
    isRemoved: false,
    isActioned: false,
    approvalUrl: null,
    denyUrl: null,
    ...overrides,
  };
}

export const approvalUrl = `person/approveupgrade/${ids.bea}/${ids.org}`;
export const denyUrl = `person/denyupgrade/${ids.bea}/${ids.org}`;

/** Bea, an Observer, asked to be upgraded `ageMs` ago: actionable. */
export function upgradeRequestFixture(n: number, ageMs: number, overrides: Partial<Notification> = {}): Notification {
  return notificationFixture(n, ageMs, {
    type: 'UpgradeRequested',
    message: 'Bea Two asked to be upgraded from Observer to a licensed user.',
    messageKey: 'NOTIF_UPGRADE_REQUESTED',
    messageParams: ['Bea Two'],
    approvalUrl,
    denyUrl,
    ...overrides,
  });
}

/**
 * The notification center over `store` (newest first, as the server sorts): the count of unread
 * ones, paged search, and read / unread / remove / read-all that change the store as the server would.
 */
export function notificationRoutes(store: Notification[]): Record<string, Handler> {
  const unread = () => store.filter((n) => !n.isRead).length;
  const set = (id: string, patch: Partial<Notification>) => {
    const i = store.findIndex((n) => n.id === id);
    if (i >= 0) store[i] = { ...(store[i] as Notification), ...patch };
  };
  const byId = (body: unknown) => (body as { id: string }).id;
  return {
    'GET notification-center/count': () => ({ body: { succeeded: true, unread: unread() } }),
    'POST notification-center/search': (body) => {
      const { startIndex, endIndex } = body as { startIndex: number; endIndex: number };
      const items = store.slice(startIndex, endIndex);
      return { body: { succeeded: true, items, totalCount: store.length, totalPages: 1 } };
    },
    'PUT notification-center/read': (body) => {
      set(byId(body), { isRead: true });
      return { body: { succeeded: true } };
    },
    'PUT notification-center/unread': (body) => {
      set(byId(body), { isRead: false });
      return { body: { succeeded: true } };
    },
    'PUT notification-center/remove': (body) => {
      const i = store.findIndex((n) => n.id === byId(body));
      if (i >= 0) store.splice(i, 1);
      return { body: { succeeded: true } };
    },
    'PUT notification-center/read/all': (body) => {
      for (const { id } of body as { id: string }[]) set(id, { isRead: true });
      return { body: { succeeded: true } };
    },
    // A decision actions every notification of that request (the owner's and each admin's).
    [`POST ${approvalUrl}`]: () => {
      for (const n of store) if (n.approvalUrl === approvalUrl) set(n.id, { isActioned: true });
      return { body: { succeeded: true, upgradeRequestStatus: 'Completed' } };
    },
    [`POST ${denyUrl}`]: () => {
      for (const n of store) if (n.denyUrl === denyUrl) set(n.id, { isActioned: true });
      return { body: { succeeded: true, upgradeRequestStatus: 'Denied' } };
    },
  };
}
