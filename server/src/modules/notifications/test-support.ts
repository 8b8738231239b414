import type { Notification, NotificationType } from '@eos/domain';
import type { SignedInUser } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/harness.ts';
import { notifications } from '../../db/schema/index.ts';
import { caller } from '../meetings/test-support.ts';
import type { NotificationRow } from './repository.ts';

export { type Emitted, personId, recordEvents } from '../issues/test-support.ts';
export { caller };

/** The person's notifications as the bell lists them (newest first, not removed). */
export async function inboxOf(t: TestApp, user: SignedInUser, filters: Record<string, string[]> = {}) {
  const res = await caller(t)('POST', '/notification-center/search', user.cookie, { filters, endIndex: 100 });
  if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
  return res.json().items as Notification[];
}

/** The bell's badge for the person. */
export async function unreadOf(t: TestApp, user: SignedInUser): Promise<number> {
  return (await caller(t)('GET', '/notification-center/count', user.cookie)).json().unread;
}

/**
 * A notification written straight to the database, for the list tests (the triggers are tested
 * through the API). `createdAt` makes the order known.
 */
export async function seedNotification(
  t: TestApp,
  to: SignedInUser,
  over: Partial<Omit<NotificationRow, 'id' | 'orgId' | 'recipientId'>> & { type?: NotificationType } = {},
): Promise<NotificationRow> {
  const [row] = await t.ctx.db
    .insert(notifications)
    .values({
      orgId: to.org.id,
      recipientId: to.membership.id,
      type: 'TodoAssigned',
      messageKey: 'NOTIF_TODO_ASSIGNED',
      messageParams: ['Ada Lovelace', 'Seeded'],
      ...over,
    })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}
