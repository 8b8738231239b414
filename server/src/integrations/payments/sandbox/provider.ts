import type { Db } from '../../../db/client.ts';
import type {
  BillingAddress,
  CouponLookup,
  PaymentProfile,
  PaymentProvider,
  PlanHandle,
  ProviderEvent,
  ProviderInvoice,
  ProviderSubscription,
} from '../types.ts';
import { cardFormSecret, tokenize } from './card-form.ts';
import type { CardInput } from './cards.ts';
import type { SandboxClock } from './clock.ts';
import type { SandboxContext } from './context.ts';
import { checkCoupons, couponLookup, type SandboxCoupon } from './coupons.ts';
import {
  attachPaymentMethod,
  createCustomer,
  detachPaymentMethod,
  listPaymentMethods,
  setPrimaryPaymentMethod,
  updateCustomerEmail,
  updatePaymentMethodAddress,
} from './customers.ts';
import { listInvoices } from './invoices.ts';
import { runDue, type SandboxRunResult } from './renewals.ts';
import {
  cancelSubscription,
  createSubscription,
  resumeSubscription,
  retryLatestInvoice,
  updateQuantity,
} from './subscriptions.ts';

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

/**
 * BILLING_PROVIDER=sandbox: the whole payment flow without a payment company. Cards are the usual
 * test numbers (cards.ts), the records are ours (db/schema/sandbox-payments.ts), and time is the
 * SandboxClock, one per organization: runDue() renews, retries and ends subscriptions whose time has
 * come by their organization's clock, and every call about a customer or subscription reads the time
 * of that customer's or subscription's organization.
 *
 * Scoping. Every call names a customer or a subscription, and every other id it takes (a card, a
 * token) is only found together with that customer and its organization: another customer's card
 * reads as missing (404). The subscription service takes customer and subscription ids from its own
 * organization's row, never from a request; for a second guard, `forOrg(orgId)` gives a provider
 * bound to one organization, on which any id of another organization reads as missing too, so it
 * cannot even list another organization's cards.
 *
 * Every change of several rows is one transaction; events go to onEvent after it commits.
 *
 * This class is the front door: each method hands its work, with the context below, to the file
 * named beside its group (card-form.ts, customers.ts, subscriptions.ts, invoices.ts, coupons.ts,
 * renewals.ts), where its sandbox-specific rules are written.
 */
export class SandboxProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  readonly clock: SandboxClock;
  private readonly ctx: SandboxContext;

  constructor(
    private readonly options: SandboxProviderOptions,
    /** Set by forOrg: the one organization this provider answers for. */
    readonly orgId: string | null = null,
  ) {
    this.clock = options.clock;
    const coupons = options.coupons ?? [];
    checkCoupons(coupons);
    this.ctx = {
      db: options.db,
      clock: options.clock,
      onEvent: options.onEvent,
      prices: options.prices,
      coupons,
      currencyCode: (options.currencyCode ?? 'USD').toUpperCase(),
      orgId,
    };
  }

  /** The same provider, answering only for one organization's customers and subscriptions. */
  forOrg(orgId: string): SandboxProvider {
    return new SandboxProvider(this.options, orgId);
  }

  // ---- Card form (card-form.ts) -----------------------------------------------------------------

  cardFormSecret(customerId: string): Promise<string> {
    return cardFormSecret(this.ctx, customerId);
  }

  /** What the sandbox's card form posts to (card-form.ts tokenize). Pass `provider.clock`. */
  static tokenize(
    db: Db,
    card: CardInput & { secret: string },
    clock?: Pick<SandboxClock, 'now'>,
  ): Promise<{ token: string; cardType: string; lastFour: string }> {
    return tokenize(db, card, clock);
  }

  // ---- Customers and cards (customers.ts) -------------------------------------------------------

  createCustomer(input: { orgId: string; email: string; name: string }): Promise<{ customerId: string }> {
    return createCustomer(this.ctx, input);
  }

  updateCustomerEmail(customerId: string, email: string): Promise<void> {
    return updateCustomerEmail(this.ctx, customerId, email);
  }

  attachPaymentMethod(
    customerId: string,
    token: string,
    options: { address: BillingAddress; makePrimary: boolean },
  ): Promise<PaymentProfile> {
    return attachPaymentMethod(this.ctx, customerId, token, options);
  }

  listPaymentMethods(customerId: string): Promise<PaymentProfile[]> {
    return listPaymentMethods(this.ctx, customerId);
  }

  setPrimaryPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    return setPrimaryPaymentMethod(this.ctx, customerId, paymentMethodId);
  }

  updatePaymentMethodAddress(customerId: string, paymentMethodId: string, address: BillingAddress): Promise<void> {
    return updatePaymentMethodAddress(this.ctx, customerId, paymentMethodId, address);
  }

  detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    return detachPaymentMethod(this.ctx, customerId, paymentMethodId);
  }

  // ---- Subscriptions (subscriptions.ts), invoices and coupons -----------------------------------

  createSubscription(input: Parameters<PaymentProvider['createSubscription']>[0]): Promise<ProviderSubscription> {
    return createSubscription(this.ctx, input);
  }

  updateQuantity(subscriptionId: string, quantity: number): Promise<ProviderSubscription> {
    return updateQuantity(this.ctx, subscriptionId, quantity);
  }

  cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<ProviderSubscription> {
    return cancelSubscription(this.ctx, subscriptionId, options);
  }

  resumeSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return resumeSubscription(this.ctx, subscriptionId);
  }

  retryLatestInvoice(subscriptionId: string): Promise<ProviderInvoice> {
    return retryLatestInvoice(this.ctx, subscriptionId);
  }

  listInvoices(customerId: string): Promise<ProviderInvoice[]> {
    return listInvoices(this.ctx, customerId);
  }

  lookupCoupon(code: string): Promise<CouponLookup> {
    return couponLookup(this.ctx.db, this.ctx.coupons, code, this.clock.now(this.orgId));
  }

  // ---- The clock (renewals.ts) ------------------------------------------------------------------

  /**
   * Renews, retries and ends what has fallen due, each organization by its own clock: this provider's
   * organization only when bound (forOrg), else every organization (renewals.ts runDue).
   */
  runDue(): Promise<SandboxRunResult> {
    return runDue(this.ctx);
  }
}
