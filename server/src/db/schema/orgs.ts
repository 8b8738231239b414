import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  implementer: text('implementer'),
  themeColor: text('theme_color').notNull().default('default'),
  subscriptionStatus: text('subscription_status').notNull().default('Trial'),
  paymentStatus: text('payment_status').notNull().default('None'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  createdById: uuid('created_by_id').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person: an account's membership of one organization. Its id is the person id that
 * every org-scoped record (owners, invitees…) points at.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** 'Action|Area' strings, e.g. 'Update|Billing'. */
    permissions: text('permissions').array().notNull().default([]),
    hasLicense: boolean('has_license').notNull().default(true),
    experienceLevel: text('experience_level').notNull().default('New'),
    upgradeRequestStatus: text('upgrade_request_status').notNull().default('None'),
    navBarOpen: boolean('nav_bar_open').notNull().default(true),
    theme: text('theme').notNull().default('default'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_org_account_key').on(t.orgId, t.accountId),
    index('memberships_account_idx').on(t.accountId),
  ],
);
