import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Json, type StripePeer, startStripePeer } from '../../../../test/stripe-peer.ts';
import { type BillingAddress, PaymentDeclined, type ProviderEvent } from '../types.ts';
import { createStripeProvider, InvalidWebhookSignature, type StripeProvider } from './provider.ts';

// The Stripe adapter through the real stripe package against a Stripe on loopback (test/stripe-peer.ts),
// and its webhook handling with deliveries signed the way Stripe signs them.

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const US: BillingAddress = {
  countryCode: 'US',
  addressLine1: '1 Main Street',
  addressLine2: 'Suite 5',
  addressLine3: 'Floor 2',
  city: 'Springfield',
  stateOrProvince: 'IL',
  postalCode: '62701',
};
const DAY = 86_400_000;

let peer: StripePeer;
let stripe: StripeProvider;

const makeProvider = (overrides: Partial<Parameters<typeof createStripeProvider>[0]> = {}) =>
  createStripeProvider({
    secretKey: peer.secretKey,
    webhookSecret: WEBHOOK_SECRET,
    prices: { 'eos-one-monthly': 'price_monthly', 'eos-one-annual': 'price_annual' },
    automaticTax: false,
    host: peer.host,
    port: peer.port,
    protocol: peer.protocol,
    ...overrides,
  });

beforeAll(async () => {
  peer = await startStripePeer({
    prices: {
      price_monthly: { unitAmount: 1_200, interval: 'month' },
      price_annual: { unitAmount: 12_000, interval: 'year' },
    },
    automaticTaxPercent: 5,
  });
  stripe = await makeProvider();
});

afterAll(async () => {
  await peer?.close();
});

let orgs = 0;
/** A customer with a primary card (the test PaymentMethod id of Stripe's test mode). */
async function customerWithCard(card = 'pm_card_visa') {
  const { customerId } = await stripe.createCustomer({
    orgId: `org-${++orgs}`,
    email: `owner${orgs}@example.com`,
    name: `Org ${orgs}`,
  });
  const profile = await stripe.attachPaymentMethod(customerId, card, { address: US, makePrimary: true });
  return { customerId, profile };
}

/** Stripe's signature scheme (docs.stripe.com/webhooks#verify-manually): t=<unix>,v1=HMAC-SHA256(secret, `${t}.${body}`). */
function sign(body: string, secret = WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** The last event of a type the peer wrote, delivered as Stripe delivers it, and parsed by the adapter. */
function deliver(type: string, filter: (object: Json) => boolean = () => true): ProviderEvent | null {
  const event = peer.events.filter((e) => e.type === type && filter(e.data.object)).at(-1);
  if (!event) throw new Error(`the peer wrote no ${type} event`);
  const body = JSON.stringify(event);
  return stripe.parseWebhook(Buffer.from(body), sign(body));
}

describe('Stripe adapter against the loopback peer', () => {
  it('loads the stripe package only when the adapter is made', () => {
    for (const file of ['provider.ts', 'map.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const staticImports = [...source.matchAll(/^import\s+(type\s+)?[^;]*from\s+'stripe';/gm)];
      expect(staticImports.every((m) => m[1])).toBe(true);
    }
  });

  it('makes a customer, a card form secret and attaches a card as primary', async () => {
    const { customerId } = await stripe.createCustomer({ orgId: 'org-a', email: 'a@example.com', name: 'Org A' });
    expect(peer.customers.get(customerId)).toMatchObject({
      email: 'a@example.com',
      name: 'Org A',
      metadata: { orgId: 'org-a' },
    });

    const secret = await stripe.cardFormSecret(customerId);
    expect(secret).toMatch(/^seti_\w+_secret_\w+$/);
    expect(peer.requestsTo('POST', '/v1/setup_intents').at(-1)?.params).toMatchObject({
      customer: customerId,
      usage: 'off_session',
    });

    const profile = await stripe.attachPaymentMethod(customerId, 'pm_card_visa', { address: US, makePrimary: true });
    expect(profile).toMatchObject({ cardType: 'Visa', lastFour: '4242', isPrimary: true });
    expect(profile.expirationYear).toBeGreaterThan(new Date().getFullYear());
    const attached = peer.paymentMethods.get(profile.id);
    expect(attached?.customer).toBe(customerId);
    expect(attached?.billing_details.address).toEqual({
      line1: '1 Main Street',
      line2: 'Suite 5, Floor 2',
      city: 'Springfield',
      state: 'IL',
      postal_code: '62701',
      country: 'US',
    });
    const customer = peer.customers.get(customerId);
    expect(customer?.invoice_settings.default_payment_method).toBe(profile.id);
    expect(customer?.address?.country).toBe('US');

    await stripe.updateCustomerEmail(customerId, 'billing@example.com');
    expect(peer.customers.get(customerId)?.email).toBe('billing@example.com');
  });

  it('starts a subscription for 3 seats with the tax rate and the coupon and maps it with its paid invoice', async () => {
    const { customerId } = await customerWithCard();
    peer.addCoupon({ id: 'co_twenty', percent_off: 20 });
    const promo = peer.addPromotionCode({ code: 'SAVE20', coupon: 'co_twenty' });
    const before = Date.now();

    const sub = await stripe.createSubscription({
      customerId,
      plan: 'eos-one-annual',
      quantity: 3,
      taxPercent: 8.25,
      couponCode: 'save20',
    });

    const [rate] = [...peer.taxRates.values()].filter((r) => r.percentage === 8.25);
    expect(rate).toMatchObject({ inclusive: false, active: true });
    const sent = peer.requestsTo('POST', '/v1/subscriptions').at(-1)?.params;
    expect(sent).toMatchObject({
      customer: customerId,
      items: [{ price: 'price_annual', quantity: '3' }],
      default_tax_rates: [rate?.id],
      discounts: [{ promotion_code: promo.id }],
      payment_behavior: 'error_if_incomplete',
      expand: ['latest_invoice'],
    });
    expect(sent?.automatic_tax).toBeUndefined();

    expect(sub).toMatchObject({ plan: 'eos-one-annual', quantity: 3, status: 'active', cancelAtPeriodEnd: false });
    expect(sub.id).toMatch(/^sub_/);
    // A year from now (the period end is read from the subscription item in this API version).
    expect(sub.currentPeriodEnd.getTime()).toBeGreaterThan(before + 364 * DAY);
    expect(sub.currentPeriodEnd.getTime()).toBeLessThan(before + 367 * DAY);
    // 3 x 120.00 = 360.00, -20% = 288.00, +8.25% tax = 23.76 -> 311.76
    expect(sub.latestInvoice).toMatchObject({
      totalAmount: 31_176,
      taxAmount: 2_376,
      currencyCode: 'USD',
      invoiceStatus: 'Paid',
      source: 'subscription_create',
    });
    expect(sub.latestInvoice?.issueDate.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);

    // The same percent reuses its tax rate, also after a restart (found by its metadata).
    const other = await customerWithCard();
    await stripe.createSubscription({
      customerId: other.customerId,
      plan: 'eos-one-monthly',
      quantity: 1,
      taxPercent: 8.25,
    });
    const restarted = await makeProvider();
    const third = await customerWithCard();
    await restarted.createSubscription({
      customerId: third.customerId,
      plan: 'eos-one-monthly',
      quantity: 2,
      taxPercent: 8.25,
    });
    expect([...peer.taxRates.values()].filter((r) => r.percentage === 8.25)).toHaveLength(1);
    expect(peer.requestsTo('POST', '/v1/subscriptions').at(-1)?.params.default_tax_rates).toEqual([rate?.id]);

    // No tax: no tax rate at all.
    const untaxed = await customerWithCard();
    const free = await stripe.createSubscription({
      customerId: untaxed.customerId,
      plan: 'eos-one-monthly',
      quantity: 1,
      taxPercent: 0,
    });
    expect(peer.requestsTo('POST', '/v1/subscriptions').at(-1)?.params.default_tax_rates).toBeUndefined();
    expect(free.latestInvoice).toMatchObject({ totalAmount: 1_200, taxAmount: 0 });
  });

  it('asks Stripe Tax instead when automatic tax is on', async () => {
    const automatic = await makeProvider({ automaticTax: true });
    const { customerId } = await customerWithCard();
    const sub = await automatic.createSubscription({
      customerId,
      plan: 'eos-one-monthly',
      quantity: 2,
      taxPercent: 8.25,
    });
    const sent = peer.requestsTo('POST', '/v1/subscriptions').at(-1)?.params;
    expect(sent?.automatic_tax).toEqual({ enabled: 'true' });
    expect(sent?.default_tax_rates).toBeUndefined();
    expect(sub.latestInvoice).toMatchObject({ totalAmount: 2_520, taxAmount: 120 });
  });

  it('refuses declined, expired and unknown cards with PaymentDeclined and Stripe message', async () => {
    const { customerId } = await stripe.createCustomer({ orgId: 'org-d', email: 'd@example.com', name: 'Org D' });
    const attempt = (token: string) =>
      stripe.attachPaymentMethod(customerId, token, { address: US, makePrimary: true });

    const declined = await attempt('pm_card_chargeDeclined').catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(PaymentDeclined);
    expect(declined).toMatchObject({ message: 'Your card was declined.', code: 'card_declined' });

    await expect(attempt('pm_card_chargeDeclinedExpiredCard')).rejects.toMatchObject({
      message: 'Your card has expired.',
      code: 'expired_card',
    });
    await expect(attempt('pm_does_not_exist')).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(attempt('pm_does_not_exist')).rejects.toBeInstanceOf(PaymentDeclined);
    expect(peer.customers.get(customerId)?.invoice_settings.default_payment_method).toBeNull();
    expect(await stripe.listPaymentMethods(customerId)).toEqual([]);
  });

  it('refuses a first charge that is declined and leaves no subscription behind', async () => {
    const { customerId } = await customerWithCard('pm_card_chargeCustomerFail');
    const count = peer.subscriptions.size;
    const error = await stripe
      .createSubscription({ customerId, plan: 'eos-one-monthly', quantity: 3, taxPercent: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentDeclined);
    expect(error).toMatchObject({ message: 'Your card was declined.', code: 'card_declined' });
    expect(peer.subscriptions.size).toBe(count);
  });

  it('lists cards with the primary marked, changes the primary and detaches only the customer own cards', async () => {
    const { customerId, profile: visa } = await customerWithCard();
    const master = await stripe.attachPaymentMethod(customerId, 'pm_card_mastercard', {
      address: US,
      makePrimary: false,
    });
    expect(master).toMatchObject({ cardType: 'Mastercard', lastFour: '4444', isPrimary: false });
    const amex = await stripe.attachPaymentMethod(customerId, 'pm_card_amex', { address: US, makePrimary: false });
    expect(amex.cardType).toBe('American Express');

    const primaries = async () =>
      Object.fromEntries((await stripe.listPaymentMethods(customerId)).map((p) => [p.lastFour, p.isPrimary]));
    expect(await primaries()).toEqual({ '4242': true, '4444': false, '8431': false });
    expect(peer.requestsTo('GET', '/v1/payment_methods').at(-1)?.params).toMatchObject({
      customer: customerId,
      type: 'card',
    });

    await stripe.setPrimaryPaymentMethod(customerId, master.id);
    expect(await primaries()).toEqual({ '4242': false, '4444': true, '8431': false });

    await stripe.detachPaymentMethod(customerId, visa.id);
    expect(await primaries()).toEqual({ '4444': true, '8431': false });

    // Another customer's card is not ours to touch.
    const stranger = await customerWithCard();
    await expect(stripe.setPrimaryPaymentMethod(customerId, stranger.profile.id)).rejects.toBeInstanceOf(
      PaymentDeclined,
    );
    await expect(stripe.detachPaymentMethod(customerId, stranger.profile.id)).rejects.toMatchObject({
      code: 'resource_missing',
    });
    expect(peer.paymentMethods.get(stranger.profile.id)?.customer).toBe(stranger.customerId);
  });

  it("changes a card's billing address, and the customer's when the card is the primary one", async () => {
    const { customerId, profile: visa } = await customerWithCard();
    const master = await stripe.attachPaymentMethod(customerId, 'pm_card_mastercard', {
      address: US,
      makePrimary: false,
    });
    const toronto: BillingAddress = {
      countryCode: 'CA',
      addressLine1: '1 Bay St',
      city: 'Toronto',
      stateOrProvince: 'ON',
      postalCode: 'M5J 2N8',
    };
    await stripe.updatePaymentMethodAddress(customerId, master.id, toronto);
    expect(peer.paymentMethods.get(master.id)?.billing_details.address).toMatchObject({
      city: 'Toronto',
      country: 'CA',
    });
    // Not the primary card: the customer's address (what Stripe Tax reads) stays the primary card's.
    expect(peer.customers.get(customerId)?.address?.country).toBe('US');
    await stripe.updatePaymentMethodAddress(customerId, visa.id, toronto);
    expect(peer.customers.get(customerId)?.address).toMatchObject({ city: 'Toronto', state: 'ON', country: 'CA' });
    const stranger = await customerWithCard();
    await expect(stripe.updatePaymentMethodAddress(customerId, stranger.profile.id, toronto)).rejects.toMatchObject({
      code: 'resource_missing',
    });
    expect(peer.paymentMethods.get(stranger.profile.id)?.billing_details.address.country).toBe('US');
  });

  it('looks coupons up: valid, invalid, expired and used up', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const future = Math.floor(Date.now() / 1000) + 86_400;
    peer.addCoupon({ id: 'co_ten', percent_off: 10 });
    peer.addCoupon({ id: 'FIVEOFF', amount_off: 500 });
    peer.addCoupon({ id: 'co_old', percent_off: 50, redeem_by: past });
    peer.addCoupon({ id: 'co_full', percent_off: 30, max_redemptions: 2, times_redeemed: 2 });
    peer.addCoupon({ id: 'co_later', percent_off: 15, redeem_by: future });
    peer.addPromotionCode({ code: 'TEN', coupon: 'co_ten' });
    peer.addPromotionCode({ code: 'OLDIE', coupon: 'co_old' });
    peer.addPromotionCode({ code: 'GONE', coupon: 'co_ten', expires_at: past });
    peer.addPromotionCode({ code: 'FULL', coupon: 'co_full' });
    peer.addPromotionCode({ code: 'ONCE', coupon: 'co_ten', max_redemptions: 1, times_redeemed: 1 });
    peer.addPromotionCode({ code: 'OFF', coupon: 'co_ten', active: false });
    peer.addPromotionCode({ code: 'LATER', coupon: 'co_later' });

    expect(await stripe.lookupCoupon('ten')).toEqual({
      result: 'valid',
      code: 'TEN',
      percentOff: 10,
      amountOffCents: null,
    });
    expect(await stripe.lookupCoupon('LATER')).toMatchObject({ result: 'valid', percentOff: 15 });
    // A coupon id typed as the code.
    expect(await stripe.lookupCoupon('FIVEOFF')).toEqual({
      result: 'valid',
      code: 'FIVEOFF',
      percentOff: null,
      amountOffCents: 500,
    });
    expect(await stripe.lookupCoupon('NOPE')).toEqual({ result: 'invalid' });
    expect(await stripe.lookupCoupon('  ')).toEqual({ result: 'invalid' });
    expect(await stripe.lookupCoupon('OLDIE')).toEqual({ result: 'expired' });
    expect(await stripe.lookupCoupon('co_old')).toEqual({ result: 'expired' });
    expect(await stripe.lookupCoupon('GONE')).toEqual({ result: 'expired' });
    expect(await stripe.lookupCoupon('OFF')).toEqual({ result: 'expired' });
    expect(await stripe.lookupCoupon('FULL')).toEqual({ result: 'not-applicable' });
    expect(await stripe.lookupCoupon('ONCE')).toEqual({ result: 'not-applicable' });
    expect(peer.requestsTo('GET', '/v1/promotion_codes').at(-1)?.params).toMatchObject({
      code: 'ONCE',
      expand: ['data.promotion.coupon'],
    });

    // Checkout checks again: an expired code charges nothing.
    const { customerId } = await customerWithCard();
    const count = peer.requestsTo('POST', '/v1/subscriptions').length;
    await expect(
      stripe.createSubscription({
        customerId,
        plan: 'eos-one-monthly',
        quantity: 1,
        taxPercent: 0,
        couponCode: 'GONE',
      }),
    ).rejects.toMatchObject({ code: 'coupon_expired' });
    expect(peer.requestsTo('POST', '/v1/subscriptions')).toHaveLength(count);

    // A coupon id goes to Stripe as a coupon discount.
    const sub = await stripe.createSubscription({
      customerId,
      plan: 'eos-one-monthly',
      quantity: 2,
      taxPercent: 0,
      couponCode: 'FIVEOFF',
    });
    expect(peer.requestsTo('POST', '/v1/subscriptions').at(-1)?.params.discounts).toEqual([{ coupon: 'FIVEOFF' }]);
    expect(sub.latestInvoice?.totalAmount).toBe(2 * 1_200 - 500);
  });

  it('changes seats with proration, cancels at period end, resumes and cancels at once', async () => {
    const { customerId } = await customerWithCard();
    const sub = await stripe.createSubscription({ customerId, plan: 'eos-one-monthly', quantity: 3, taxPercent: 0 });

    const more = await stripe.updateQuantity(sub.id, 5);
    expect(more).toMatchObject({ id: sub.id, quantity: 5, plan: 'eos-one-monthly', status: 'active' });
    const itemId = peer.subscriptions.get(sub.id)?.items.data[0].id;
    expect(peer.requestsTo('POST', `/v1/subscriptions/${sub.id}`).at(-1)?.params).toMatchObject({
      items: [{ id: itemId, quantity: '5' }],
      proration_behavior: 'create_prorations',
    });
    expect(more.latestInvoice?.invoiceStatus).toBe('Paid');

    const pending = await stripe.cancelSubscription(sub.id, { atPeriodEnd: true });
    expect(pending).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(pending.currentPeriodEnd).toEqual(sub.currentPeriodEnd);
    expect(peer.requestsTo('POST', `/v1/subscriptions/${sub.id}`).at(-1)?.params.cancel_at_period_end).toBe('true');

    const resumed = await stripe.resumeSubscription(sub.id);
    expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(peer.requestsTo('POST', `/v1/subscriptions/${sub.id}`).at(-1)?.params.cancel_at_period_end).toBe('false');

    const ended = await stripe.cancelSubscription(sub.id, { atPeriodEnd: false });
    expect(ended.status).toBe('canceled');
    expect(peer.requestsTo('DELETE', `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
  });

  it('pays the open invoice again after a failed renewal', async () => {
    const { customerId, profile: visa } = await customerWithCard();
    const sub = await stripe.createSubscription({ customerId, plan: 'eos-one-monthly', quantity: 1, taxPercent: 0 });
    await stripe.attachPaymentMethod(customerId, 'pm_card_chargeCustomerFail', { address: US, makePrimary: true });
    const renewal = peer.renew(sub.id);
    expect(renewal.status).toBe('open');
    expect(peer.subscriptions.get(sub.id)?.status).toBe('past_due');

    await expect(stripe.retryLatestInvoice(sub.id)).rejects.toMatchObject({ code: 'card_declined' });
    await stripe.setPrimaryPaymentMethod(customerId, visa.id);
    const paid = await stripe.retryLatestInvoice(sub.id);
    expect(paid).toMatchObject({
      id: renewal.id,
      invoiceStatus: 'Paid',
      source: 'subscription_cycle',
      totalAmount: 1_200,
    });
    expect(peer.requestsTo('POST', `/v1/invoices/${renewal.id}/pay`)).toHaveLength(2);
    expect(peer.subscriptions.get(sub.id)?.status).toBe('active');
    // Nothing open: the latest invoice as it is, no payment attempted.
    expect(await stripe.retryLatestInvoice(sub.id)).toMatchObject({ id: renewal.id, invoiceStatus: 'Paid' });
    expect(peer.requestsTo('POST', `/v1/invoices/${renewal.id}/pay`)).toHaveLength(2);
  });

  it('lists invoices with their statuses mapped and drafts left out', async () => {
    const { customerId } = await stripe.createCustomer({ orgId: 'org-i', email: 'i@example.com', name: 'Org I' });
    const issued = Math.floor(Date.UTC(2025, 0, 15, 12) / 1000);
    const base = { created: issued, effective_at: issued, total: 10_000, currency: 'eur' };
    const paid = peer.addInvoice(customerId, {
      ...base,
      status: 'paid',
      billing_reason: 'subscription_cycle',
      total_taxes: [{ amount: 700, tax_rate_details: { tax_rate: 'txr_1' }, type: 'tax_rate_details' }],
    });
    const open = peer.addInvoice(customerId, {
      ...base,
      status: 'open',
      attempted: true,
      next_payment_attempt: issued + 86_400,
      billing_reason: 'subscription_cycle',
    });
    const givenUp = peer.addInvoice(customerId, {
      ...base,
      status: 'open',
      attempted: true,
      next_payment_attempt: null,
    });
    const uncollectible = peer.addInvoice(customerId, { ...base, status: 'uncollectible' });
    const voided = peer.addInvoice(customerId, { ...base, status: 'void', due_date: issued + 30 * 86_400 });
    peer.addInvoice(customerId, { ...base, status: 'draft' });

    const invoices = await stripe.listInvoices(customerId);
    const byId = Object.fromEntries(invoices.map((i) => [i.id, i]));
    expect(invoices).toHaveLength(5);
    expect(byId[paid.id]).toEqual({
      id: paid.id,
      totalAmount: 10_000,
      taxAmount: 700,
      currencyCode: 'EUR',
      issueDate: new Date('2025-01-15T12:00:00Z'),
      dueDate: new Date('2025-01-15T12:00:00Z'),
      invoiceStatus: 'Paid',
      source: 'subscription_cycle',
    });
    expect(byId[open.id]?.invoiceStatus).toBe('Open');
    expect(byId[givenUp.id]?.invoiceStatus).toBe('Failed');
    expect(byId[uncollectible.id]).toMatchObject({ invoiceStatus: 'Failed', source: 'manual' });
    expect(byId[voided.id]).toMatchObject({ invoiceStatus: 'Void', dueDate: new Date('2025-02-14T12:00:00Z') });
    expect(peer.requestsTo('GET', '/v1/invoices').at(-1)?.params).toMatchObject({ customer: customerId });
  });

  it('answers with Stripe authentication error for a wrong secret key', async () => {
    const wrong = await makeProvider({ secretKey: 'sk_test_wrong' });
    await expect(wrong.createCustomer({ orgId: 'x', email: 'x@example.com', name: 'X' })).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
    });
  });
});

describe('Stripe webhooks', () => {
  it('reads the payment, renewal and cancellation events Stripe sends', async () => {
    const { customerId } = await customerWithCard();
    const sub = await stripe.createSubscription({ customerId, plan: 'eos-one-annual', quantity: 2, taxPercent: 0 });
    const ofSub = (o: Json) => o.parent?.subscription_details?.subscription === sub.id;

    const paid = deliver('invoice.paid', ofSub);
    const paidEvent = peer.events.filter((e) => e.type === 'invoice.paid').at(-1);
    expect(paid).toEqual({
      type: 'invoice.paid',
      eventId: paidEvent?.id,
      customerId,
      subscriptionId: sub.id,
      invoice: sub.latestInvoice,
    });

    await stripe.attachPaymentMethod(customerId, 'pm_card_chargeCustomerFail', { address: US, makePrimary: true });
    const renewal = peer.renew(sub.id);
    expect(deliver('invoice.payment_failed', ofSub)).toMatchObject({
      type: 'invoice.payment_failed',
      customerId,
      subscriptionId: sub.id,
      invoice: { id: renewal.id, invoiceStatus: 'Open', source: 'subscription_cycle' },
      willRetry: true,
    });
    expect(deliver('customer.subscription.updated', (o) => o.id === sub.id)).toMatchObject({
      type: 'subscription.updated',
      customerId,
      subscription: { id: sub.id, plan: 'eos-one-annual', quantity: 2, status: 'past_due', latestInvoice: null },
    });

    peer.exhaustRetries(sub.id);
    expect(deliver('invoice.payment_failed', ofSub)).toMatchObject({ willRetry: false, invoice: { id: renewal.id } });
    expect(deliver('customer.subscription.updated', (o) => o.id === sub.id)).toMatchObject({
      subscription: { status: 'unpaid' },
    });

    await stripe.cancelSubscription(sub.id, { atPeriodEnd: false });
    const deletedEvent = peer.events.filter((e) => e.type === 'customer.subscription.deleted').at(-1);
    expect(deliver('customer.subscription.deleted', (o) => o.id === sub.id)).toEqual({
      type: 'subscription.deleted',
      eventId: deletedEvent?.id,
      customerId,
      subscriptionId: sub.id,
    });

    // Events billing does not act on.
    expect(deliver('customer.created')).toBeNull();
    expect(deliver('payment_method.attached')).toBeNull();
  });

  it('ignores a subscription on a price that is not one of the plans', () => {
    const event = structuredClone(peer.events.filter((e) => e.type === 'customer.subscription.updated').at(-1));
    if (!event) throw new Error('no event');
    event.data.object.items.data[0].price.id = 'price_someone_else';
    const body = JSON.stringify(event);
    expect(stripe.parseWebhook(Buffer.from(body), sign(body))).toBeNull();
  });

  it('refuses a wrong secret, a changed body, an old timestamp and a missing signature', () => {
    const event = peer.events.find((e) => e.type === 'invoice.paid');
    const body = JSON.stringify(event);
    const parse = (raw: string, header: string | undefined) => () => stripe.parseWebhook(Buffer.from(raw), header);

    expect(parse(body, sign(body))).not.toThrow();
    expect(parse(body, sign(body, 'whsec_someone_else'))).toThrow(InvalidWebhookSignature);
    const tampered = body.replace(/"total":\d+/, '"total":1');
    expect(tampered).not.toBe(body);
    expect(parse(tampered, sign(body))).toThrow(InvalidWebhookSignature);
    // Stripe's tolerance is 5 minutes: a delivery signed 10 minutes ago is a replay.
    expect(parse(body, sign(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600))).toThrow(
      InvalidWebhookSignature,
    );
    expect(parse(body, sign(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 240))).not.toThrow();
    expect(parse(body, undefined)).toThrow(InvalidWebhookSignature);
    expect(parse(body, 'garbage')).toThrow(InvalidWebhookSignature);
  });
});
