import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { publishIds } from './notify.ts';
import { type Inbox, markRead, setNotificationFlags } from './repository.ts';

/** What the per-notification calls change, and the event each one sends. */
const CHANGES = {
  read: { values: { isRead: true }, event: 'NotificationRead' },
  unread: { values: { isRead: false }, event: 'NotificationUnread' },
  remove: { values: { isRemoved: true }, event: 'NotificationRemoved' },
} as const;
export type NotificationChange = keyof typeof CHANGES;

/**
 * Read, unread or remove one of the caller's notifications; anyone else's id is 404. The user's other
 * tabs hear of it (the bell's count and list follow).
 */
export async function changeNotification(
  ctx: AppContext,
  opts: { inbox: Inbox; id: string; change: NotificationChange },
): Promise<void> {
  const { values, event } = CHANGES[opts.change];
  const row = await setNotificationFlags(ctx.db, opts.inbox, opts.id, values);
  if (!row) throw notFound();
  publishIds(ctx, event, [row]);
}

/**
 * Mark all read: the ids the user saw (other people's are ignored), or every unread one when the
 * list is empty or missing. One NotificationRead with what changed.
 */
export async function markAllRead(ctx: AppContext, opts: { inbox: Inbox; ids: string[] | undefined }): Promise<void> {
  const ids = opts.ids && opts.ids.length > 0 ? opts.ids : undefined;
  const changed = await markRead(ctx.db, opts.inbox, ids);
  if (changed.length > 0)
    publishIds(
      ctx,
      'NotificationRead',
      changed.map((id) => ({ id, recipientId: opts.inbox.personId })),
    );
}
