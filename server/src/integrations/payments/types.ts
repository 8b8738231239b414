/**
 * The payment provider behind billing (issue 20). BILLING_PROVIDER picks one: `none` (self-hosting
 * for yourself: no trial, no limits, no billing screens, so no provider object at all), `sandbox`
 * (built in: test cards, records in our database, a clock tests can advance) or `stripe`. The
 * subscription service (modules/subscription) owns the organization's status and seats; a provider
 * only moves money and keeps the provider-side records, and reports what happened to them as events.
 */

/** Plan handles of 001 §9. */
export type PlanHandle = 'eos-one-monthly' | 'eos-one-annual';

/** A billing address (002 §3): countryCode ISO 3166-1 alpha-2, stateOrProvince the subdivision's own code. */
export interface BillingAddress {
  countryCode: string;
  addressLine1: string;
  addressLine2?: string | null;
  addressLine3?: string | null;
  city?: string | null;
  stateOrProvince?: string | null;
  postalCode?: string | null;
}

/** A card on file, as GET payment/methods shows it (002 §3 payment profile). */
export interface PaymentProfile {
  id: string;
  /** Visa, Mastercard, American Express, Discover… as the provider names the brand, capitalised. */
  cardType: string;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
  isPrimary: boolean;
}

export interface ProviderInvoice {
  id: string;
  /** In the smallest currency unit (cents). */
  totalAmount: number;
  taxAmount: number;
  currencyCode: string;
  issueDate: Date;
  dueDate: Date;
  /** Paid, Open (retrying), Failed (given up), Void. */
  invoiceStatus: 'Paid' | 'Open' | 'Failed' | 'Void';
  /** What it charged for: 'subscription_create', 'subscription_cycle', 'subscription_update'. */
  source: string;
}

export interface ProviderSubscription {
  id: string;
  plan: PlanHandle;
  quantity: number;
  /** active; past_due (a renewal failed, retrying); unpaid (retries exhausted); canceled. */
  status: 'active' | 'past_due' | 'unpaid' | 'canceled';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  latestInvoice: ProviderInvoice | null;
}

/** A coupon looked up by code: the five promo results of 002 §5 come from this and the call's outcome. */
export type CouponLookup =
  | { result: 'valid'; code: string; percentOff: number | null; amountOffCents: number | null }
  | { result: 'invalid' }
  | { result: 'expired' }
  | { result: 'not-applicable' };

/** What the provider tells us happened on its side (Stripe webhooks; the sandbox clock's renewals). */
export type ProviderEvent =
  | { type: 'invoice.paid'; eventId: string; customerId: string; subscriptionId: string; invoice: ProviderInvoice }
  | {
      type: 'invoice.payment_failed';
      eventId: string;
      customerId: string;
      subscriptionId: string;
      invoice: ProviderInvoice;
      /** true while the provider will try again (FailedWillRetry), false once it gave up (Failed). */
      willRetry: boolean;
    }
  | { type: 'subscription.updated'; eventId: string; customerId: string; subscription: ProviderSubscription }
  | { type: 'subscription.deleted'; eventId: string; customerId: string; subscriptionId: string };

/** A refusal the person can act on: a declined card, an expired card, an unknown token. */
export class PaymentDeclined extends Error {
  constructor(
    message: string,
    /** The provider's code (card_declined, expired_card, incorrect_cvc…), for logs and tests. */
    readonly code: string,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly kind: 'sandbox' | 'stripe';

  /**
   * The same provider answering only for one organization's records, where the provider can tell
   * (the sandbox keeps each record's organization); the billing routes call through it.
   */
  forOrg?(orgId: string): PaymentProvider;

  /**
   * POST payment/token: what the browser's card form needs to turn a card into a token without the
   * card reaching our server (Stripe: a SetupIntent client secret; sandbox: a one-use form secret).
   */
  cardFormSecret(customerId: string): Promise<string>;

  createCustomer(input: { orgId: string; email: string; name: string }): Promise<{ customerId: string }>;
  updateCustomerEmail(customerId: string, email: string): Promise<void>;

  /** Attaches the card the token stands for; PaymentDeclined when the card is refused or expired. */
  attachPaymentMethod(
    customerId: string,
    token: string,
    options: { address: BillingAddress; makePrimary: boolean },
  ): Promise<PaymentProfile>;
  listPaymentMethods(customerId: string): Promise<PaymentProfile[]>;
  setPrimaryPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  /** POST payment/billing-address/{id}: the card's billing address (and the customer's, for the primary card). */
  updatePaymentMethodAddress(customerId: string, paymentMethodId: string, address: BillingAddress): Promise<void>;
  detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;

  /**
   * Starts a subscription charged now to the primary card, for `quantity` seats of the plan, with the
   * tax rate (percent) the caller worked out and an optional coupon. PaymentDeclined when the first
   * charge fails: nothing is left behind on the provider's side then.
   */
  createSubscription(input: {
    customerId: string;
    plan: PlanHandle;
    quantity: number;
    taxPercent: number;
    couponCode?: string | null;
  }): Promise<ProviderSubscription>;
  /** Seats changed: prorated on the next invoice. */
  updateQuantity(subscriptionId: string, quantity: number): Promise<ProviderSubscription>;
  /** Cancel at the end of the paid period (PendingCancellation), or at once. */
  cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<ProviderSubscription>;
  /** Undo a cancel at period end. */
  resumeSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Pays an open invoice now with the primary card (update payment after a failure). */
  retryLatestInvoice(subscriptionId: string): Promise<ProviderInvoice>;

  listInvoices(customerId: string): Promise<ProviderInvoice[]>;
  lookupCoupon(code: string): Promise<CouponLookup>;

  /**
   * Verifies and reads a webhook delivery (Stripe: the Stripe-Signature header over the raw body with
   * the signing secret); throws on a bad signature. The sandbox has none: its clock emits events.
   */
  parseWebhook?(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent | null;
}
