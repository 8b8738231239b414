import type { Notification } from '@eos/domain';
import type { I18n } from '../../app/i18n';

/**
 * A notification in the user's language: its message id with the server's {0} {1}… parameters, or the
 * server's English text when this pack does not know the id (an older client, a newer server).
 */
export function notificationText(
  i18n: I18n,
  notification: Pick<Notification, 'message' | 'messageKey' | 'messageParams'>,
) {
  if (!notification.messageKey || !i18n.exists(notification.messageKey)) return notification.message;
  const params = Object.fromEntries(notification.messageParams.map((value, index) => [String(index), value]));
  return i18n.t(notification.messageKey, params);
}
