import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberships, organizations } from './orgs.ts';

/**
 * One notification for one person (a membership: a user in two organizations has two inboxes). The
 * message is stored as a language-pack key with its parameters, rendered when read, so the web app
 * can show it in the user's language. `subject_id` names what the notification is about when other
 * notifications must find it again (the requesting person of an upgrade request: approving or denying
 * it actions every copy the Owner and Admins got).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => memberships.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    messageKey: text('message_key').notNull(),
    messageParams: text('message_params').array().notNull().default([]),
    /** The in-app path it opens, or null. */
    link: text('link'),
    subjectId: uuid('subject_id'),
    isRead: boolean('is_read').notNull().default(false),
    isRemoved: boolean('is_removed').notNull().default(false),
    isActioned: boolean('is_actioned').notNull().default(false),
    approvalUrl: text('approval_url'),
    denyUrl: text('deny_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The bell: one person's notifications, newest first (and its unread count).
    index('notifications_org_recipient_created_idx').on(t.orgId, t.recipientId, t.createdAt.desc()),
    index('notifications_org_subject_idx').on(t.orgId, t.subjectId),
  ],
);
