import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BillingAddress, PlanHandle } from '../../integrations/payments/types.ts';
import { organizations } from './orgs.ts';

/**
 * The sandbox payment provider's own records (BILLING_PROVIDER=sandbox,
 * integrations/payments/sandbox): what Stripe would keep on its side. Ids are prefixed random
 * strings like Stripe's (cus_, pm_, sub_, in_, tok_). Every row carries the organization of its
 * customer, and every lookup goes by org_id first. A card number or CVC is never stored: only its
 * brand, last four, expiry and how the sandbox's test card behaves.
 *
 * The renewal sweep (runDue) and the coupon redemption count read across organizations without an
 * index of their own: these tables hold test data only, and a scan of them is cheap.
 */

const orgId = () =>
  uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** How a sandbox test card behaves (decided from its number at tokenizing; the number is dropped). */
export type SandboxCardBehavior =
  /** Attaches and pays. */
  | 'succeeds'
  /** Refused when attached: card_declined (4000 0000 0000 0002). */
  | 'declined'
  /** Refused when attached: expired_card (4000 0000 0000 0069). */
  | 'expired'
  /** Refused when attached: incorrect_cvc (4000 0000 0000 0127). */
  | 'incorrect_cvc'
  /** Attaches, but every charge is declined: card_declined (4000 0000 0000 0341). */
  | 'charge_declined';

export const sandboxCustomers = pgTable(
  'sandbox_customers',
  {
    id: text('id').primaryKey(),
    orgId: orgId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /**
     * SHA-256 of the current card form secret (cardFormSecret), null once used. One at a time: asking
     * for a new one replaces the last.
     */
    formSecretHash: text('form_secret_hash'),
    formSecretExpiresAt: timestamp('form_secret_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_customers_org_idx').on(t.orgId, t.createdAt)],
);

/** A tokenized card waiting to be attached to the customer whose form made it; used once. */
export const sandboxCardTokens = pgTable(
  'sandbox_card_tokens',
  {
    id: text('id').primaryKey(),
    orgId: orgId(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    behavior: text('behavior').$type<SandboxCardBehavior>().notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_card_tokens_org_customer_idx').on(t.orgId, t.customerId)],
);

/** A card on file. At most one primary per customer. */
export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    orgId: orgId(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    behavior: text('behavior').$type<SandboxCardBehavior>().notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    address: jsonb('address').$type<BillingAddress>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_payment_methods_org_customer_idx').on(t.orgId, t.customerId, t.createdAt),
    uniqueIndex('sandbox_payment_methods_org_customer_primary_key')
      .on(t.orgId, t.customerId)
      .where(sql`${t.isPrimary}`),
  ],
);

export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    orgId: orgId(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<PlanHandle>().notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<'active' | 'past_due' | 'unpaid' | 'canceled'>().notNull(),
    /** The tax rate in percent the subscription was started with, applied to every invoice. */
    taxPercent: doublePrecision('tax_percent').notNull(),
    /** The coupon redeemed at the start (its terms copied here), applied to every invoice. */
    couponCode: text('coupon_code'),
    couponPercentOff: doublePrecision('coupon_percent_off'),
    couponAmountOffCents: integer('coupon_amount_off_cents'),
    /** When billing started: every period ends on this instant's day of the month (clamped in short months). */
    billingCycleAnchor: timestamp('billing_cycle_anchor', { withTimezone: true }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Seat changes since the last invoice, prorated, in cents (negative: a credit); added to the next one. */
    pendingProrationCents: integer('pending_proration_cents').notNull().default(0),
    latestInvoiceId: text('latest_invoice_id'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_subscriptions_org_customer_idx').on(t.orgId, t.customerId)],
);

export const sandboxInvoices = pgTable(
  'sandbox_invoices',
  {
    id: text('id').primaryKey(),
    orgId: orgId(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => sandboxSubscriptions.id, { onDelete: 'cascade' }),
    /** subscription_create, subscription_cycle. */
    source: text('source').notNull(),
    /** Seats × the period's price, plus any proration carried over. */
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currencyCode: text('currency_code').notNull(),
    status: text('status').$type<'Paid' | 'Open' | 'Failed' | 'Void'>().notNull(),
    issueDate: timestamp('issue_date', { withTimezone: true }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    /** The period it pays for. */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** Charges tried so far; while Open, the next automatic one is due at next_attempt_at. */
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_invoices_org_customer_issued_idx').on(t.orgId, t.customerId, t.issueDate),
    index('sandbox_invoices_org_subscription_idx').on(t.orgId, t.subscriptionId),
  ],
);
