import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberships, organizations } from './orgs.ts';

/**
 * Outbound webhook endpoints of an organization (issue 22, docs/webhooks.md): where signed POSTs go and
 * which events they hear. The signing secret must be read back to sign, so it is kept sealed with
 * SECRETS_KEY when the operator set one (lib/secrets.ts), as it is otherwise, and never answered
 * after it was shown once.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** lib/secrets.ts seal() of the secret ('whsec_…'). */
    secret: text('secret').notNull(),
    /** Subscribed events (domain WebhookEvents). */
    events: text('events').array().notNull(),
    active: boolean('active').notNull().default(true),
    /** The Owner or Admin who added it; null once they are removed. */
    createdById: uuid('created_by_id').references(() => memberships.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_org_idx').on(t.orgId, t.createdAt)],
);

/**
 * One event for one endpoint, kept until it is delivered or given up (and for the log a while after).
 * Its id is the Webhook-Id the receiver gets on every attempt (idempotency). Each node's worker claims
 * due pending rows with FOR UPDATE SKIP LOCKED and leases them (`claimed_until`) while it sends.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The body sent: { id, event, orgId, occurredAt, data }. */
    payload: jsonb('payload').notNull(),
    /** 'pending' | 'delivered' | 'failed' (domain WebhookDeliveryStatuses). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due (pending only). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A node is sending it until then; another node may take it over after (a node that died). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_org_endpoint_idx').on(t.orgId, t.endpointId, t.createdAt),
    // The worker's question: pending deliveries whose attempt is due, oldest first.
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
