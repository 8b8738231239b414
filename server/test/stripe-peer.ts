import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A Stripe on loopback for the Stripe adapter's tests: a small node:http server that answers the v1
// REST endpoints the adapter calls (form-encoded bodies with bracket notation, as the stripe package
// sends them; JSON answers in the shapes of the API version the package pins), keeps everything in
// memory, records every request, and writes the events Stripe would send to a webhook endpoint.
// Only what the adapter uses: any other path answers 404 with Stripe's error shape.

// biome-ignore lint/suspicious/noExplicitAny: the peer builds and reads Stripe's loosely typed JSON by hand.
export type Json = Record<string, any>;

export interface PeerPrice {
  unitAmount: number;
  interval: 'month' | 'year';
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body (POST) or the query (GET, DELETE), parsed: nested objects, indexed keys as arrays. */
  params: Json;
  headers: http.IncomingHttpHeaders;
}

/**
 * Stripe's test PaymentMethod ids (https://docs.stripe.com/testing): attaching one makes a new
 * PaymentMethod (pm_…) with that card, as Stripe does. `attachError` refuses the card on attach;
 * `chargeError` attaches it but declines every charge (pm_card_chargeCustomerFail, 4000 0000 0000 0341).
 */
const TEST_CARDS: Record<string, { brand: string; last4: string; attachError?: CardError; chargeError?: CardError }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', attachError: 'card_declined' },
  pm_card_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', attachError: 'expired_card' },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', chargeError: 'card_declined' },
};

type CardError = 'card_declined' | 'expired_card';
const CARD_ERROR_MESSAGES: Record<CardError, string> = {
  card_declined: 'Your card was declined.',
  expired_card: 'Your card has expired.',
};

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const missing = (kind: string, id: string, param = 'id') =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });
const invalid = (message: string, param?: string) =>
  new StripeHttpError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const cardError = (code: CardError, extra: Json = {}) =>
  new StripeHttpError(402, {
    type: 'card_error',
    code,
    decline_code: code === 'card_declined' ? 'generic_decline' : undefined,
    message: CARD_ERROR_MESSAGES[code],
    ...extra,
  });

/** Parses `application/x-www-form-urlencoded` with bracket notation (`items[0][price]=…`) the way Stripe reads it. */
export function parseForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const head = /^[^[\]]+/.exec(key)?.[0] ?? key;
    const rest = [...key.slice(head.length).matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
    const path = [head, ...rest];
    let node: Json = root;
    for (let i = 0; i < path.length; i++) {
      const seg = path[i] === '' ? String(Object.keys(node).length) : (path[i] as string);
      if (i === path.length - 1) node[seg] = value;
      else {
        if (typeof node[seg] !== 'object' || node[seg] === null) node[seg] = {};
        node = node[seg];
      }
    }
  }
  return toArrays(root) as Json;
}

function toArrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const obj = value as Json;
  for (const k of Object.keys(obj)) obj[k] = toArrays(obj[k]);
  const keys = Object.keys(obj);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => obj[k]);
  }
  return obj;
}

function newId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${prefix}_${[...randomBytes(24)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

const clone = <T>(v: T): T => structuredClone(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const bool = (v: unknown) => v === true || v === 'true';

function addPeriod(from: number, interval: 'month' | 'year'): number {
  const d = new Date(from * 1000);
  if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return Math.floor(d.getTime() / 1000);
}

export interface StripePeer {
  host: string;
  port: number;
  protocol: 'http';
  secretKey: string;
  requests: RecordedRequest[];
  /** The requests to one method and path (`/v1/subscriptions`, or a RegExp). */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  /** The events Stripe would have delivered to a webhook endpoint, oldest first. */
  events: Json[];
  customers: Map<string, Json>;
  paymentMethods: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  taxRates: Map<string, Json>;
  addCoupon(input: Partial<Json> & { id: string }): Json;
  addPromotionCode(input: Partial<Json> & { code: string; coupon: string }): Json;
  /** Adds an invoice of a customer in any state (for the invoice list mapping). */
  addInvoice(customer: string, fields: Partial<Json>): Json;
  /**
   * The subscription's period ends: a renewal invoice is charged to the default card. Paid, the
   * period moves on; declined, the invoice stays open with a retry scheduled and the subscription
   * is past_due. Returns the invoice.
   */
  renew(subscriptionId: string): Json;
  /** The last retry of the open renewal invoice fails too: uncollectible, no retry, subscription unpaid. */
  exhaustRetries(subscriptionId: string): Json;
  close(): Promise<void>;
}

/** Starts the peer on 127.0.0.1 with a random port. `prices`: the Stripe price ids it knows. */
export async function startStripePeer(options: {
  secretKey?: string;
  prices: Record<string, PeerPrice>;
  /** The rate Stripe Tax would work out when a subscription has automatic_tax enabled. */
  automaticTaxPercent?: number;
}): Promise<StripePeer> {
  const secretKey = options.secretKey ?? 'sk_test_peer';
  const requests: RecordedRequest[] = [];
  const events: Json[] = [];
  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const cardBehaviour = new Map<string, (typeof TEST_CARDS)[string]>();
  const setupIntents = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const taxRates = new Map<string, Json>();
  const coupons = new Map<string, Json>();
  const promotionCodes = new Map<string, Json>();
  const now = () => Math.floor(Date.now() / 1000);

  function emit(type: string, object: Json, previous?: Json) {
    events.push({
      id: newId('evt'),
      object: 'event',
      api_version: null,
      created: now(),
      type,
      data: { object: clone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  }

  const get = <T extends Json>(map: Map<string, T>, kind: string, id: string): T => {
    const found = map.get(id);
    if (!found) throw missing(kind, id);
    return found;
  };

  function address(a: Json | undefined): Json | null {
    if (!a) return null;
    return {
      city: a.city ?? null,
      country: a.country ?? null,
      line1: a.line1 ?? null,
      line2: a.line2 ?? null,
      postal_code: a.postal_code ?? null,
      state: a.state ?? null,
    };
  }

  // --- payment methods -------------------------------------------------------------------------

  /** A test id (pm_card_visa…) becomes a new PaymentMethod, as in Stripe's test mode. */
  function materialise(id: string): Json {
    const existing = paymentMethods.get(id);
    if (existing) return existing;
    const card = TEST_CARDS[id];
    if (!card) throw missing('PaymentMethod', id, 'payment_method');
    const pm = {
      id: newId('pm'),
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: { address: address({}), email: null, name: null, phone: null, tax_id: null },
      card: {
        brand: card.brand,
        display_brand: card.brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        fingerprint: `fp_${card.last4}`,
        funding: 'credit',
        generated_from: null,
        last4: card.last4,
        networks: { available: [card.brand], preferred: null },
        regulated_status: 'unregulated',
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: now(),
      customer: null as string | null,
      customer_account: null,
      livemode: false,
      metadata: {},
      type: 'card',
    };
    paymentMethods.set(pm.id, pm);
    cardBehaviour.set(pm.id, card);
    return pm;
  }

  function defaultCard(customerId: string): Json {
    const customer = get(customers, 'customer', customerId);
    const pmId = customer.invoice_settings.default_payment_method;
    if (!pmId) throw invalid('This customer has no attached payment source or default payment method.');
    return get(paymentMethods, 'PaymentMethod', pmId);
  }

  function charge(pm: Json, extra: Json = {}) {
    const behaviour = cardBehaviour.get(pm.id);
    if (behaviour?.chargeError) throw cardError(behaviour.chargeError, { payment_method: clone(pm), ...extra });
  }

  // --- coupons -----------------------------------------------------------------------------------

  function couponValid(c: Json): boolean {
    if (c.redeem_by != null && c.redeem_by <= now()) return false;
    if (c.max_redemptions != null && c.times_redeemed >= c.max_redemptions) return false;
    return c.explicitlyInvalid !== true;
  }

  function publicCoupon(c: Json): Json {
    const { explicitlyInvalid: _, ...rest } = c;
    return { ...rest, valid: couponValid(c) };
  }

  function publicPromotionCode(p: Json, expand: string[]): Json {
    const coupon = get(coupons, 'coupon', p.couponId);
    const { couponId: _, ...rest } = p;
    return {
      ...rest,
      promotion: {
        type: 'coupon',
        coupon:
          expand.includes('data.promotion.coupon') || expand.includes('promotion.coupon')
            ? publicCoupon(coupon)
            : coupon.id,
      },
    };
  }

  // --- subscriptions and invoices ---------------------------------------------------------------

  function makeInvoice(sub: Json, reason: string, periodStart: number, periodEnd: number): Json {
    const item = sub.items.data[0];
    const subtotal = item.price.unit_amount * item.quantity;
    let discount = 0;
    for (const d of sub.discountCoupons as string[]) {
      const c = coupons.get(d);
      if (!c) continue;
      discount += c.percent_off != null ? Math.round((subtotal * c.percent_off) / 100) : (c.amount_off ?? 0);
    }
    discount = Math.min(discount, subtotal);
    const taxable = subtotal - discount;
    const totalTaxes: Json[] = [];
    if (sub.automatic_tax.enabled) {
      const amount = Math.round((taxable * (options.automaticTaxPercent ?? 0)) / 100);
      totalTaxes.push({
        amount,
        tax_behavior: 'exclusive',
        tax_rate_details: { tax_rate: 'txr_automatic' },
        taxability_reason: 'standard_rated',
        taxable_amount: taxable,
        type: 'tax_rate_details',
      });
    }
    for (const rate of (sub.default_tax_rates ?? []) as Json[]) {
      totalTaxes.push({
        amount: Math.round((taxable * rate.percentage) / 100),
        tax_behavior: 'exclusive',
        tax_rate_details: { tax_rate: rate.id },
        taxability_reason: null,
        taxable_amount: taxable,
        type: 'tax_rate_details',
      });
    }
    const tax = totalTaxes.reduce((sum, t) => sum + t.amount, 0);
    const total = taxable + tax;
    const created = now();
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      account_country: 'US',
      account_name: 'Peer',
      amount_due: total,
      amount_paid: 0,
      amount_remaining: total,
      attempt_count: 0,
      attempted: false,
      automatic_tax: { enabled: sub.automatic_tax.enabled, liability: null, status: null },
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created,
      currency: item.price.currency,
      customer: sub.customer,
      default_payment_method: null,
      default_tax_rates: [],
      discounts: [],
      due_date: null,
      effective_at: created,
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount: subtotal,
            currency: item.price.currency,
            quantity: item.quantity,
            period: { start: periodStart, end: periodEnd },
          },
        ],
        has_more: false,
        url: '/v1/invoices/lines',
      },
      livemode: false,
      metadata: {},
      next_payment_attempt: null as number | null,
      number: `PEER-${invoices.size + 1}`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: {}, subscription: sub.id },
      },
      period_start: periodStart,
      period_end: periodEnd,
      status: 'open',
      status_transitions: { finalized_at: created, marked_uncollectible_at: null, paid_at: null, voided_at: null },
      subtotal,
      subtotal_excluding_tax: subtotal,
      total,
      total_discount_amounts: discount ? [{ amount: discount, discount: 'di_peer' }] : [],
      total_excluding_tax: taxable,
      total_taxes: totalTaxes,
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  function markPaid(invoice: Json) {
    invoice.status = 'paid';
    invoice.attempted = true;
    invoice.attempt_count += 1;
    invoice.amount_paid = invoice.total;
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.paid_at = now();
  }

  function publicSubscription(sub: Json, expand: string[]): Json {
    const { discountCoupons: _, ...rest } = sub;
    const out = clone(rest);
    if (expand.includes('latest_invoice') && typeof out.latest_invoice === 'string') {
      out.latest_invoice = clone(invoices.get(out.latest_invoice) ?? null);
    }
    return out;
  }

  function createSubscription(p: Json): Json {
    const customer = get(customers, 'customer', String(p.customer));
    const items = asArray(p.items) as Json[];
    const first = items[0];
    if (!first?.price) throw invalid('Missing required param: items[0][price].', 'items');
    const price = options.prices[first.price];
    if (!price) throw missing('price', first.price, 'items[0][price]');
    const quantity = first.quantity === undefined ? 1 : Number(first.quantity);
    const pm = p.default_payment_method
      ? get(paymentMethods, 'PaymentMethod', p.default_payment_method)
      : defaultCard(customer.id);
    const rates = (asArray(p.default_tax_rates) as string[]).map((id) => get(taxRates, 'tax_rate', id));
    const discountCoupons: string[] = [];
    const promos: Json[] = [];
    for (const d of asArray(p.discounts) as Json[]) {
      if (d.coupon) {
        const c = get(coupons, 'coupon', d.coupon);
        if (!couponValid(c)) throw invalid(`Coupon ${c.id} is no longer valid.`, 'discounts');
        discountCoupons.push(c.id);
      } else if (d.promotion_code) {
        const promo = get(promotionCodes, 'promotion code', d.promotion_code);
        const c = get(coupons, 'coupon', promo.couponId);
        if (!promo.active || !couponValid(c)) throw invalid('This promotion code cannot be redeemed.', 'discounts');
        discountCoupons.push(c.id);
        promos.push(promo);
      }
    }
    const start = now();
    const end = addPeriod(start, price.interval);
    const sub: Json = {
      id: newId('sub'),
      object: 'subscription',
      automatic_tax: { disabled_reason: null, enabled: bool(p.automatic_tax?.enabled), liability: null },
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: start,
      currency: 'usd',
      customer: customer.id,
      default_payment_method: p.default_payment_method ?? null,
      default_tax_rates: rates.map(clone),
      discounts: discountCoupons.map(() => newId('di')),
      discountCoupons,
      ended_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            created: start,
            current_period_start: start,
            current_period_end: end,
            discounts: [],
            metadata: {},
            price: {
              id: first.price,
              object: 'price',
              active: true,
              currency: 'usd',
              product: 'prod_peer',
              recurring: { interval: price.interval, interval_count: 1, usage_type: 'licensed' },
              type: 'recurring',
              unit_amount: price.unitAmount,
            },
            quantity,
            subscription: '',
            tax_rates: [],
          },
        ],
        has_more: false,
        total_count: 1,
        url: '/v1/subscription_items',
      },
      latest_invoice: null,
      livemode: false,
      metadata: {},
      start_date: start,
      status: 'active',
    };
    sub.items.data[0].subscription = sub.id;
    const invoice = makeInvoice(sub, 'subscription_create', start, end);
    const behaviour = p.payment_behavior ?? 'allow_incomplete';
    try {
      charge(pm);
    } catch (e) {
      invoices.delete(invoice.id);
      // error_if_incomplete: the subscription is not created and the card error is the answer.
      if (behaviour === 'error_if_incomplete') throw e;
      invoice.attempted = true;
      invoice.attempt_count = 1;
      sub.status = 'incomplete';
      invoices.set(invoice.id, invoice);
    }
    if (sub.status === 'active') markPaid(invoice);
    for (const c of discountCoupons) (coupons.get(c) as Json).times_redeemed += 1;
    for (const promo of promos) promo.times_redeemed += 1;
    sub.latest_invoice = invoice.id;
    subscriptions.set(sub.id, sub);
    emit('customer.subscription.created', publicSubscription(sub, []));
    if (invoice.status === 'paid') emit('invoice.paid', invoice);
    return sub;
  }

  function updateSubscription(sub: Json, p: Json) {
    const previous: Json = {};
    if (p.cancel_at_period_end !== undefined) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      sub.cancel_at_period_end = bool(p.cancel_at_period_end);
      sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0].current_period_end : null;
    }
    for (const item of asArray(p.items) as Json[]) {
      const target = (sub.items.data as Json[]).find((i) => i.id === item.id);
      if (!target) throw missing('subscription item', String(item.id), 'items[0][id]');
      if (item.quantity !== undefined) {
        previous.items = clone(sub.items);
        target.quantity = Number(item.quantity);
      }
    }
    if (p.default_tax_rates !== undefined) {
      sub.default_tax_rates = (asArray(p.default_tax_rates) as string[])
        .filter((id) => id !== '')
        .map((id) => clone(get(taxRates, 'tax_rate', id)));
    }
    emit('customer.subscription.updated', publicSubscription(sub, []), previous);
  }

  function payInvoice(invoice: Json): Json {
    if (invoice.status === 'paid') throw invalid('Invoice is already paid');
    if (invoice.status !== 'open') throw invalid(`You cannot pay an invoice in status ${invoice.status}.`);
    const sub = subscriptions.get(invoice.parent?.subscription_details?.subscription);
    const pm = sub?.default_payment_method
      ? get(paymentMethods, 'PaymentMethod', sub.default_payment_method)
      : defaultCard(invoice.customer);
    try {
      charge(pm);
    } catch (e) {
      invoice.attempted = true;
      invoice.attempt_count += 1;
      emit('invoice.payment_failed', invoice);
      throw e;
    }
    markPaid(invoice);
    emit('invoice.paid', invoice);
    if (sub && sub.status !== 'active') {
      const previous = { status: sub.status };
      sub.status = 'active';
      emit('customer.subscription.updated', publicSubscription(sub, []), previous);
    }
    return invoice;
  }

  // --- routes ------------------------------------------------------------------------------------

  type Handler = (match: string[], p: Json, expand: string[]) => Json;
  const routes: [string, RegExp, Handler][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (_m, p) => {
        const customer = {
          id: newId('cus'),
          object: 'customer',
          address: address(p.address),
          created: now(),
          currency: null,
          description: p.description ?? null,
          email: p.email ?? null,
          invoice_settings: {
            custom_fields: null,
            default_payment_method: null as string | null,
            footer: null,
            rendering_options: null,
          },
          livemode: false,
          metadata: p.metadata ?? {},
          name: p.name ?? null,
        };
        customers.set(customer.id, customer);
        emit('customer.created', customer);
        return customer;
      },
    ],
    ['GET', /^\/v1\/customers\/([^/]+)$/, ([id]) => get(customers, 'customer', id as string)],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      ([id], p) => {
        const customer = get(customers, 'customer', id as string);
        if (p.email !== undefined) customer.email = p.email || null;
        if (p.name !== undefined) customer.name = p.name || null;
        if (p.address !== undefined) customer.address = p.address === '' ? null : address(p.address);
        const pmId = p.invoice_settings?.default_payment_method;
        if (pmId !== undefined) {
          if (pmId !== '') {
            const pm = get(paymentMethods, 'PaymentMethod', pmId);
            if (pm.customer !== customer.id) {
              throw invalid(
                `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`,
                'invoice_settings[default_payment_method]',
              );
            }
          }
          customer.invoice_settings.default_payment_method = pmId || null;
        }
        emit('customer.updated', customer);
        return customer;
      },
    ],
    [
      'POST',
      /^\/v1\/setup_intents$/,
      (_m, p) => {
        if (p.customer) get(customers, 'customer', p.customer);
        const id = newId('seti');
        const intent = {
          id,
          object: 'setup_intent',
          client_secret: `${id}_secret_${newId('x').slice(2)}`,
          created: now(),
          customer: p.customer ?? null,
          livemode: false,
          payment_method: null,
          allowed_payment_method_types: asArray(p.allowed_payment_method_types),
          payment_method_types: asArray(p.allowed_payment_method_types).length
            ? asArray(p.allowed_payment_method_types)
            : ['card'],
          status: 'requires_payment_method',
          usage: p.usage ?? 'off_session',
        };
        setupIntents.set(id, intent);
        return intent;
      },
    ],
    [
      'GET',
      /^\/v1\/payment_methods$/,
      (_m, p) => {
        if (!p.customer) throw invalid('Missing required param: customer.', 'customer');
        get(customers, 'customer', p.customer);
        const data = [...paymentMethods.values()]
          .filter((pm) => pm.customer === p.customer && (!p.type || pm.type === p.type))
          .reverse();
        return { object: 'list', data, has_more: false, url: '/v1/payment_methods' };
      },
    ],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, ([id]) => materialise(id as string)],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)$/,
      ([id], p) => {
        const pm = get(paymentMethods, 'PaymentMethod', id as string);
        if (p.billing_details?.address) pm.billing_details.address = address(p.billing_details.address);
        if (p.billing_details?.name !== undefined) pm.billing_details.name = p.billing_details.name || null;
        return pm;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      ([id], p) => {
        const customer = get(customers, 'customer', String(p.customer));
        const pm = materialise(id as string);
        if (pm.customer && pm.customer !== customer.id) {
          throw invalid('The payment method you provided has already been attached to a customer.');
        }
        const behaviour = cardBehaviour.get(pm.id);
        if (behaviour?.attachError) throw cardError(behaviour.attachError, { param: '' });
        pm.customer = customer.id;
        emit('payment_method.attached', pm);
        return pm;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      ([id]) => {
        const pm = get(paymentMethods, 'PaymentMethod', id as string);
        if (!pm.customer)
          throw invalid('The payment method you provided is not attached to a customer so detachment is impossible.');
        const customer = customers.get(pm.customer);
        if (customer && customer.invoice_settings.default_payment_method === pm.id) {
          customer.invoice_settings.default_payment_method = null;
        }
        pm.customer = null;
        return pm;
      },
    ],
    [
      'GET',
      /^\/v1\/tax_rates$/,
      (_m, p) => {
        const data = [...taxRates.values()]
          .filter((r) => p.active === undefined || r.active === bool(p.active))
          .filter((r) => p.inclusive === undefined || r.inclusive === bool(p.inclusive))
          .reverse();
        return { object: 'list', data, has_more: false, url: '/v1/tax_rates' };
      },
    ],
    [
      'POST',
      /^\/v1\/tax_rates$/,
      (_m, p) => {
        if (p.display_name === undefined) throw invalid('Missing required param: display_name.', 'display_name');
        if (p.percentage === undefined) throw invalid('Missing required param: percentage.', 'percentage');
        if (p.inclusive === undefined) throw invalid('Missing required param: inclusive.', 'inclusive');
        const rate = {
          id: newId('txr'),
          object: 'tax_rate',
          active: p.active === undefined ? true : bool(p.active),
          country: p.country ?? null,
          created: now(),
          description: p.description ?? null,
          display_name: p.display_name,
          effective_percentage: Number(p.percentage),
          flat_amount: null,
          inclusive: bool(p.inclusive),
          jurisdiction: p.jurisdiction ?? null,
          jurisdiction_level: null,
          livemode: false,
          metadata: p.metadata ?? {},
          percentage: Number(p.percentage),
          rate_type: 'percentage',
          state: p.state ?? null,
          tax_type: p.tax_type ?? null,
        };
        taxRates.set(rate.id, rate);
        return rate;
      },
    ],
    ['GET', /^\/v1\/coupons\/([^/]+)$/, ([id]) => publicCoupon(get(coupons, 'coupon', id as string))],
    [
      'GET',
      /^\/v1\/promotion_codes$/,
      (_m, p, expand) => {
        const data = [...promotionCodes.values()]
          .filter((c) => p.code === undefined || c.code.toLowerCase() === String(p.code).toLowerCase())
          .filter((c) => p.active === undefined || c.active === bool(p.active))
          .reverse()
          .map((c) => publicPromotionCode(c, expand));
        return { object: 'list', data, has_more: false, url: '/v1/promotion_codes' };
      },
    ],
    ['POST', /^\/v1\/subscriptions$/, (_m, p) => createSubscription(p)],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, ([id]) => get(subscriptions, 'subscription', id as string)],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id], p) => {
        const sub = get(subscriptions, 'subscription', id as string);
        if (sub.status === 'canceled') {
          throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
        }
        updateSubscription(sub, p);
        return sub;
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id]) => {
        const sub = get(subscriptions, 'subscription', id as string);
        if (sub.status === 'canceled') throw invalid(`This subscription has already been canceled: ${sub.id}`);
        sub.status = 'canceled';
        sub.canceled_at = now();
        sub.ended_at = now();
        emit('customer.subscription.deleted', publicSubscription(sub, []));
        return sub;
      },
    ],
    [
      'GET',
      /^\/v1\/invoices$/,
      (_m, p) => {
        const data = [...invoices.values()]
          .filter((i) => p.customer === undefined || i.customer === p.customer)
          .filter(
            (i) => p.subscription === undefined || i.parent?.subscription_details?.subscription === p.subscription,
          )
          .filter((i) => p.status === undefined || i.status === p.status)
          .reverse();
        return { object: 'list', data, has_more: false, url: '/v1/invoices' };
      },
    ],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, ([id]) => get(invoices, 'invoice', id as string)],
    ['POST', /^\/v1\/invoices\/([^/]+)\/pay$/, ([id]) => payInvoice(get(invoices, 'invoice', id as string))],
  ];

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://peer');
    const method = req.method ?? 'GET';
    const params =
      method === 'POST' ? parseForm(Buffer.concat(chunks).toString('utf8')) : parseForm(url.search.slice(1));
    requests.push({ method, path: url.pathname, params, headers: req.headers });
    const send = (status: number, body: Json) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      send(401, {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${String(req.headers.authorization).slice(7, 15)}****`,
        },
      });
      return;
    }
    if (method === 'POST' && !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      send(400, { error: { type: 'invalid_request_error', message: 'Invalid request: unsupported Content-Type.' } });
      return;
    }
    const expand = (asArray(params.expand) as string[]).map(String);
    for (const [m, pattern, handler] of routes) {
      if (m !== method) continue;
      const match = pattern.exec(url.pathname);
      if (!match) continue;
      try {
        const result = handler(match.slice(1).map(decodeURIComponent), params, expand);
        send(200, result.object === 'subscription' ? publicSubscription(result, expand) : clone(result));
      } catch (e) {
        if (e instanceof StripeHttpError) send(e.status, { error: e.body });
        else send(500, { error: { type: 'api_error', message: String(e) } });
      }
      return;
    }
    send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      },
    });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((e) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(e) } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    secretKey,
    requests,
    requestsTo: (method, path) =>
      requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path))),
    events,
    customers,
    paymentMethods,
    subscriptions,
    invoices,
    taxRates,
    addCoupon(input) {
      const { valid, ...fields } = input;
      const coupon = {
        object: 'coupon',
        amount_off: null,
        created: now(),
        currency: input.amount_off != null ? 'usd' : null,
        duration: 'forever',
        duration_in_months: null,
        livemode: false,
        max_redemptions: null,
        metadata: {},
        name: null,
        percent_off: null,
        redeem_by: null,
        times_redeemed: 0,
        explicitlyInvalid: valid === false,
        ...fields,
      };
      coupons.set(coupon.id, coupon);
      return publicCoupon(coupon);
    },
    addPromotionCode(input) {
      get(coupons, 'coupon', input.coupon);
      const { coupon, ...fields } = input;
      const promo = {
        id: newId('promo'),
        object: 'promotion_code',
        active: true,
        created: now(),
        customer: null,
        customer_account: null,
        expires_at: null,
        livemode: false,
        max_redemptions: null,
        metadata: {},
        restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
        times_redeemed: 0,
        couponId: coupon,
        ...fields,
      };
      promotionCodes.set(promo.id, promo);
      return publicPromotionCode(promo, []);
    },
    addInvoice(customer, fields) {
      const created = now();
      const invoice = {
        id: newId('in'),
        object: 'invoice',
        amount_due: 0,
        amount_paid: 0,
        attempt_count: 0,
        attempted: false,
        billing_reason: 'manual',
        created,
        currency: 'usd',
        customer,
        due_date: null,
        effective_at: created,
        next_payment_attempt: null,
        parent: null,
        status: 'draft',
        subtotal: 0,
        total: 0,
        total_taxes: [],
        ...fields,
      };
      invoices.set(invoice.id, invoice);
      return invoice;
    },
    renew(subscriptionId) {
      const sub = get(subscriptions, 'subscription', subscriptionId);
      const item = sub.items.data[0];
      const start = item.current_period_end;
      const end = addPeriod(start, item.price.recurring.interval);
      const invoice = makeInvoice(sub, 'subscription_cycle', start, end);
      sub.latest_invoice = invoice.id;
      const previous: Json = { items: clone(sub.items), latest_invoice: invoice.id, status: sub.status };
      item.current_period_start = start;
      item.current_period_end = end;
      const pm = sub.default_payment_method
        ? get(paymentMethods, 'PaymentMethod', sub.default_payment_method)
        : defaultCard(sub.customer);
      try {
        charge(pm);
        markPaid(invoice);
        emit('invoice.paid', invoice);
      } catch {
        invoice.attempted = true;
        invoice.attempt_count = 1;
        invoice.next_payment_attempt = now() + 3 * 86_400;
        sub.status = 'past_due';
        emit('invoice.payment_failed', invoice);
      }
      emit('customer.subscription.updated', publicSubscription(sub, []), previous);
      return invoice;
    },
    exhaustRetries(subscriptionId) {
      const sub = get(subscriptions, 'subscription', subscriptionId);
      const invoice = get(invoices, 'invoice', sub.latest_invoice);
      invoice.attempt_count += 1;
      invoice.next_payment_attempt = null;
      emit('invoice.payment_failed', invoice);
      invoice.status = 'uncollectible';
      invoice.status_transitions.marked_uncollectible_at = now();
      const previous = { status: sub.status };
      sub.status = 'unpaid';
      emit('customer.subscription.updated', publicSubscription(sub, []), previous);
      return invoice;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
