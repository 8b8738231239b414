import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import {
  sandboxCardTokens,
  sandboxCustomers,
  sandboxInvoices,
  sandboxPaymentMethods,
  sandboxSubscriptions,
} from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import {
  type BillingAddress,
  type CouponLookup,
  PaymentDeclined,
  type PaymentProfile,
  type PaymentProvider,
  type PlanHandle,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../types.ts';
import { type CardInput, cardExpired, checkCard, declined } from './cards.ts';
import { SandboxClock } from './clock.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a renewal charge fails, the sandbox tries again on a later runDue: 1 day after the failed
 * attempt, then 3 days after that retry, then 5 days after that one (each delay counts from the
 * previous attempt, like Stripe's custom retry schedule). When the last retry fails too it gives up:
 * the invoice is Failed, the subscription unpaid, and the event says willRetry false.
 */
export const RETRY_DELAYS_MS: readonly number[] = [1 * DAY_MS, 3 * DAY_MS, 5 * DAY_MS];

/** How long a card form secret (cardFormSecret) can be used, by the sandbox clock. */
export const FORM_SECRET_TTL_MS = 60 * 60 * 1000;

/**
 * A coupon the sandbox knows (configured by the operator). percentOff or amountOffCents, not both.
 * A coupon applies to every invoice of the subscription that redeemed it (Stripe's duration
 * "forever"); amountOffCents comes off each invoice's subtotal, never below zero.
 */
export interface SandboxCoupon {
  code: string;
  percentOff?: number | null;
  amountOffCents?: number | null;
  /** From this instant on (sandbox clock) it is expired. */
  expiresAt?: Date | null;
  /** Subscriptions that may redeem it, across all organizations; then it is not applicable. */
  maxRedemptions?: number | null;
}

export interface SandboxProviderOptions {
  db: Db;
  clock: SandboxClock;
  /** Told of every event after the change it reports is committed (awaited, in order). */
  onEvent: (event: ProviderEvent) => void | Promise<void>;
  /**
   * Seat prices in cents per seat per BILLING PERIOD of each plan: the monthly plan's is one seat for
   * one month, the annual plan's one seat for one year (config PLAN_MONTHLY_PRICE_CENTS 1500 = $15 a
   * month, PLAN_ANNUAL_PRICE_CENTS 15000 = $150 a year). GET payment/plans shows the same numbers as
   * priceInCents, so what a plan shows is what one seat's invoice charges (docs/decisions.md
   * 'Billing (issue 20)').
   */
  prices: Record<PlanHandle, number>;
  coupons?: readonly SandboxCoupon[];
  /** Default USD. */
  currencyCode?: string;
}

/** What one runDue call did. */
export interface SandboxRunResult {
  /** Renewals and retries that were paid. */
  paid: number;
  /** Renewals and retries that failed (given up or not). */
  failed: number;
  /** Subscriptions ended at the end of their period. */
  ended: number;
}

type CustomerRow = typeof sandboxCustomers.$inferSelect;
type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
type InvoiceRow = typeof sandboxInvoices.$inferSelect;
type PaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A Stripe-like id: the prefix, an underscore and 24 random letters and digits (~143 bits). */
export function sandboxId(prefix: 'cus' | 'pm' | 'sub' | 'in' | 'tok' | 'evt'): string {
  let id = `${prefix}_`;
  for (let i = 0; i < 24; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** `months` calendar months after `anchor`, the day kept where the month has it (Jan 31 -> Feb 28/29). */
function addMonths(anchor: Date, months: number): Date {
  const y = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(anchor);
  d.setUTCFullYear(y, m, Math.min(anchor.getUTCDate(), lastDay));
  return d;
}

const periodMonths = (plan: PlanHandle) => (plan === 'eos-one-annual' ? 12 : 1);

/**
 * The end of the period that starts at `start`, on the subscription's billing cycle: periods end on
 * the anchor's day of the month (clamped in short months), so they do not drift after a February.
 */
function periodEndAfter(anchor: Date, start: Date, plan: PlanHandle): Date {
  const step = periodMonths(plan);
  const monthsBetween =
    (start.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + start.getUTCMonth() - anchor.getUTCMonth();
  let n = Math.max(step, Math.floor(monthsBetween / step) * step);
  while (addMonths(anchor, n).getTime() <= start.getTime()) n += step;
  return addMonths(anchor, n);
}

interface Priced {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** A credit larger than the invoice, carried to the next one (<= 0). */
  carryCents: number;
}

/**
 * An invoice's amounts: seats × the plan's price (per seat per period) plus any proration carried, less the coupon, plus
 * tax on what is left (rounded to the cent, half away from zero).
 */
function price(
  sub: Pick<SubscriptionRow, 'plan' | 'quantity' | 'taxPercent' | 'couponPercentOff' | 'couponAmountOffCents'>,
  prices: Record<PlanHandle, number>,
  prorationCents: number,
): Priced {
  const raw = sub.quantity * prices[sub.plan] + prorationCents;
  const subtotalCents = Math.max(0, raw);
  const carryCents = Math.min(0, raw);
  const discountCents =
    sub.couponPercentOff != null
      ? Math.round((subtotalCents * sub.couponPercentOff) / 100)
      : Math.min(subtotalCents, sub.couponAmountOffCents ?? 0);
  const taxCents = Math.round(((subtotalCents - discountCents) * sub.taxPercent) / 100);
  return { subtotalCents, discountCents, taxCents, totalCents: subtotalCents - discountCents + taxCents, carryCents };
}

function toInvoice(row: InvoiceRow): ProviderInvoice {
  return {
    id: row.id,
    totalAmount: row.totalCents,
    taxAmount: row.taxCents,
    currencyCode: row.currencyCode,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    invoiceStatus: row.status,
    source: row.source,
  };
}

function toProfile(row: PaymentMethodRow): PaymentProfile {
  return {
    id: row.id,
    cardType: row.brand,
    lastFour: row.lastFour,
    expirationMonth: row.expMonth,
    expirationYear: row.expYear,
    isPrimary: row.isPrimary,
  };
}

const conflict = (text: string) => new AppError('conflict', [{ text }]);

/**
 * BILLING_PROVIDER=sandbox: the whole payment flow without a payment company. Cards are the usual
 * test numbers (cards.ts), the records are ours (db/schema/sandbox-payments.ts), and time is the
 * SandboxClock: runDue() renews, retries and ends subscriptions whose time has come by that clock.
 *
 * Scoping. Every call names a customer or a subscription, and every other id it takes (a card, a
 * token) is only found together with that customer and its organization: another customer's card
 * reads as missing (404). The subscription service takes customer and subscription ids from its own
 * organization's row, never from a request; for a second guard, `forOrg(orgId)` gives a provider
 * bound to one organization, on which any id of another organization reads as missing too, so it
 * cannot even list another organization's cards.
 *
 * Every change of several rows is one transaction; events go to onEvent after it commits.
 */
export class SandboxProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  readonly clock: SandboxClock;
  private readonly db: Db;
  private readonly onEvent: SandboxProviderOptions['onEvent'];
  private readonly prices: Record<PlanHandle, number>;
  private readonly coupons: readonly SandboxCoupon[];
  private readonly currencyCode: string;

  constructor(
    private readonly options: SandboxProviderOptions,
    /** Set by forOrg: the one organization this provider answers for. */
    readonly orgId: string | null = null,
  ) {
    this.db = options.db;
    this.clock = options.clock;
    this.onEvent = options.onEvent;
    this.prices = options.prices;
    this.coupons = options.coupons ?? [];
    this.currencyCode = (options.currencyCode ?? 'USD').toUpperCase();
    for (const coupon of this.coupons) {
      if ((coupon.percentOff == null) === (coupon.amountOffCents == null))
        throw new Error(`Sandbox coupon ${coupon.code}: give percentOff or amountOffCents, not both.`);
    }
  }

  /** The same provider, answering only for one organization's customers and subscriptions. */
  forOrg(orgId: string): SandboxProvider {
    return new SandboxProvider(this.options, orgId);
  }

  // ---- Card form ----------------------------------------------------------------------------

  /**
   * The card form's session: a random secret the browser's form posts back with the card to
   * tokenize(). It names its customer (`<customerId>_secret_<random>`) and only its SHA-256 is kept, on
   * the customer's row, with an expiry an hour away. It is good once: tokenize() clears it when it
   * makes a token, and asking for a new one replaces the old (one open form per customer). So a token
   * can only be made through a form our server opened for that customer, and belongs to that customer.
   */
  async cardFormSecret(customerId: string): Promise<string> {
    const customer = await this.customer(this.db, customerId);
    const secret = `${customer.id}_secret_${sandboxId('tok').slice(4)}`;
    await this.db
      .update(sandboxCustomers)
      .set({
        formSecretHash: sha256(secret).toString('hex'),
        formSecretExpiresAt: new Date(this.clock.now().getTime() + FORM_SECRET_TTL_MS),
      })
      .where(and(eq(sandboxCustomers.orgId, customer.orgId), eq(sandboxCustomers.id, customer.id)));
    return secret;
  }

  /**
   * What the sandbox's card form posts to: checks the card like a form does (cards.ts checkCard) and
   * the form secret (see cardFormSecret), then stores a one-use token with the card's brand, last four
   * and expiry (never its number or CVC). A card that fails the checks leaves the secret usable, so the
   * person can correct it. Pass the provider's clock (`provider.clock`) so expiry follows simulated time.
   */
  static async tokenize(
    db: Db,
    card: CardInput & { secret: string },
    clock: Pick<SandboxClock, 'now'> = new SandboxClock(),
  ): Promise<{ token: string; cardType: string; lastFour: string }> {
    const now = clock.now();
    const customerId = String(card.secret).split('_secret_')[0] ?? '';
    return db.transaction(async (tx) => {
      const [customer] = await tx
        .select()
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.id, customerId))
        .for('update');
      const given = sha256(String(card.secret));
      const stored = customer?.formSecretHash ? Buffer.from(customer.formSecretHash, 'hex') : null;
      if (
        !customer ||
        !stored ||
        !timingSafeEqual(stored, given) ||
        !customer.formSecretExpiresAt ||
        customer.formSecretExpiresAt.getTime() <= now.getTime()
      ) {
        throw new PaymentDeclined('This card form has expired. Open it again.', 'invalid_form_secret');
      }
      const checked = checkCard(card, now);
      await tx
        .update(sandboxCustomers)
        .set({ formSecretHash: null, formSecretExpiresAt: null })
        .where(and(eq(sandboxCustomers.orgId, customer.orgId), eq(sandboxCustomers.id, customer.id)));
      const token = sandboxId('tok');
      await tx.insert(sandboxCardTokens).values({
        id: token,
        orgId: customer.orgId,
        customerId: customer.id,
        brand: checked.brand,
        lastFour: checked.lastFour,
        expMonth: checked.expMonth,
        expYear: checked.expYear,
        behavior: checked.behavior,
      });
      return { token, cardType: checked.brand, lastFour: checked.lastFour };
    });
  }

  // ---- Customers and cards --------------------------------------------------------------------

  async createCustomer(input: { orgId: string; email: string; name: string }): Promise<{ customerId: string }> {
    if (this.orgId && input.orgId !== this.orgId) throw notFound();
    const id = sandboxId('cus');
    await this.db.insert(sandboxCustomers).values({ id, orgId: input.orgId, email: input.email, name: input.name });
    return { customerId: id };
  }

  async updateCustomerEmail(customerId: string, email: string): Promise<void> {
    const customer = await this.customer(this.db, customerId);
    await this.db
      .update(sandboxCustomers)
      .set({ email })
      .where(and(eq(sandboxCustomers.orgId, customer.orgId), eq(sandboxCustomers.id, customer.id)));
  }

  async attachPaymentMethod(
    customerId: string,
    token: string,
    options: { address: BillingAddress; makePrimary: boolean },
  ): Promise<PaymentProfile> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const customer = await this.customer(tx, customerId);
      const [card] = await tx
        .select()
        .from(sandboxCardTokens)
        .where(
          and(
            eq(sandboxCardTokens.orgId, customer.orgId),
            eq(sandboxCardTokens.customerId, customer.id),
            eq(sandboxCardTokens.id, token),
          ),
        )
        .for('update');
      if (!card || card.usedAt) throw new PaymentDeclined('No such card token. Enter the card again.', 'token_invalid');
      if (card.behavior === 'declined') throw declined.cardDeclined();
      if (card.behavior === 'expired' || cardExpired(card.expMonth, card.expYear, now)) throw declined.expiredCard();
      if (card.behavior === 'incorrect_cvc') throw declined.incorrectCvc();
      await tx
        .update(sandboxCardTokens)
        .set({ usedAt: now })
        .where(and(eq(sandboxCardTokens.orgId, customer.orgId), eq(sandboxCardTokens.id, card.id)));
      const existing = await this.cardsOf(tx, customer);
      const isPrimary = options.makePrimary || !existing.some((c) => c.isPrimary);
      if (isPrimary) await this.clearPrimary(tx, customer);
      const [row] = await tx
        .insert(sandboxPaymentMethods)
        .values({
          id: sandboxId('pm'),
          orgId: customer.orgId,
          customerId: customer.id,
          brand: card.brand,
          lastFour: card.lastFour,
          expMonth: card.expMonth,
          expYear: card.expYear,
          behavior: card.behavior,
          isPrimary,
          address: options.address,
        })
        .returning();
      if (!row) throw new Error('payment method insert returned nothing');
      return toProfile(row);
    });
  }

  async listPaymentMethods(customerId: string): Promise<PaymentProfile[]> {
    const customer = await this.customer(this.db, customerId);
    return (await this.cardsOf(this.db, customer)).map(toProfile);
  }

  async setPrimaryPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const customer = await this.customer(tx, customerId);
      const card = await this.cardOf(tx, customer, paymentMethodId);
      if (card.isPrimary) return;
      await this.clearPrimary(tx, customer);
      await tx
        .update(sandboxPaymentMethods)
        .set({ isPrimary: true })
        .where(and(eq(sandboxPaymentMethods.orgId, customer.orgId), eq(sandboxPaymentMethods.id, card.id)));
    });
  }

  async updatePaymentMethodAddress(
    customerId: string,
    paymentMethodId: string,
    address: BillingAddress,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const customer = await this.customer(tx, customerId);
      const card = await this.cardOf(tx, customer, paymentMethodId);
      await tx
        .update(sandboxPaymentMethods)
        .set({ address })
        .where(and(eq(sandboxPaymentMethods.orgId, customer.orgId), eq(sandboxPaymentMethods.id, card.id)));
    });
  }

  /** Removes a card. When it was the primary one, the most recently added remaining card becomes primary. */
  async detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const customer = await this.customer(tx, customerId);
      const card = await this.cardOf(tx, customer, paymentMethodId);
      await tx
        .delete(sandboxPaymentMethods)
        .where(and(eq(sandboxPaymentMethods.orgId, customer.orgId), eq(sandboxPaymentMethods.id, card.id)));
      if (!card.isPrimary) return;
      const rest = await this.cardsOf(tx, customer);
      const next = rest[rest.length - 1];
      if (next) {
        await tx
          .update(sandboxPaymentMethods)
          .set({ isPrimary: true })
          .where(and(eq(sandboxPaymentMethods.orgId, customer.orgId), eq(sandboxPaymentMethods.id, next.id)));
      }
    });
  }

  // ---- Subscriptions ----------------------------------------------------------------------------

  async createSubscription(input: {
    customerId: string;
    plan: PlanHandle;
    quantity: number;
    taxPercent: number;
    couponCode?: string | null;
  }): Promise<ProviderSubscription> {
    if (!(input.plan in this.prices)) throw new Error(`Unknown plan ${input.plan}`);
    if (!Number.isInteger(input.quantity) || input.quantity < 1)
      throw new Error('quantity must be a whole number >= 1');
    if (!Number.isFinite(input.taxPercent) || input.taxPercent < 0) throw new Error('taxPercent must be >= 0');
    const now = this.clock.now();
    const result = await this.db.transaction(async (tx) => {
      const customer = await this.customer(tx, input.customerId);
      let coupon: SandboxCoupon | null = null;
      if (input.couponCode) {
        // Two checkouts with the last redemption of a coupon: the second waits and then sees it used.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox-coupon:${input.couponCode.toLowerCase()}`}, 0))`,
        );
        const lookup = await this.couponLookup(tx, input.couponCode, now);
        if (lookup.result === 'invalid') throw new PaymentDeclined('This coupon code is not valid.', 'coupon_invalid');
        if (lookup.result === 'expired') throw new PaymentDeclined('This coupon has expired.', 'coupon_expired');
        if (lookup.result === 'not-applicable')
          throw new PaymentDeclined('This coupon can no longer be redeemed.', 'coupon_not_applicable');
        coupon = this.findCoupon(input.couponCode);
      }
      const terms = {
        plan: input.plan,
        quantity: input.quantity,
        taxPercent: input.taxPercent,
        couponCode: coupon?.code ?? null,
        couponPercentOff: coupon?.percentOff ?? null,
        couponAmountOffCents: coupon?.amountOffCents ?? null,
      };
      const amounts = price(terms, this.prices, 0);
      // The charge comes first: when it is declined nothing has been written.
      await this.charge(tx, customer, amounts.totalCents, now);
      const subscriptionId = sandboxId('sub');
      const periodEnd = periodEndAfter(now, now, input.plan);
      await tx.insert(sandboxSubscriptions).values({
        id: subscriptionId,
        orgId: customer.orgId,
        customerId: customer.id,
        ...terms,
        status: 'active',
        billingCycleAnchor: now,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
      });
      const invoice = await this.insertInvoice(tx, {
        orgId: customer.orgId,
        customerId: customer.id,
        subscriptionId,
        source: 'subscription_create',
        amounts,
        now,
        periodStart: now,
        periodEnd,
        paid: true,
      });
      const sub = await this.setLatestInvoice(tx, customer.orgId, subscriptionId, invoice.id, {});
      const events: ProviderEvent[] = [
        { type: 'invoice.paid', eventId: sandboxId('evt'), customerId: customer.id, subscriptionId, invoice },
      ];
      return { subscription: this.toSubscription(sub, invoice), events };
    });
    await this.emit(result.events);
    return result.subscription;
  }

  /**
   * Seats changed. Proration, kept simple: the difference in seats × the period's price × the share of
   * the current period still to run (by time, to the millisecond), rounded to the cent, is added to the
   * next invoice (negative when seats went down: a credit). Coupon and tax apply to it there, as to the
   * rest of that invoice. Nothing is charged now.
   */
  async updateQuantity(subscriptionId: string, quantity: number): Promise<ProviderSubscription> {
    if (!Number.isInteger(quantity) || quantity < 1) throw new Error('quantity must be a whole number >= 1');
    return this.changeSubscription(subscriptionId, (sub, now) => {
      if (sub.status === 'canceled') throw conflict('This subscription is canceled.');
      const start = sub.currentPeriodStart.getTime();
      const end = sub.currentPeriodEnd.getTime();
      const remaining = Math.min(1, Math.max(0, (end - now.getTime()) / (end - start)));
      const periodPrice = this.prices[sub.plan];
      const proration = Math.round((quantity - sub.quantity) * periodPrice * remaining);
      return { quantity, pendingProrationCents: sub.pendingProrationCents + proration };
    });
  }

  /**
   * atPeriodEnd: cancelAtPeriodEnd is set (subscription.updated) and runDue ends it when its period is
   * over (subscription.deleted); for a past_due or unpaid subscription that period is already over, so
   * the next runDue ends it. At once: canceled now (subscription.deleted). Either way an invoice still
   * being retried is voided when it ends. Canceling a canceled subscription changes nothing.
   */
  async cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<ProviderSubscription> {
    if (options.atPeriodEnd) {
      return this.changeSubscription(subscriptionId, (sub) => {
        if (sub.status === 'canceled') throw conflict('This subscription is canceled.');
        return { cancelAtPeriodEnd: true };
      });
    }
    const now = this.clock.now();
    const result = await this.db.transaction(async (tx) => {
      const sub = await this.subscription(tx, subscriptionId, true);
      if (sub.status === 'canceled') return { subscription: await this.present(tx, sub), events: [] };
      const ended = await this.end(tx, sub, now);
      const events: ProviderEvent[] = [
        { type: 'subscription.deleted', eventId: sandboxId('evt'), customerId: sub.customerId, subscriptionId: sub.id },
      ];
      return { subscription: await this.present(tx, ended), events };
    });
    await this.emit(result.events);
    return result.subscription;
  }

  async resumeSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return this.changeSubscription(subscriptionId, (sub) => {
      if (sub.status === 'canceled') throw conflict('This subscription has ended; start a new one.');
      return { cancelAtPeriodEnd: false };
    });
  }

  /**
   * Pays the latest invoice now with the primary card, when it is Open (retrying) or Failed (given up):
   * the subscription is active again, its period the one that invoice pays for. A Paid or Void invoice
   * is answered as it is. PaymentDeclined when the card is refused; nothing changes then.
   */
  async retryLatestInvoice(subscriptionId: string): Promise<ProviderInvoice> {
    const now = this.clock.now();
    const result = await this.db.transaction(async (tx) => {
      const sub = await this.subscription(tx, subscriptionId, true);
      const latest = await this.invoice(tx, sub);
      if (!latest) throw notFound();
      if (latest.status !== 'Open' && latest.status !== 'Failed') return { invoice: toInvoice(latest), events: [] };
      if (sub.status === 'canceled') throw conflict('This subscription is canceled.');
      const customer = await this.customer(tx, sub.customerId);
      await this.charge(tx, customer, latest.totalCents, now);
      return this.settle(tx, sub, latest, now);
    });
    await this.emit(result.events);
    return result.invoice;
  }

  async listInvoices(customerId: string): Promise<ProviderInvoice[]> {
    const customer = await this.customer(this.db, customerId);
    const rows = await this.db
      .select()
      .from(sandboxInvoices)
      .where(and(eq(sandboxInvoices.orgId, customer.orgId), eq(sandboxInvoices.customerId, customer.id)))
      .orderBy(desc(sandboxInvoices.issueDate), desc(sandboxInvoices.createdAt));
    return rows.map(toInvoice);
  }

  async lookupCoupon(code: string): Promise<CouponLookup> {
    return this.couponLookup(this.db, code, this.clock.now());
  }

  // ---- The clock --------------------------------------------------------------------------------

  /**
   * Does what has fallen due by the clock's now, each subscription in its own transaction (its row
   * locked and its state read again, so two nodes running it at once do each thing once):
   * - ends subscriptions set to cancel at period end whose period is over (subscription.deleted);
   * - renews active subscriptions whose period is over: an invoice for the next period charged to the
   *   primary card; paid -> the period moves on (invoice.paid); declined -> the invoice stays Open, the
   *   subscription past_due and its period where it was (invoice.payment_failed, willRetry true);
   *   a subscription several periods behind is renewed period by period while the charges succeed;
   * - retries Open invoices whose next attempt is due, by RETRY_DELAYS_MS.
   * Each state change also reports subscription.updated.
   */
  async runDue(): Promise<SandboxRunResult> {
    const now = this.clock.now();
    const result: SandboxRunResult = { paid: 0, failed: 0, ended: 0 };
    const scope = this.orgId ? [eq(sandboxSubscriptions.orgId, this.orgId)] : [];

    const ending = await this.db
      .select({ id: sandboxSubscriptions.id })
      .from(sandboxSubscriptions)
      .where(
        and(
          ...scope,
          eq(sandboxSubscriptions.cancelAtPeriodEnd, true),
          ne(sandboxSubscriptions.status, 'canceled'),
          lte(sandboxSubscriptions.currentPeriodEnd, now),
        ),
      );
    for (const { id } of ending) {
      const events = await this.db.transaction(async (tx) => {
        const sub = await this.subscription(tx, id, true);
        if (sub.status === 'canceled' || !sub.cancelAtPeriodEnd || sub.currentPeriodEnd > now) return [];
        await this.end(tx, sub, sub.currentPeriodEnd);
        result.ended++;
        return [
          {
            type: 'subscription.deleted',
            eventId: sandboxId('evt'),
            customerId: sub.customerId,
            subscriptionId: sub.id,
          },
        ] satisfies ProviderEvent[];
      });
      await this.emit(events);
    }

    const renewing = await this.db
      .select({ id: sandboxSubscriptions.id })
      .from(sandboxSubscriptions)
      .where(
        and(
          ...scope,
          eq(sandboxSubscriptions.status, 'active'),
          eq(sandboxSubscriptions.cancelAtPeriodEnd, false),
          lte(sandboxSubscriptions.currentPeriodEnd, now),
        ),
      )
      .orderBy(asc(sandboxSubscriptions.currentPeriodEnd));
    for (const { id } of renewing) {
      // At most one period per transaction; a subscription far behind goes round again.
      for (let guard = 0; guard < 1000; guard++) {
        const outcome = await this.db.transaction((tx) => this.renew(tx, id, now));
        if (!outcome) break;
        await this.emit(outcome.events);
        if (outcome.paid) result.paid++;
        else {
          result.failed++;
          break;
        }
      }
    }

    const retrying = await this.db
      .select({ id: sandboxSubscriptions.id })
      .from(sandboxSubscriptions)
      .innerJoin(
        sandboxInvoices,
        and(
          eq(sandboxInvoices.orgId, sandboxSubscriptions.orgId),
          eq(sandboxInvoices.id, sandboxSubscriptions.latestInvoiceId),
        ),
      )
      .where(
        and(
          ...scope,
          eq(sandboxSubscriptions.status, 'past_due'),
          eq(sandboxInvoices.status, 'Open'),
          lte(sandboxInvoices.nextAttemptAt, now),
        ),
      );
    for (const { id } of retrying) {
      const outcome = await this.db.transaction((tx) => this.retry(tx, id, now));
      if (!outcome) continue;
      await this.emit(outcome.events);
      if (outcome.paid) result.paid++;
      else result.failed++;
    }
    return result;
  }

  // ---- Inside ---------------------------------------------------------------------------------

  /** The customer, within this provider's organization when it has one; otherwise 404. */
  private async customer(db: DbOrTx, customerId: string): Promise<CustomerRow> {
    const [row] = await db
      .select()
      .from(sandboxCustomers)
      .where(
        and(
          ...(this.orgId ? [eq(sandboxCustomers.orgId, this.orgId)] : []),
          eq(sandboxCustomers.id, String(customerId)),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  /** The subscription, within this provider's organization when it has one; otherwise 404. */
  private async subscription(db: DbOrTx, subscriptionId: string, lock = false): Promise<SubscriptionRow> {
    const query = db
      .select()
      .from(sandboxSubscriptions)
      .where(
        and(
          ...(this.orgId ? [eq(sandboxSubscriptions.orgId, this.orgId)] : []),
          eq(sandboxSubscriptions.id, String(subscriptionId)),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound();
    return row;
  }

  private async invoice(db: DbOrTx, sub: SubscriptionRow): Promise<InvoiceRow | null> {
    if (!sub.latestInvoiceId) return null;
    const [row] = await db
      .select()
      .from(sandboxInvoices)
      .where(
        and(
          eq(sandboxInvoices.orgId, sub.orgId),
          eq(sandboxInvoices.subscriptionId, sub.id),
          eq(sandboxInvoices.id, sub.latestInvoiceId),
        ),
      );
    return row ?? null;
  }

  private cardsOf(db: DbOrTx, customer: CustomerRow): Promise<PaymentMethodRow[]> {
    return db
      .select()
      .from(sandboxPaymentMethods)
      .where(and(eq(sandboxPaymentMethods.orgId, customer.orgId), eq(sandboxPaymentMethods.customerId, customer.id)))
      .orderBy(asc(sandboxPaymentMethods.createdAt), asc(sandboxPaymentMethods.id));
  }

  /** One of the customer's cards; another customer's card id reads as missing. */
  private async cardOf(db: DbOrTx, customer: CustomerRow, paymentMethodId: string): Promise<PaymentMethodRow> {
    const [row] = await db
      .select()
      .from(sandboxPaymentMethods)
      .where(
        and(
          eq(sandboxPaymentMethods.orgId, customer.orgId),
          eq(sandboxPaymentMethods.customerId, customer.id),
          eq(sandboxPaymentMethods.id, String(paymentMethodId)),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  private async clearPrimary(tx: Tx, customer: CustomerRow): Promise<void> {
    await tx
      .update(sandboxPaymentMethods)
      .set({ isPrimary: false })
      .where(
        and(
          eq(sandboxPaymentMethods.orgId, customer.orgId),
          eq(sandboxPaymentMethods.customerId, customer.id),
          eq(sandboxPaymentMethods.isPrimary, true),
        ),
      );
  }

  /**
   * Charges the customer's primary card (simulated: the card's behaviour and expiry decide). Nothing
   * to charge needs no card. PaymentDeclined when it is refused.
   */
  private async charge(db: DbOrTx, customer: CustomerRow, amountCents: number, now: Date): Promise<void> {
    if (amountCents <= 0) return;
    const [card] = await db
      .select()
      .from(sandboxPaymentMethods)
      .where(
        and(
          eq(sandboxPaymentMethods.orgId, customer.orgId),
          eq(sandboxPaymentMethods.customerId, customer.id),
          eq(sandboxPaymentMethods.isPrimary, true),
        ),
      );
    if (!card) throw declined.noCard();
    if (card.behavior === 'expired' || cardExpired(card.expMonth, card.expYear, now)) throw declined.expiredCard();
    if (card.behavior !== 'succeeds') throw declined.cardDeclined();
  }

  private async insertInvoice(
    tx: Tx,
    input: {
      orgId: string;
      customerId: string;
      subscriptionId: string;
      source: string;
      amounts: Priced;
      now: Date;
      periodStart: Date;
      periodEnd: Date;
      paid: boolean;
      nextAttemptAt?: Date | null;
    },
  ): Promise<ProviderInvoice> {
    const [row] = await tx
      .insert(sandboxInvoices)
      .values({
        id: sandboxId('in'),
        orgId: input.orgId,
        customerId: input.customerId,
        subscriptionId: input.subscriptionId,
        source: input.source,
        subtotalCents: input.amounts.subtotalCents,
        discountCents: input.amounts.discountCents,
        taxCents: input.amounts.taxCents,
        totalCents: input.amounts.totalCents,
        currencyCode: this.currencyCode,
        status: input.paid ? 'Paid' : 'Open',
        issueDate: input.now,
        dueDate: input.now,
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        attemptCount: 1,
        nextAttemptAt: input.paid ? null : (input.nextAttemptAt ?? null),
        paidAt: input.paid ? input.now : null,
      })
      .returning();
    if (!row) throw new Error('invoice insert returned nothing');
    return toInvoice(row);
  }

  private async setLatestInvoice(
    tx: Tx,
    orgId: string,
    subscriptionId: string,
    invoiceId: string,
    changes: Partial<typeof sandboxSubscriptions.$inferInsert>,
  ): Promise<SubscriptionRow> {
    const [row] = await tx
      .update(sandboxSubscriptions)
      .set({ ...changes, latestInvoiceId: invoiceId })
      .where(and(eq(sandboxSubscriptions.orgId, orgId), eq(sandboxSubscriptions.id, subscriptionId)))
      .returning();
    if (!row) throw notFound();
    return row;
  }

  /** Ends a subscription at `at`; an invoice still being retried is voided (nothing will retry it). */
  private async end(tx: Tx, sub: SubscriptionRow, at: Date): Promise<SubscriptionRow> {
    await tx
      .update(sandboxInvoices)
      .set({ status: 'Void', nextAttemptAt: null })
      .where(
        and(
          eq(sandboxInvoices.orgId, sub.orgId),
          eq(sandboxInvoices.subscriptionId, sub.id),
          eq(sandboxInvoices.status, 'Open'),
        ),
      );
    const [row] = await tx
      .update(sandboxSubscriptions)
      .set({ status: 'canceled', canceledAt: at, cancelAtPeriodEnd: false })
      .where(and(eq(sandboxSubscriptions.orgId, sub.orgId), eq(sandboxSubscriptions.id, sub.id)))
      .returning();
    if (!row) throw notFound();
    return row;
  }

  /** One renewal of one subscription, or null when it is not due (any more). */
  private async renew(
    tx: Tx,
    subscriptionId: string,
    now: Date,
  ): Promise<{ paid: boolean; events: ProviderEvent[] } | null> {
    const sub = await this.subscription(tx, subscriptionId, true);
    if (sub.status !== 'active' || sub.cancelAtPeriodEnd || sub.currentPeriodEnd > now) return null;
    const customer = await this.customer(tx, sub.customerId);
    const amounts = price(sub, this.prices, sub.pendingProrationCents);
    const periodStart = sub.currentPeriodEnd;
    const periodEnd = periodEndAfter(sub.billingCycleAnchor, periodStart, sub.plan);
    let failure: PaymentDeclined | null = null;
    try {
      await this.charge(tx, customer, amounts.totalCents, now);
    } catch (err) {
      if (!(err instanceof PaymentDeclined)) throw err;
      failure = err;
    }
    const invoice = await this.insertInvoice(tx, {
      orgId: sub.orgId,
      customerId: sub.customerId,
      subscriptionId: sub.id,
      source: 'subscription_cycle',
      amounts,
      now,
      periodStart,
      periodEnd,
      paid: !failure,
      nextAttemptAt: new Date(now.getTime() + (RETRY_DELAYS_MS[0] ?? 0)),
    });
    const about = { customerId: sub.customerId, subscriptionId: sub.id, invoice };
    if (failure) {
      const updated = await this.setLatestInvoice(tx, sub.orgId, sub.id, invoice.id, {
        status: 'past_due',
        pendingProrationCents: amounts.carryCents,
      });
      return {
        paid: false,
        events: [
          {
            type: 'invoice.payment_failed',
            eventId: sandboxId('evt'),
            ...about,
            willRetry: RETRY_DELAYS_MS.length > 0,
          },
          this.updatedEvent(updated, invoice),
        ],
      };
    }
    const updated = await this.setLatestInvoice(tx, sub.orgId, sub.id, invoice.id, {
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      pendingProrationCents: amounts.carryCents,
    });
    return {
      paid: true,
      events: [{ type: 'invoice.paid', eventId: sandboxId('evt'), ...about }, this.updatedEvent(updated, invoice)],
    };
  }

  /** One automatic retry of a past_due subscription's open invoice, or null when it is not due. */
  private async retry(
    tx: Tx,
    subscriptionId: string,
    now: Date,
  ): Promise<{ paid: boolean; events: ProviderEvent[] } | null> {
    const sub = await this.subscription(tx, subscriptionId, true);
    if (sub.status !== 'past_due') return null;
    const invoice = await this.invoice(tx, sub);
    if (invoice?.status !== 'Open' || !invoice.nextAttemptAt || invoice.nextAttemptAt > now) return null;
    const customer = await this.customer(tx, sub.customerId);
    try {
      await this.charge(tx, customer, invoice.totalCents, now);
    } catch (err) {
      if (!(err instanceof PaymentDeclined)) throw err;
      // attemptCount counts the first charge: with this retry, attemptCount retries have been made, and
      // RETRY_DELAYS_MS[attemptCount] is the wait before the next one (none after the last).
      const delay = RETRY_DELAYS_MS[invoice.attemptCount];
      const willRetry = delay !== undefined;
      const [failed] = await tx
        .update(sandboxInvoices)
        .set({
          attemptCount: invoice.attemptCount + 1,
          status: willRetry ? 'Open' : 'Failed',
          nextAttemptAt: willRetry ? new Date(now.getTime() + delay) : null,
        })
        .where(and(eq(sandboxInvoices.orgId, sub.orgId), eq(sandboxInvoices.id, invoice.id)))
        .returning();
      if (!failed) throw notFound();
      const events: ProviderEvent[] = [
        {
          type: 'invoice.payment_failed',
          eventId: sandboxId('evt'),
          customerId: sub.customerId,
          subscriptionId: sub.id,
          invoice: toInvoice(failed),
          willRetry,
        },
      ];
      if (!willRetry) {
        const [unpaid] = await tx
          .update(sandboxSubscriptions)
          .set({ status: 'unpaid' })
          .where(and(eq(sandboxSubscriptions.orgId, sub.orgId), eq(sandboxSubscriptions.id, sub.id)))
          .returning();
        if (unpaid) events.push(this.updatedEvent(unpaid, toInvoice(failed)));
      }
      return { paid: false, events };
    }
    const settled = await this.settle(tx, sub, invoice, now);
    return { paid: true, events: settled.events };
  }

  /** Marks an open or failed invoice paid; the subscription is active again for the period it pays for. */
  private async settle(
    tx: Tx,
    sub: SubscriptionRow,
    invoice: InvoiceRow,
    now: Date,
  ): Promise<{ invoice: ProviderInvoice; events: ProviderEvent[] }> {
    const [paidRow] = await tx
      .update(sandboxInvoices)
      .set({ status: 'Paid', paidAt: now, nextAttemptAt: null, attemptCount: invoice.attemptCount + 1 })
      .where(and(eq(sandboxInvoices.orgId, sub.orgId), eq(sandboxInvoices.id, invoice.id)))
      .returning();
    if (!paidRow) throw notFound();
    const paid = toInvoice(paidRow);
    const [active] = await tx
      .update(sandboxSubscriptions)
      .set({ status: 'active', currentPeriodStart: invoice.periodStart, currentPeriodEnd: invoice.periodEnd })
      .where(and(eq(sandboxSubscriptions.orgId, sub.orgId), eq(sandboxSubscriptions.id, sub.id)))
      .returning();
    if (!active) throw notFound();
    return {
      invoice: paid,
      events: [
        {
          type: 'invoice.paid',
          eventId: sandboxId('evt'),
          customerId: sub.customerId,
          subscriptionId: sub.id,
          invoice: paid,
        },
        this.updatedEvent(active, paid),
      ],
    };
  }

  /** Applies a change to a subscription in one transaction and reports subscription.updated. */
  private async changeSubscription(
    subscriptionId: string,
    change: (sub: SubscriptionRow, now: Date) => Partial<typeof sandboxSubscriptions.$inferInsert>,
  ): Promise<ProviderSubscription> {
    const now = this.clock.now();
    const result = await this.db.transaction(async (tx) => {
      const sub = await this.subscription(tx, subscriptionId, true);
      const [row] = await tx
        .update(sandboxSubscriptions)
        .set(change(sub, now))
        .where(and(eq(sandboxSubscriptions.orgId, sub.orgId), eq(sandboxSubscriptions.id, sub.id)))
        .returning();
      if (!row) throw notFound();
      const subscription = await this.present(tx, row);
      const event: ProviderEvent = {
        type: 'subscription.updated',
        eventId: sandboxId('evt'),
        customerId: row.customerId,
        subscription,
      };
      return { subscription, events: [event] };
    });
    await this.emit(result.events);
    return result.subscription;
  }

  private updatedEvent(sub: SubscriptionRow, latest: ProviderInvoice | null): ProviderEvent {
    return {
      type: 'subscription.updated',
      eventId: sandboxId('evt'),
      customerId: sub.customerId,
      subscription: this.toSubscription(sub, latest),
    };
  }

  private async present(db: DbOrTx, sub: SubscriptionRow): Promise<ProviderSubscription> {
    const latest = await this.invoice(db, sub);
    return this.toSubscription(sub, latest ? toInvoice(latest) : null);
  }

  private toSubscription(sub: SubscriptionRow, latest: ProviderInvoice | null): ProviderSubscription {
    return {
      id: sub.id,
      plan: sub.plan,
      quantity: sub.quantity,
      status: sub.status,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      latestInvoice: latest,
    };
  }

  private findCoupon(code: string): SandboxCoupon | null {
    const wanted = code.trim().toLowerCase();
    return this.coupons.find((c) => c.code.toLowerCase() === wanted) ?? null;
  }

  /** Codes match ignoring case. Redemptions are the subscriptions that used it, in every organization. */
  private async couponLookup(db: DbOrTx, code: string, now: Date): Promise<CouponLookup> {
    const coupon = this.findCoupon(code);
    if (!coupon) return { result: 'invalid' };
    if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return { result: 'expired' };
    if (coupon.maxRedemptions != null) {
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.couponCode, coupon.code));
      if ((counted?.n ?? 0) >= coupon.maxRedemptions) return { result: 'not-applicable' };
    }
    return {
      result: 'valid',
      code: coupon.code,
      percentOff: coupon.percentOff ?? null,
      amountOffCents: coupon.amountOffCents ?? null,
    };
  }

  private async emit(events: readonly ProviderEvent[]): Promise<void> {
    for (const event of events) await this.onEvent(event);
  }
}
