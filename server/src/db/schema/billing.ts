import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './orgs.ts';

/**
 * Our own billing records (issue 20), whatever the provider (BILLING_PROVIDER sandbox or stripe): which
 * provider customer an organization is, its account email, the address of each card, and the provider's
 * events as they arrived. The provider keeps the cards and subscriptions themselves.
 */

const orgId = () =>
  uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * An organization's customer at the payment provider, made on its first billing call (POST payment/token
 * or subscription/customer) with the Owner's email or the one given. account_email is the account
 * (billing) email of 002 §3 'Account information', which the provider's customer carries too.
 */
export const orgBilling = pgTable(
  'org_billing',
  {
    orgId: orgId().primaryKey(),
    /** The provider the customer lives at ('sandbox', 'stripe'): a deployment that changes provider starts over. */
    provider: text('provider').$type<'sandbox' | 'stripe'>().notNull(),
    customerId: text('customer_id').notNull(),
    accountEmail: text('account_email').notNull(),
    /** The provider's subscription once checked out (kept after it ends: renew knows the plan). */
    subscriptionId: text('subscription_id'),
    plan: text('plan').$type<'eos-one-monthly' | 'eos-one-annual'>(),
    /** Paid seats the provider charges for (the quantity last sent to it). */
    seats: integer('seats'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Promo codes applied (POST subscription/apply-coupon) and waiting for the checkout. */
    couponCodes: text('coupon_codes').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A provider's event names a customer, not an organization: the one look-up that is not by org_id.
  (t) => [uniqueIndex('org_billing_provider_customer_key').on(t.provider, t.customerId)],
);

/** The billing address of one card (002 §3 'Billing address'), as POST payment/add and billing-address/{id} set it. */
export const billingAddresses = pgTable(
  'billing_addresses',
  {
    orgId: orgId(),
    paymentMethodId: text('payment_method_id').notNull(),
    countryCode: text('country_code').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    city: text('city'),
    stateOrProvince: text('state_or_province'),
    postalCode: text('postal_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.paymentMethodId], name: 'billing_addresses_pkey' })],
);

/**
 * What the provider reported (Stripe's webhooks, the sandbox clock's renewals), kept once per event id:
 * a delivery Stripe repeats finds its row and is not recorded again. processed_at is set when the
 * subscription service has acted on it (that processing comes with the subscription work; until then
 * events are recorded and left unprocessed).
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    orgId: orgId(),
    provider: text('provider').$type<'sandbox' | 'stripe'>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    // An event id is unique at its provider: the idempotency key, checked before the organization is
    // known to matter (like org_billing's customer key, a look-up by the provider's id, not by org_id).
    primaryKey({ columns: [t.provider, t.eventId], name: 'billing_events_pkey' }),
    index('billing_events_org_received_idx').on(t.orgId, t.receivedAt),
  ],
);
