import type { Notification, NotificationType } from '@eos/domain';
import { messageText } from '../../lib/errors.ts';
import type { NotificationRow } from './repository.ts';

/**
 * The notification as the API shows it (an allow-list). `message` is the English text rendered from
 * the stored key and parameters; the web app renders the same key from the user's language pack.
 */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    message: messageText(row.messageKey, row.messageParams),
    messageKey: row.messageKey,
    messageParams: row.messageParams,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
    isRemoved: row.isRemoved,
    isActioned: row.isActioned,
    approvalUrl: row.approvalUrl,
    denyUrl: row.denyUrl,
  };
}
