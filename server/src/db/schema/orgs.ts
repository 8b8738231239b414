import type { Widget } from '@eos/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
  /** Free company domains (001 §6): people with these addresses are not charged. Lower-case. */
  freeDomains: text('free_domains').array().notNull().default([]),
  /** How names read for people who did not choose their own style (002 §9). */
  nameDisplayStyle: text('name_display_style').notNull().default('full'),
  /** The role an invitee row starts with (any role but Owner). */
  defaultInviteeRole: text('default_invitee_role').notNull().default('Member'),
  /** The Owner requires two-step verification: members without it must enrol before using the org. */
  requireTwoStep: boolean('require_two_step').notNull().default(false),
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
    /**
     * The role a canceled or failed subscription took away (002 §6: everyone but the Owner becomes a
     * Free Observer); given back when the organization pays again. Null otherwise.
     */
    billingSuspendedRole: text('billing_suspended_role'),
    experienceLevel: text('experience_level').notNull().default('New'),
    upgradeRequestStatus: text('upgrade_request_status').notNull().default('None'),
    navBarOpen: boolean('nav_bar_open').notNull().default(true),
    theme: text('theme').notNull().default('default'),
    /** The person's widget layout (domain DashboardLayout's widgets); null until they change the default. */
    dashboard: jsonb('dashboard').$type<Widget[]>(),
    /** Which dashboard / shows them: 'widgets' or 'classic' (PUT user/dashboard/{orgId}/{dashboard}). */
    dashboardKind: text('dashboard_kind').notNull().default('widgets'),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * When the person accepted their invitation; null while invited. An invited person is a person of
     * the organization (owners, meeting invitees, the License tab) but gives their account no access:
     * sessions, the org list and the hubs only see joined memberships.
     */
    joinedAt: timestamp('joined_at', { withTimezone: true }).defaultNow(),
    /** An outside EOS Implementer (coach): free, shown with a badge; at most one per organization. */
    isImplementer: boolean('is_implementer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_org_account_key').on(t.orgId, t.accountId),
    index('memberships_account_idx').on(t.accountId),
    uniqueIndex('memberships_org_implementer_key').on(t.orgId).where(sql`${t.isImplementer}`),
  ],
);
