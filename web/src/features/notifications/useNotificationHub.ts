import type { NotificationType } from '@eos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../api/keys';
import { connectHub } from '../../app/socket';
import { applyNotificationChange, type NotificationChange, refetchNotifications } from './notificationCache';

/** The hub's id events (002 §7) and the change each one is to the cached list. */
const ID_EVENTS = {
  NotificationRead: 'read',
  NotificationUnread: 'unread',
  NotificationRemoved: 'removed',
  NotificationActioned: 'actioned',
} as const satisfies Record<string, Exclude<NotificationChange['kind'], 'new'>>;

const UPGRADE_OUTCOMES = new Set<NotificationType>(['UpgradeApproved', 'UpgradeDenied']);

/**
 * The notification hub while in an organization: what happens to the user's notifications in any tab
 * (a new one, read, unread, removed, actioned) updates this tab's bell and list at once. The server
 * puts the socket in the room of the user's person in the current organization (from the session
 * cookie), so a new organization means a new connection. After a dropped connection comes back, the
 * list and the badge are fetched again, so nothing sent while away is missed.
 * The events' schemas are downloaded with the first event, which waits for them as do those after it,
 * in order: zod is not part of a signed-in page's first load until a form or an event needs it (issue 18).
 */
export function useNotificationHub(orgId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!orgId) return;
    let schemas: Promise<typeof import('@eos/domain/schemas/notifications')> | undefined;
    /** Runs `apply` with the schemas, in the order events came; without them (offline) the reconnect refetch catches up. */
    const withSchemas = (apply: (loaded: Awaited<NonNullable<typeof schemas>>) => void) => {
      // A failed download (offline) is tried again with the next event.
      schemas ??= import('@eos/domain/schemas/notifications').catch((error: unknown) => {
        schemas = undefined;
        throw error;
      });
      void schemas.then(apply, () => undefined);
    };
    const socket = connectHub('/notification-hub');
    let connectedBefore = false;
    socket.on('connect', () => {
      if (connectedBefore) refetchNotifications(queryClient, orgId);
      connectedBefore = true;
    });
    socket.on('NewNotification', (payload: unknown) =>
      withSchemas(({ Notification }) => {
        const parsed = Notification.safeParse(payload);
        if (!parsed.success) return;
        applyNotificationChange(queryClient, orgId, { kind: 'new', notification: parsed.data });
        // The outcome of the user's own upgrade request: the session carries the new status (and, when
        // approved, the license), so the sub-bar's status and the add actions follow without a reload.
        if (UPGRADE_OUTCOMES.has(parsed.data.type)) void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      }),
    );
    for (const [event, kind] of Object.entries(ID_EVENTS)) {
      socket.on(event, (payload: unknown) =>
        withSchemas(({ NotificationIdsEvent }) => {
          const parsed = NotificationIdsEvent.safeParse(payload);
          if (parsed.success) applyNotificationChange(queryClient, orgId, { kind, ids: parsed.data.ids });
        }),
      );
    }
    return () => {
      socket.disconnect();
    };
  }, [orgId, queryClient]);
}
