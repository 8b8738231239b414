import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memberships, organizations } from './orgs.ts';

/**
 * Invitations: who invited whom to which organization with which role. The mailed key is 256 random
 * bits; only its SHA-256 is stored. Status is Pending, Accepted or Revoked; a Pending one past
 * `expires_at` reads as Expired. A resend replaces the key and the expiry.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The invited person (a membership not joined yet); null once that person was removed. */
    personId: uuid('person_id').references(() => memberships.id, { onDelete: 'set null' }),
    invitedById: uuid('invited_by_id').references(() => memberships.id, { onDelete: 'set null' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    isImplementer: boolean('is_implementer').notNull().default(false),
    status: text('status').notNull().default('Pending'),
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitations_org_person_idx').on(t.orgId, t.personId),
    index('invitations_org_email_idx').on(t.orgId, t.email),
    // One open invitation per person: a new one replaces it.
    uniqueIndex('invitations_pending_person_key').on(t.orgId, t.personId).where(sql`${t.status} = 'Pending'`),
  ],
);
