import type Stripe from 'stripe';
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
import {
  cardExpired,
  invoiceOwners,
  judgeCoupon,
  toInvoice,
  toPaymentProfile,
  toStripeAddress,
  toSubscription,
} from './map.ts';

// BILLING_PROVIDER=stripe (issue 20): the official stripe package against Stripe's v1 API. The browser
// turns a card into a PaymentMethod with Stripe Elements (a SetupIntent's client secret), so no card
// reaches us; subscriptions are per seat (quantity) on one Stripe price per plan; Stripe's webhooks
// tell what happened later (renewals, failures, cancellations).

export interface StripeProviderOptions {
  secretKey: string;
  /** The signing secret of the webhook endpoint (whsec_…). */
  webhookSecret: string;
  /** The Stripe price id of each plan (a recurring price per seat). */
  prices: Record<PlanHandle, string>;
  /** Stripe Tax works the tax out (the customer's address must be known); otherwise the caller's percent is used. */
  automaticTax: boolean;
  /** Another API server (tests: a peer on loopback). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** A webhook delivery that is not Stripe's: no or a wrong signature, a changed body, or too old. Answer 400. */
export class InvalidWebhookSignature extends Error {
  override readonly name = 'InvalidWebhookSignature';
}

/** A Stripe API error, as thrown by the stripe package (its classes live in the lazily loaded module). */
interface StripeErrorLike {
  type: string;
  rawType?: string;
  code?: string;
  message: string;
}

const isStripeError = (e: unknown): e is StripeErrorLike =>
  e instanceof Error && String((e as Partial<StripeErrorLike>).type).startsWith('Stripe');
const isCardError = (e: unknown): e is StripeErrorLike => isStripeError(e) && e.type === 'StripeCardError';
const isMissing = (e: unknown): e is StripeErrorLike => isStripeError(e) && e.code === 'resource_missing';

/** A refused card (402 card_error) becomes PaymentDeclined with Stripe's message and code; anything else is rethrown. */
function declined(e: unknown): never {
  if (isCardError(e)) throw new PaymentDeclined(e.message, e.code ?? 'card_declined');
  throw e;
}

/** Marks the tax rates this adapter made, so that a restarted server finds them instead of making more. */
const TAX_PERCENT_KEY = 'eos_tax_percent';

export class StripeProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  private readonly planOfPrice: Map<string, PlanHandle>;
  /** Tax rate ids by percent (see taxRateFor). */
  private readonly taxRates = new Map<string, Promise<string>>();

  constructor(
    private readonly stripe: Stripe,
    private readonly options: StripeProviderOptions,
  ) {
    this.planOfPrice = new Map(Object.entries(options.prices).map(([plan, price]) => [price, plan as PlanHandle]));
  }

  private readonly planOf = (priceId: string): PlanHandle | null => this.planOfPrice.get(priceId) ?? null;

  private subscription(sub: Stripe.Subscription): ProviderSubscription {
    const mapped = toSubscription(sub, this.planOf);
    if (!mapped) {
      throw new Error(
        `Stripe subscription ${sub.id} is not on one of the configured prices (STRIPE prices of the plans)`,
      );
    }
    return mapped;
  }

  async cardFormSecret(customerId: string): Promise<string> {
    const intent = await this.stripe.setupIntents.create({
      customer: customerId,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
    });
    if (!intent.client_secret) throw new Error(`Stripe gave SetupIntent ${intent.id} no client secret`);
    return intent.client_secret;
  }

  async createCustomer(input: { orgId: string; email: string; name: string }): Promise<{ customerId: string }> {
    const customer = await this.stripe.customers.create({
      email: input.email,
      name: input.name,
      metadata: { orgId: input.orgId },
    });
    return { customerId: customer.id };
  }

  async updateCustomerEmail(customerId: string, email: string): Promise<void> {
    await this.stripe.customers.update(customerId, { email });
  }

  /** The customer's PaymentMethod, or PaymentDeclined (resource_missing) for an unknown one or another customer's. */
  private async ownCard(customerId: string, paymentMethodId: string): Promise<Stripe.PaymentMethod> {
    const pm = await this.stripe.paymentMethods.retrieve(paymentMethodId).catch((e: unknown) => {
      if (isMissing(e)) throw new PaymentDeclined(e.message, 'resource_missing');
      throw e;
    });
    const owner = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null);
    if (owner !== customerId)
      throw new PaymentDeclined(`No such PaymentMethod: '${paymentMethodId}'`, 'resource_missing');
    return pm;
  }

  private async primaryCardId(customerId: string): Promise<string | null> {
    const customer = await this.stripe.customers.retrieve(customerId);
    if (customer.deleted) return null;
    const primary = customer.invoice_settings?.default_payment_method;
    return typeof primary === 'string' ? primary : (primary?.id ?? null);
  }

  async attachPaymentMethod(
    customerId: string,
    token: string,
    options: { address: BillingAddress; makePrimary: boolean },
  ): Promise<PaymentProfile> {
    // The token is a PaymentMethod id from Stripe Elements. Confirmed through the SetupIntent of
    // cardFormSecret it is attached already; created alone it is attached here (which checks the card).
    let pm = await this.stripe.paymentMethods.retrieve(token).catch((e: unknown) => {
      if (isMissing(e)) throw new PaymentDeclined(e.message, 'resource_missing');
      throw e;
    });
    if (pm.type !== 'card' || !pm.card) throw new PaymentDeclined('Only cards are accepted.', 'invalid_payment_method');
    if (cardExpired(pm.card.exp_month, pm.card.exp_year))
      throw new PaymentDeclined('Your card has expired.', 'expired_card');
    const owner = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null);
    if (owner !== customerId) {
      pm = await this.stripe.paymentMethods.attach(pm.id, { customer: customerId }).catch((e: unknown) => {
        if (isMissing(e)) throw new PaymentDeclined(e.message, 'resource_missing');
        return declined(e);
      });
    }
    const address = toStripeAddress(options.address);
    pm = await this.stripe.paymentMethods.update(pm.id, { billing_details: { address } });
    if (options.makePrimary) {
      // The primary card is the one invoices charge; its address is the customer's (Stripe Tax reads it).
      await this.stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: pm.id },
        address,
      });
      return toPaymentProfile(pm, true);
    }
    return toPaymentProfile(pm, (await this.primaryCardId(customerId)) === pm.id);
  }

  async listPaymentMethods(customerId: string): Promise<PaymentProfile[]> {
    const [primary, cards] = await Promise.all([
      this.primaryCardId(customerId),
      this.stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }),
    ]);
    return cards.data.map((pm) => toPaymentProfile(pm, pm.id === primary));
  }

  async setPrimaryPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    const pm = await this.ownCard(customerId, paymentMethodId);
    await this.stripe.customers.update(customerId, {
      invoice_settings: { default_payment_method: pm.id },
      ...(pm.billing_details.address?.country ? { address: addressParam(pm.billing_details.address) } : {}),
    });
  }

  async updatePaymentMethodAddress(
    customerId: string,
    paymentMethodId: string,
    address: BillingAddress,
  ): Promise<void> {
    await this.ownCard(customerId, paymentMethodId);
    const stripeAddress = toStripeAddress(address);
    await this.stripe.paymentMethods.update(paymentMethodId, { billing_details: { address: stripeAddress } });
    // The primary card's address is the customer's (Stripe Tax reads it), as attachPaymentMethod sets it.
    if ((await this.primaryCardId(customerId)) === paymentMethodId)
      await this.stripe.customers.update(customerId, { address: stripeAddress });
  }

  async detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    await this.ownCard(customerId, paymentMethodId);
    await this.stripe.paymentMethods.detach(paymentMethodId);
  }

  /**
   * Without Stripe Tax the caller's percent is charged as a Stripe TaxRate, which is an object made
   * once and then referred to by id (subscriptions take tax rate ids, not percentages). One exclusive
   * rate per percent, marked in its metadata: found among the active rates the first time a percent
   * is used (so a restart or another node does not make a new one each time), made when there is none,
   * and its id kept here (the promise, so that concurrent checkouts share one look-up).
   */
  private taxRateFor(percent: number): Promise<string> {
    const key = String(percent);
    let rate = this.taxRates.get(key);
    if (!rate) {
      rate = (async () => {
        for await (const existing of this.stripe.taxRates.list({ active: true, inclusive: false, limit: 100 })) {
          if (existing.metadata?.[TAX_PERCENT_KEY] === key && existing.percentage === percent) return existing.id;
        }
        const made = await this.stripe.taxRates.create({
          display_name: 'Tax',
          percentage: percent,
          inclusive: false,
          metadata: { [TAX_PERCENT_KEY]: key },
        });
        return made.id;
      })();
      this.taxRates.set(key, rate);
      rate.catch(() => this.taxRates.delete(key));
    }
    return rate;
  }

  /** A code people type: a promotion code (preferred, case-insensitive) or a coupon's own id. */
  private async findCoupon(
    code: string,
  ): Promise<{ coupon: Stripe.Coupon; promotionCode: Stripe.PromotionCode | null } | null> {
    if (!code.trim()) return null;
    const codes = await this.stripe.promotionCodes.list({ code, limit: 10, expand: ['data.promotion.coupon'] });
    const promotionCode = codes.data.find((p) => p.active) ?? codes.data[0];
    if (promotionCode) {
      const ref = promotionCode.promotion.coupon;
      if (ref) {
        const coupon = typeof ref === 'string' ? await this.stripe.coupons.retrieve(ref) : ref;
        return { coupon, promotionCode };
      }
    }
    try {
      return { coupon: await this.stripe.coupons.retrieve(code), promotionCode: null };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async lookupCoupon(code: string): Promise<CouponLookup> {
    const found = await this.findCoupon(code);
    return found ? judgeCoupon(code, found.coupon, found.promotionCode) : { result: 'invalid' };
  }

  async createSubscription(input: {
    customerId: string;
    plan: PlanHandle;
    quantity: number;
    taxPercent: number;
    couponCode?: string | null;
  }): Promise<ProviderSubscription> {
    const params: Stripe.SubscriptionCreateParams = {
      customer: input.customerId,
      items: [{ price: this.options.prices[input.plan], quantity: input.quantity }],
      // The first invoice is paid now or nothing is made: a declined card answers 402 and leaves no
      // incomplete subscription behind.
      payment_behavior: 'error_if_incomplete',
      expand: ['latest_invoice'],
    };
    if (this.options.automaticTax) params.automatic_tax = { enabled: true };
    else if (input.taxPercent > 0) params.default_tax_rates = [await this.taxRateFor(input.taxPercent)];
    if (input.couponCode) {
      const found = await this.findCoupon(input.couponCode);
      const judged = found ? judgeCoupon(input.couponCode, found.coupon, found.promotionCode) : { result: 'invalid' };
      if (!found || judged.result !== 'valid') {
        // Checked again here: it may have expired or been used up since the person applied it.
        throw new PaymentDeclined('This promo code cannot be applied.', `coupon_${judged.result}`);
      }
      params.discounts = [
        found.promotionCode ? { promotion_code: found.promotionCode.id } : { coupon: found.coupon.id },
      ];
    }
    const sub = await this.stripe.subscriptions.create(params).catch(declined);
    return this.subscription(sub);
  }

  async updateQuantity(subscriptionId: string, quantity: number): Promise<ProviderSubscription> {
    const current = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
    const sub = await this.stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, quantity }],
      // Seats added or removed mid-period are credited or charged on the next invoice.
      proration_behavior: 'create_prorations',
      expand: ['latest_invoice'],
    });
    return this.subscription(sub);
  }

  async cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<ProviderSubscription> {
    const sub = options.atPeriodEnd
      ? await this.stripe.subscriptions.update(subscriptionId, {
          cancel_at_period_end: true,
          expand: ['latest_invoice'],
        })
      : await this.stripe.subscriptions.cancel(subscriptionId, { expand: ['latest_invoice'] });
    return this.subscription(sub);
  }

  async resumeSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    // Undoing cancel_at_period_end (stripe.subscriptions.resume is for paused subscriptions).
    const sub = await this.stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: false,
      expand: ['latest_invoice'],
    });
    return this.subscription(sub);
  }

  async retryLatestInvoice(subscriptionId: string): Promise<ProviderInvoice> {
    const sub = await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
    const latest = sub.latest_invoice;
    if (!latest || typeof latest === 'string') throw new Error(`Stripe subscription ${subscriptionId} has no invoice`);
    if (latest.status !== 'open') return toInvoice(latest);
    // Paid with the customer's primary card (the subscription sets none of its own).
    const paid = await this.stripe.invoices.pay(latest.id).catch(declined);
    return toInvoice(paid);
  }

  async listInvoices(customerId: string): Promise<ProviderInvoice[]> {
    const invoices: ProviderInvoice[] = [];
    for await (const invoice of this.stripe.invoices.list({ customer: customerId, limit: 100 })) {
      // A draft is not issued yet (Stripe drafts a renewal about an hour before charging it).
      if (invoice.status !== 'draft') invoices.push(toInvoice(invoice));
      if (invoices.length >= 1000) break;
    }
    return invoices;
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent | null {
    if (!signatureHeader) throw new InvalidWebhookSignature('No Stripe-Signature header');
    let event: Stripe.Event;
    try {
      // Checks the v1 HMAC-SHA256 of `${t}.${body}` with the signing secret and that t is within
      // Stripe's default tolerance (5 minutes), which stops replays of old deliveries.
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.options.webhookSecret);
    } catch (e) {
      throw new InvalidWebhookSignature(`Stripe webhook refused: ${e instanceof Error ? e.message : String(e)}`, {
        cause: e,
      });
    }
    return this.toEvent(event);
  }

  /** The events billing acts on; null for the others (and for objects that are not ours). */
  private toEvent(event: Stripe.Event): ProviderEvent | null {
    switch (event.type) {
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const { customerId, subscriptionId } = invoiceOwners(invoice);
        if (!customerId || !subscriptionId) return null;
        if (event.type === 'invoice.paid') {
          return { type: 'invoice.paid', eventId: event.id, customerId, subscriptionId, invoice: toInvoice(invoice) };
        }
        return {
          type: 'invoice.payment_failed',
          eventId: event.id,
          customerId,
          subscriptionId,
          invoice: toInvoice(invoice),
          willRetry: invoice.next_payment_attempt != null,
        };
      }
      case 'customer.subscription.updated': {
        const subscription = toSubscription(event.data.object, this.planOf);
        if (!subscription) return null;
        return {
          type: 'subscription.updated',
          eventId: event.id,
          customerId: customerOf(event.data.object),
          subscription,
        };
      }
      case 'customer.subscription.deleted':
        return {
          type: 'subscription.deleted',
          eventId: event.id,
          customerId: customerOf(event.data.object),
          subscriptionId: event.data.object.id,
        };
      default:
        return null;
    }
  }
}

const customerOf = (sub: Stripe.Subscription): string =>
  typeof sub.customer === 'string' ? sub.customer : sub.customer.id;

function addressParam(a: Stripe.Address): Stripe.AddressParam {
  return {
    country: a.country ?? '',
    line1: a.line1 ?? '',
    line2: a.line2 ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    postal_code: a.postal_code ?? '',
  };
}

/**
 * BILLING_PROVIDER=stripe. The stripe package (~10 MB of code) is imported here, on first use, not when
 * the server starts (docs/ARCHITECTURE.md, Loading and memory).
 */
export async function createStripeProvider(options: StripeProviderOptions): Promise<StripeProvider> {
  if (!options.secretKey) throw new Error('Stripe: the secret key is missing');
  if (!options.webhookSecret.trim()) throw new Error('Stripe: the webhook signing secret is missing');
  const { default: StripeClient } = await import('stripe');
  const stripe = new StripeClient(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 30_000,
    appInfo: { name: 'eos' },
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
  return new StripeProvider(stripe, options);
}
