// @module-tag postgres
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg } from '../../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  sandboxCardTokens,
  sandboxCustomers,
  sandboxInvoices,
  sandboxPaymentMethods,
  sandboxSubscriptions,
} from '../../../db/schema/index.ts';
import { type BillingAddress, PaymentDeclined, type ProviderEvent } from '../types.ts';
import { FORM_SECRET_TTL_MS } from './card-form.ts';
import { cardBrand, luhnValid } from './cards.ts';
import { SandboxClock } from './clock.ts';
import { SandboxProvider } from './provider.ts';
import { RETRY_DELAYS_MS } from './renewals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
/** Cents per seat per billing period: a month of the monthly plan, a year of the annual one. */
const PRICES = { 'eos-one-monthly': 1500, 'eos-one-annual': 15000 } as const;
const COUPONS = [
  { code: 'TEN', percentOff: 10 },
  { code: 'FIVEOFF', amountOffCents: 500 },
  { code: 'OLD', percentOff: 50, expiresAt: new Date('2020-01-01T00:00:00Z') },
  { code: 'SOON', percentOff: 50, expiresAt: new Date(Date.now() + 10 * DAY) },
  { code: 'ONCE', percentOff: 20, maxRedemptions: 1 },
];
const ADDRESS: BillingAddress = {
  countryCode: 'US',
  addressLine1: '1 Main St',
  city: 'Austin',
  stateOrProvince: 'TX',
  postalCode: '78701',
};

const VISA = '4242 4242 4242 4242';
const MASTERCARD = '5555 5555 5555 4444';
const AMEX = '3782 822463 10005';
const DECLINED = '4000 0000 0000 0002';
const FAILS_CHARGES = '4000 0000 0000 0341';
const EXPIRED = '4000 0000 0000 0069';

/**
 * A fresh organization with a customer, and a provider bound to it on a clock of its own (or on
 * `shared`, whose time is kept per organization); `clock` is that organization's time.
 */
async function setup(base?: () => number, shared = new SandboxClock(base)) {
  const events: ProviderEvent[] = [];
  const root = new SandboxProvider({
    db: t.ctx.db,
    clock: shared,
    onEvent: (e) => {
      events.push(e);
    },
    prices: { ...PRICES },
    coupons: COUPONS,
  });
  const org = await createOrg(t.ctx.db);
  const clock = { now: () => shared.now(org.id), advance: (ms: number) => shared.advance(org.id, ms) };
  const p = root.forOrg(org.id);
  const { customerId } = await p.createCustomer({ orgId: org.id, email: 'owner@example.com', name: org.name });
  const card = (number: string, over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
    number,
    expMonth: 12,
    expYear: clock.now().getUTCFullYear() + 3,
    cvc: '123',
    ...over,
  });
  const tokenize = async (number: string, over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => {
    const secret = await p.cardFormSecret(customerId);
    return (await SandboxProvider.tokenize(t.ctx.db, { secret, ...card(number, over) }, clock)).token;
  };
  const addCard = async (number: string, makePrimary = false) =>
    p.attachPaymentMethod(customerId, await tokenize(number), { address: ADDRESS, makePrimary });
  /** Moves the clock just past the subscription's current period end. */
  const passPeriodEnd = async (subscriptionId: string) => {
    const [row] = await t.ctx.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
    if (!row) throw new Error('no subscription');
    clock.advance(Math.max(0, row.currentPeriodEnd.getTime() - clock.now().getTime()) + 1000);
  };
  const subRow = async (subscriptionId: string) => {
    const [row] = await t.ctx.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
    return row;
  };
  return { clock, events, root, p, org, customerId, card, tokenize, addCard, passPeriodEnd, subRow };
}

describe('cards', () => {
  it('checks numbers by Luhn and names the brand', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
  });

  it('attaches the usual test cards with brand, last four and expiry; the first is primary', async () => {
    const s = await setup();
    const visa = await s.addCard(VISA);
    const mc = await s.addCard(MASTERCARD);
    const amex = await s.addCard(AMEX);
    expect(visa).toMatchObject({ cardType: 'Visa', lastFour: '4242', expirationMonth: 12, isPrimary: true });
    expect(visa.id).toMatch(/^pm_[A-Za-z0-9]{24}$/);
    expect(mc).toMatchObject({ cardType: 'Mastercard', lastFour: '4444', isPrimary: false });
    expect(amex).toMatchObject({ cardType: 'American Express', lastFour: '0005', isPrimary: false });
    expect((await s.p.listPaymentMethods(s.customerId)).map((c) => [c.lastFour, c.isPrimary])).toEqual([
      ['4242', true],
      ['4444', false],
      ['0005', false],
    ]);

    await s.p.setPrimaryPaymentMethod(s.customerId, amex.id);
    expect((await s.p.listPaymentMethods(s.customerId)).filter((c) => c.isPrimary).map((c) => c.id)).toEqual([amex.id]);
    // Removing the primary card makes the most recently added remaining card primary.
    await s.p.detachPaymentMethod(s.customerId, amex.id);
    expect((await s.p.listPaymentMethods(s.customerId)).map((c) => [c.lastFour, c.isPrimary])).toEqual([
      ['4242', false],
      ['4444', true],
    ]);
  });

  it('refuses 0002 at attach with card_declined and stores no card', async () => {
    const s = await setup();
    const token = await s.tokenize(DECLINED);
    const err = await s.p
      .attachPaymentMethod(s.customerId, token, { address: ADDRESS, makePrimary: true })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentDeclined);
    expect(err).toMatchObject({ message: 'Your card was declined.', code: 'card_declined' });
    expect(await s.p.listPaymentMethods(s.customerId)).toEqual([]);
    expect(
      await t.ctx.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.orgId, s.org.id)),
    ).toEqual([]);
  });

  it('refuses 0069 as expired_card', async () => {
    const s = await setup();
    const token = await s.tokenize(EXPIRED);
    await expect(
      s.p.attachPaymentMethod(s.customerId, token, { address: ADDRESS, makePrimary: true }),
    ).rejects.toMatchObject({ code: 'expired_card' });
    expect(await s.p.listPaymentMethods(s.customerId)).toEqual([]);
  });

  it('validates like a card form: Luhn, expiry by the end of its month, CVC; a mistake keeps the form usable', async () => {
    const s = await setup();
    const secret = await s.p.cardFormSecret(s.customerId);
    const tokenize = (number: string, over: Parameters<typeof s.card>[1] = {}) =>
      SandboxProvider.tokenize(t.ctx.db, { secret, ...s.card(number, over) }, s.clock);

    await expect(tokenize('4242 4242 4242 4241')).rejects.toMatchObject({ code: 'invalid_number' });
    await expect(tokenize('4242')).rejects.toMatchObject({ code: 'invalid_number' });
    const now = s.clock.now();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    await expect(
      tokenize(VISA, { expMonth: lastMonth.getUTCMonth() + 1, expYear: lastMonth.getUTCFullYear() }),
    ).rejects.toMatchObject({ code: 'invalid_expiry_past' });
    await expect(tokenize(VISA, { expMonth: 13 })).rejects.toMatchObject({ code: 'invalid_expiry_month' });
    await expect(tokenize(VISA, { cvc: '12' })).rejects.toMatchObject({ code: 'invalid_cvc' });
    await expect(tokenize(VISA, { cvc: '12345' })).rejects.toMatchObject({ code: 'invalid_cvc' });
    expect(await t.ctx.db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.orgId, s.org.id))).toEqual([]);

    // A card expiring this month is good until the month ends (two-digit years are 20xx).
    const ok = await tokenize(VISA, { expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() % 100 });
    expect(ok).toMatchObject({ cardType: 'Visa', lastFour: '4242' });
    expect(ok.token).toMatch(/^tok_/);
    // ...but refused when attached after the month has ended by the clock.
    s.clock.advance(32 * DAY);
    await expect(
      s.p.attachPaymentMethod(s.customerId, ok.token, { address: ADDRESS, makePrimary: true }),
    ).rejects.toMatchObject({ code: 'expired_card' });
  });

  it('needs a fresh form secret of the same customer for each token', async () => {
    const s = await setup();
    const other = await s.p.createCustomer({ orgId: s.org.id, email: 'b@example.com', name: 'B' });
    const secret = await s.p.cardFormSecret(s.customerId);
    const { token } = await SandboxProvider.tokenize(t.ctx.db, { secret, ...s.card(VISA) }, s.clock);
    // Used once.
    await expect(SandboxProvider.tokenize(t.ctx.db, { secret, ...s.card(VISA) }, s.clock)).rejects.toMatchObject({
      code: 'invalid_form_secret',
    });
    await expect(
      SandboxProvider.tokenize(t.ctx.db, { secret: 'made_up_secret_x', ...s.card(VISA) }, s.clock),
    ).rejects.toMatchObject({ code: 'invalid_form_secret' });
    // A token belongs to the customer whose form made it.
    await expect(
      s.p.attachPaymentMethod(other.customerId, token, { address: ADDRESS, makePrimary: true }),
    ).rejects.toMatchObject({ code: 'token_invalid' });
    await s.p.attachPaymentMethod(s.customerId, token, { address: ADDRESS, makePrimary: true });
    // And is used once.
    await expect(
      s.p.attachPaymentMethod(s.customerId, token, { address: ADDRESS, makePrimary: true }),
    ).rejects.toMatchObject({ code: 'token_invalid' });
    // A new secret replaces the last; a secret expires.
    const first = await s.p.cardFormSecret(s.customerId);
    const second = await s.p.cardFormSecret(s.customerId);
    await expect(SandboxProvider.tokenize(t.ctx.db, { secret: first, ...s.card(VISA) }, s.clock)).rejects.toMatchObject(
      { code: 'invalid_form_secret' },
    );
    s.clock.advance(FORM_SECRET_TTL_MS + 1);
    await expect(
      SandboxProvider.tokenize(t.ctx.db, { secret: second, ...s.card(VISA) }, s.clock),
    ).rejects.toMatchObject({ code: 'invalid_form_secret' });
  });

  it("changes a card's address; another organization's card reads as missing", async () => {
    const s = await setup();
    const visa = await s.addCard(VISA);
    const moved = { ...ADDRESS, addressLine1: '9 Elm St', city: 'Houston', postalCode: '77001' };
    await s.p.updatePaymentMethodAddress(s.customerId, visa.id, moved);
    const [row] = await t.ctx.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, visa.id));
    expect(row?.address).toEqual(moved);
    const other = await setup();
    await expect(other.p.updatePaymentMethodAddress(other.customerId, visa.id, ADDRESS)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('never stores a card number or CVC', async () => {
    const s = await setup();
    await s.addCard(VISA);
    await s.tokenize(MASTERCARD);
    // PGlite and node-postgres both answer { rows }.
    const columns = (await t.ctx.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_name like 'sandbox_%'`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    const names = columns.rows.map((r) => `${r.table_name}.${r.column_name}`);
    expect(names).toContain('sandbox_payment_methods.last_four');
    expect(names.filter((n) => /number|cvc|cvv|pan|secret$/.test(n))).toEqual([]);
    expect(names.filter((n) => n.startsWith('sandbox_card_tokens.')).sort()).toEqual(
      [
        'behavior',
        'brand',
        'created_at',
        'customer_id',
        'exp_month',
        'exp_year',
        'id',
        'last_four',
        'org_id',
        'used_at',
      ].map((c) => `sandbox_card_tokens.${c}`),
    );
    const stored = JSON.stringify([
      await t.ctx.db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.orgId, s.org.id)),
      await t.ctx.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.orgId, s.org.id)),
    ]);
    expect(stored).toContain('4242');
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('5555555555554444');
  });
});

describe('subscriptions', () => {
  it('charges the annual plan for 3 seats with a 10% coupon and 8.25% tax', async () => {
    const s = await setup();
    await s.addCard(VISA);
    const start = s.clock.now();
    const sub = await s.p.createSubscription({
      customerId: s.customerId,
      plan: 'eos-one-annual',
      quantity: 3,
      taxPercent: 8.25,
      couponCode: 'ten',
    });
    // 3 seats × 15000 (a year) = 45000; less 10% = 40500; tax 8.25% = 3341.25 -> 3341; total 43841.
    expect(sub).toMatchObject({
      plan: 'eos-one-annual',
      quantity: 3,
      status: 'active',
      cancelAtPeriodEnd: false,
      latestInvoice: {
        totalAmount: 43841,
        taxAmount: 3341,
        currencyCode: 'USD',
        invoiceStatus: 'Paid',
        source: 'subscription_create',
      },
    });
    expect(sub.id).toMatch(/^sub_/);
    expect(sub.latestInvoice?.id).toMatch(/^in_/);
    expect(sub.currentPeriodEnd.getUTCFullYear()).toBe(start.getUTCFullYear() + 1);
    expect(sub.currentPeriodEnd.getUTCMonth()).toBe(start.getUTCMonth());
    const [row] = await t.ctx.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.subscriptionId, sub.id));
    expect(row).toMatchObject({ subtotalCents: 45000, discountCents: 4500, taxCents: 3341, totalCents: 43841 });
    expect(s.events).toEqual([
      {
        type: 'invoice.paid',
        eventId: expect.stringMatching(/^evt_/),
        customerId: s.customerId,
        subscriptionId: sub.id,
        invoice: sub.latestInvoice,
      },
    ]);
    expect(await s.p.listInvoices(s.customerId)).toEqual([sub.latestInvoice]);
  });

  it('takes an amount-off coupon off each invoice', async () => {
    const s = await setup();
    await s.addCard(VISA);
    const sub = await s.p.createSubscription({
      customerId: s.customerId,
      plan: 'eos-one-monthly',
      quantity: 2,
      taxPercent: 10,
      couponCode: 'FIVEOFF',
    });
    // 2 × 1500 = 3000; less 500 = 2500; tax 250.
    expect(sub.latestInvoice).toMatchObject({ totalAmount: 2750, taxAmount: 250 });
    await s.passPeriodEnd(sub.id);
    await s.p.runDue();
    const [latest] = await s.p.listInvoices(s.customerId);
    expect(latest).toMatchObject({ totalAmount: 2750, invoiceStatus: 'Paid', source: 'subscription_cycle' });
  });

  it('0341 attaches, but subscribing fails with PaymentDeclined and leaves no subscription or invoice', async () => {
    const s = await setup();
    await s.addCard(FAILS_CHARGES);
    const err = await s.p
      .createSubscription({ customerId: s.customerId, plan: 'eos-one-monthly', quantity: 1, taxPercent: 0 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentDeclined);
    expect(err).toMatchObject({ code: 'card_declined' });
    expect(await t.ctx.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.orgId, s.org.id))).toEqual(
      [],
    );
    expect(await t.ctx.db.select().from(sandboxInvoices).where(eq(sandboxInvoices.orgId, s.org.id))).toEqual([]);
    expect(s.events).toEqual([]);
  });

  it('refuses to subscribe without a card', async () => {
    const s = await setup();
    await expect(
      s.p.createSubscription({ customerId: s.customerId, plan: 'eos-one-monthly', quantity: 1, taxPercent: 0 }),
    ).rejects.toMatchObject({ code: 'missing_payment_method' });
  });

  it('renews at period end: invoice paid and the period extended by a month', async () => {
    const s = await setup();
    await s.addCard(VISA);
    const sub = await s.p.createSubscription({
      customerId: s.customerId,
      plan: 'eos-one-monthly',
      quantity: 2,
      taxPercent: 0,
    });
    expect(await s.p.runDue()).toEqual({ paid: 0, failed: 0, ended: 0 });
    s.events.length = 0;
    await s.passPeriodEnd(sub.id);
    expect(await s.p.runDue()).toEqual({ paid: 1, failed: 0, ended: 0 });
    const row = await s.subRow(sub.id);
    const expected = new Date(sub.currentPeriodEnd);
    expected.setUTCMonth(expected.getUTCMonth() + 1, Math.min(expected.getUTCDate(), 28));
    expect(row?.currentPeriodStart).toEqual(sub.currentPeriodEnd);
    expect(row?.currentPeriodEnd.getUTCMonth()).toBe(expected.getUTCMonth());
    expect(s.events.map((e) => e.type)).toEqual(['invoice.paid', 'subscription.updated']);
    expect(s.events[0]).toMatchObject({
      invoice: { totalAmount: 3000, invoiceStatus: 'Paid', source: 'subscription_cycle' },
    });
    // Nothing more is due.
    expect(await s.p.runDue()).toEqual({ paid: 0, failed: 0, ended: 0 });
  });

  it('keeps monthly periods on the day they started (Jan 31, Feb 29, Mar 31)', async () => {
    const s = await setup(() => Date.UTC(2032, 0, 31, 12));
    await s.addCard(VISA);
    const sub = await s.p.createSubscription({
      customerId: s.customerId,
      plan: 'eos-one-monthly',
      quantity: 1,
      taxPercent: 0,
    });
    expect(sub.currentPeriodEnd.toISOString()).toBe('2032-02-29T12:00:00.000Z');
    // Three months at once: renewed period by period.
    s.clock.advance(90 * DAY);
    expect(await s.p.runDue()).toEqual({ paid: 3, failed: 0, ended: 0 });
    expect((await s.subRow(sub.id))?.currentPeriodEnd.toISOString()).toBe('2032-05-31T12:00:00.000Z');
    const periods = await t.ctx.db
      .select({ start: sandboxInvoices.periodStart, end: sandboxInvoices.periodEnd, issued: sandboxInvoices.issueDate })
      .from(sandboxInvoices)
      .where(eq(sandboxInvoices.subscriptionId, sub.id))
      .orderBy(sandboxInvoices.periodStart);
    expect(periods.map((r) => [r.start.toISOString().slice(0, 10), r.end.toISOString().slice(0, 10)])).toEqual([
      ['2032-01-31', '2032-02-29'],
      ['2032-02-29', '2032-03-31'],
      ['2032-03-31', '2032-04-30'],
      ['2032-04-30', '2032-05-31'],
    ]);
    // Renewals are charged when the clock gets there: all three on the day it was moved to.
    expect(periods.slice(1).map((r) => r.issued.toISOString())).toEqual(Array(3).fill('2032-04-30T12:00:00.000Z'));
  });

  it('fails a renewal on 0341, retries after 1, 3 and 5 days, then gives up as unpaid; a good card pays it', async () => {
    const s = await setup();
    const visa = await s.addCard(VISA);
    const sub = await s.p.createSubscription({
      customerId: s.customerId,
      plan: 'eos-one-monthly',
      quantity: 2,
      taxPercent: 0,
    });
    const failing = await s.addCard(FAILS_CHARGES, true);
    s.events.length = 0;

    await s.passPeriodEnd(sub.id);
    expect(await s.p.runDue()).toEqual({ paid: 0, failed: 1, ended: 0 });
    expect(s.events.map((e) => e.type)).toEqual(['invoice.payment_failed', 'subscription.updated']);
    expect(s.events[0]).toMatchObject({ willRetry: true, invoice: { invoiceStatus: 'Open', totalAmount: 3000 } });
    expect(s.events[1]).toMatchObject({ subscription: { status: 'past_due' } });
    const invoiceId = (s.events[0] as { invoice: { id: string } }).invoice.id;
    expect(await s.subRow(sub.id)).toMatchObject({ status: 'past_due', currentPeriodEnd: sub.currentPeriodEnd });

    expect(RETRY_DELAYS_MS).toEqual([1 * DAY, 3 * DAY, 5 * DAY]);
    for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
      s.events.length = 0;
      // Not before the retry is due.
      s.clock.advance(delay - 60_000);
      expect(await s.p.runDue()).toEqual({ paid: 0, failed: 0, ended: 0 });
      s.clock.advance(60_000);
      expect(await s.p.runDue()).toEqual({ paid: 0, failed: 1, ended: 0 });
      const last = i === RETRY_DELAYS_MS.length - 1;
      expect(s.events[0]).toMatchObject({
        type: 'invoice.payment_failed',
        subscriptionId: sub.id,
        willRetry: !last,
        invoice: { id: invoiceId, invoiceStatus: last ? 'Failed' : 'Open' },
      });
    }
    expect(s.events.map((e) => e.type)).toEqual(['invoice.payment_failed', 'subscription.updated']);
    expect(s.events[1]).toMatchObject({ subscription: { status: 'unpaid' } });
    expect(await s.subRow(sub.id)).toMatchObject({ status: 'unpaid' });
    // Given up: no more attempts.
    s.clock.advance(30 * DAY);
    expect(await s.p.runDue()).toEqual({ paid: 0, failed: 0, ended: 0 });

    // Still on the failing card, paying by hand is declined and changes nothing.
    await expect(s.p.retryLatestInvoice(sub.id)).rejects.toMatchObject({ code: 'card_declined' });
    expect(await s.subRow(sub.id)).toMatchObject({ status: 'unpaid' });

    s.events.length = 0;
    await s.p.setPrimaryPaymentMethod(s.customerId, visa.id);
    const paid = await s.p.retryLatestInvoice(sub.id);
    expect(paid).toMatchObject({ id: invoiceId, invoiceStatus: 'Paid', totalAmount: 3000 });
    expect(s.events.map((e) => e.type)).toEqual(['invoice.paid', 'subscription.updated']);
    const row = await s.subRow(sub.id);
    expect(row).toMatchObject({ status: 'active', currentPeriodStart: sub.currentPeriodEnd });
    expect(row?.currentPeriodEnd.getTime()).toBeGreaterThan(sub.currentPeriodEnd.getTime());
    // Paying again answers the paid invoice.
    expect(await s.p.retryLatestInvoice(sub.id)).toMatchObject({ id: invoiceId, invoiceStatus: 'Paid' });
    expect(failing.isPrimary).toBe(true);
  });

  it('retryLatestInvoice pays an open invoice while retries are still pending', async () => {
    const s = await setup();
    const visa = await s.addCard(VISA);
    const sub = await s.p.createSubscription({
      customerId: s.customerId,
      plan: 'eos-one-monthly',
      quantity: 1,
      taxPercent: 0,
    });
    await s.addCard(FAILS_CHARGES, true);
    await s.passPeriodEnd(sub.id);
    await s.p.runDue();
    await s.p.setPrimaryPaymentMethod(s.customerId, visa.id);
    expect(await s.p.retryLatestInvoice(sub.id)).toMatchObject({ invoiceStatus: 'Paid' });
    expect(await s.subRow(sub.id)).toMatchObject({ status: 'active' });
    // The pending retry is not made.
    s.clock.advance(2 * DAY);
    expect(await s.p.runDue()).toEqual({ paid: 0, failed: 0, ended: 0 });
  });

  it('cancels at period end: no renewal, then subscription.deleted; resume undoes it', async () => {
    const s = await setup();
    await s.addCard(VISA);
    const sub = await s.p.createSubscription({
      customerId: s.customerId,
      plan: 'eos-one-monthly',
      quantity: 1,
      taxPercent: 0,
    });
    s.events.length = 0;
    const pending = await s.p.cancelSubscription(sub.id, { atPeriodEnd: true });
    expect(pending).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(s.events).toEqual([expect.objectContaining({ type: 'subscription.updated', subscription: pending })]);

    const resumed = await s.p.resumeSubscription(sub.id);
    expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    await s.p.cancelSubscription(sub.id, { atPeriodEnd: true });
    s.events.length = 0;

    s.clock.advance(DAY);
    expect(await s.p.runDue()).toEqual({ paid: 0, failed: 0, ended: 0 });
    await s.passPeriodEnd(sub.id);
    expect(await s.p.runDue()).toEqual({ paid: 0, failed: 0, ended: 1 });
    expect(s.events).toEqual([
      { type: 'subscription.deleted', eventId: expect.any(String), customerId: s.customerId, subscriptionId: sub.id },
    ]);
    expect(await s.subRow(sub.id)).toMatchObject({ status: 'canceled', canceledAt: sub.currentPeriodEnd });
    expect(await s.p.listInvoices(s.customerId)).toHaveLength(1);
    await expect(s.p.resumeSubscription(sub.id)).rejects.toMatchObject({ status: 409 });
  });

  it('resumed before the period end, it renews', async () => {
    const s = await setup();
    await s.addCard(VISA);
    const sub = await s.p.createSubscription({
      customerId: s.customerId,
      plan: 'eos-one-annual',
      quantity: 1,
      taxPercent: 0,
    });
    await s.p.cancelSubscription(sub.id, { atPeriodEnd: true });
    await s.p.resumeSubscription(sub.id);
    await s.passPeriodEnd(sub.id);
    expect(await s.p.runDue()).toEqual({ paid: 1, failed: 0, ended: 0 });
    const row = await s.subRow(sub.id);
    expect(row?.currentPeriodEnd.getUTCFullYear()).toBe(sub.currentPeriodEnd.getUTCFullYear() + 1);
  });

  it('cancels at once', async () => {
    const s = await setup();
    await s.addCard(VISA);
    const sub = await s.p.createSubscription({
      customerId: s.customerId,
      plan: 'eos-one-monthly',
      quantity: 1,
      taxPercent: 0,
    });
    s.events.length = 0;
    const before = s.clock.now();
    const canceled = await s.p.cancelSubscription(sub.id, { atPeriodEnd: false });
    expect(canceled).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    expect(s.events.map((e) => e.type)).toEqual(['subscription.deleted']);
    const canceledAt = (await s.subRow(sub.id))?.canceledAt?.getTime() ?? 0;
    expect(canceledAt).toBeGreaterThanOrEqual(before.getTime());
    expect(canceledAt).toBeLessThanOrEqual(s.clock.now().getTime());
    await s.passPeriodEnd(sub.id);
    expect(await s.p.runDue()).toEqual({ paid: 0, failed: 0, ended: 0 });
    await expect(s.p.updateQuantity(sub.id, 3)).rejects.toMatchObject({ status: 409 });
  });

  it('prorates a seat change onto the next invoice', async () => {
    const s = await setup();
    await s.addCard(VISA);
    const sub = await s.p.createSubscription({
      customerId: s.customerId,
      plan: 'eos-one-monthly',
      quantity: 2,
      taxPercent: 0,
    });
    const row = await s.subRow(sub.id);
    if (!row) throw new Error('no row');
    // Half the period gone: 2 more seats × 1500 × 1/2 = 1500 carried to the next invoice.
    s.clock.advance((row.currentPeriodEnd.getTime() - row.currentPeriodStart.getTime()) / 2);
    const updated = await s.p.updateQuantity(sub.id, 4);
    expect(updated).toMatchObject({ quantity: 4 });
    expect(await s.subRow(sub.id)).toMatchObject({ pendingProrationCents: 1500 });
    await s.passPeriodEnd(sub.id);
    await s.p.runDue();
    const [renewal] = await s.p.listInvoices(s.customerId);
    // 4 × 1500 + 1500.
    expect(renewal).toMatchObject({ totalAmount: 7500, source: 'subscription_cycle', invoiceStatus: 'Paid' });
    expect(await s.subRow(sub.id)).toMatchObject({ pendingProrationCents: 0 });
  });
});

describe('coupons', () => {
  it('answers valid, invalid, expired and not-applicable', async () => {
    const s = await setup();
    expect(await s.p.lookupCoupon('ten')).toEqual({
      result: 'valid',
      code: 'TEN',
      percentOff: 10,
      amountOffCents: null,
    });
    expect(await s.p.lookupCoupon('FIVEOFF')).toMatchObject({ result: 'valid', amountOffCents: 500 });
    expect(await s.p.lookupCoupon('NOPE')).toEqual({ result: 'invalid' });
    expect(await s.p.lookupCoupon('OLD')).toEqual({ result: 'expired' });
    expect(await s.p.lookupCoupon('SOON')).toMatchObject({ result: 'valid' });
    s.clock.advance(11 * DAY);
    expect(await s.p.lookupCoupon('SOON')).toEqual({ result: 'expired' });

    // ONCE may be redeemed once, by anyone.
    await s.addCard(VISA);
    expect(await s.p.lookupCoupon('ONCE')).toMatchObject({ result: 'valid' });
    await s.p.createSubscription({
      customerId: s.customerId,
      plan: 'eos-one-monthly',
      quantity: 1,
      taxPercent: 0,
      couponCode: 'ONCE',
    });
    const other = await setup();
    expect(await other.p.lookupCoupon('ONCE')).toEqual({ result: 'not-applicable' });
    await other.addCard(VISA);
    await expect(
      other.p.createSubscription({
        customerId: other.customerId,
        plan: 'eos-one-monthly',
        quantity: 1,
        taxPercent: 0,
        couponCode: 'ONCE',
      }),
    ).rejects.toMatchObject({ code: 'coupon_not_applicable' });
    await expect(
      other.p.createSubscription({
        customerId: other.customerId,
        plan: 'eos-one-monthly',
        quantity: 1,
        taxPercent: 0,
        couponCode: 'NOPE',
      }),
    ).rejects.toMatchObject({ code: 'coupon_invalid' });
    await expect(
      other.p.createSubscription({
        customerId: other.customerId,
        plan: 'eos-one-monthly',
        quantity: 1,
        taxPercent: 0,
        couponCode: 'OLD',
      }),
    ).rejects.toMatchObject({ code: 'coupon_expired' });
    expect(
      await t.ctx.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.orgId, other.org.id)),
    ).toEqual([]);
  });
});

describe('organizations', () => {
  it("cannot reach another organization's customer, cards, subscriptions or invoices", async () => {
    const a = await setup();
    const b = await setup();
    const aCard = await a.addCard(VISA);
    const bCard = await b.addCard(MASTERCARD);
    const aSub = await a.p.createSubscription({
      customerId: a.customerId,
      plan: 'eos-one-monthly',
      quantity: 1,
      taxPercent: 0,
    });
    const notFound = { status: 404 };

    // Bound to B, every id of A reads as missing.
    await expect(b.p.listPaymentMethods(a.customerId)).rejects.toMatchObject(notFound);
    await expect(b.p.listInvoices(a.customerId)).rejects.toMatchObject(notFound);
    await expect(b.p.cardFormSecret(a.customerId)).rejects.toMatchObject(notFound);
    await expect(b.p.updateCustomerEmail(a.customerId, 'x@example.com')).rejects.toMatchObject(notFound);
    await expect(b.p.setPrimaryPaymentMethod(a.customerId, aCard.id)).rejects.toMatchObject(notFound);
    await expect(b.p.detachPaymentMethod(a.customerId, aCard.id)).rejects.toMatchObject(notFound);
    await expect(b.p.cancelSubscription(aSub.id, { atPeriodEnd: false })).rejects.toMatchObject(notFound);
    await expect(b.p.updateQuantity(aSub.id, 9)).rejects.toMatchObject(notFound);
    await expect(b.p.retryLatestInvoice(aSub.id)).rejects.toMatchObject(notFound);
    await expect(b.p.createCustomer({ orgId: a.org.id, email: 'x@example.com', name: 'X' })).rejects.toMatchObject(
      notFound,
    );
    await expect(
      b.p.createSubscription({ customerId: a.customerId, plan: 'eos-one-monthly', quantity: 1, taxPercent: 0 }),
    ).rejects.toMatchObject(notFound);

    // Even unbound, a card is only found with its own customer.
    await expect(b.root.setPrimaryPaymentMethod(b.customerId, aCard.id)).rejects.toMatchObject(notFound);
    await expect(b.root.detachPaymentMethod(b.customerId, aCard.id)).rejects.toMatchObject(notFound);
    const aToken = await a.tokenize(VISA);
    await expect(
      b.root.attachPaymentMethod(b.customerId, aToken, { address: ADDRESS, makePrimary: true }),
    ).rejects.toMatchObject({ code: 'token_invalid' });

    // Nothing of A changed; B still has only its card.
    expect(await a.p.listPaymentMethods(a.customerId)).toEqual([aCard]);
    expect(await b.p.listPaymentMethods(b.customerId)).toEqual([bCard]);
    const [aRow] = await t.ctx.db
      .select()
      .from(sandboxSubscriptions)
      .where(and(eq(sandboxSubscriptions.orgId, a.org.id), eq(sandboxSubscriptions.id, aSub.id)));
    expect(aRow).toMatchObject({ status: 'active', quantity: 1 });
    // B's clock running far ahead renews nothing of A's (runDue of a bound provider stays in its org).
    b.clock.advance(400 * DAY);
    await b.p.runDue();
    expect(await a.p.listInvoices(a.customerId)).toHaveLength(1);
  });

  it("keeps each organization's time on one shared clock: moving one moves no other", async () => {
    const shared = new SandboxClock();
    const a = await setup(undefined, shared);
    const b = await setup(undefined, shared);
    const subscribe = async (s: typeof a) => {
      await s.addCard(VISA);
      return s.p.createSubscription({ customerId: s.customerId, plan: 'eos-one-monthly', quantity: 1, taxPercent: 0 });
    };
    const aSub = await subscribe(a);
    const bSub = await subscribe(b);
    a.clock.advance(40 * DAY);
    expect(shared.offset(a.org.id)).toBe(40 * DAY);
    expect(shared.offset(b.org.id)).toBe(0);
    expect(b.clock.now().getTime()).toBeLessThanOrEqual(Date.now());
    // B's provider works on B's time: a new card form expires an hour from real time, not from A's.
    await b.p.cardFormSecret(b.customerId);
    const [bCustomer] = await t.ctx.db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, b.customerId));
    expect(bCustomer?.formSecretExpiresAt?.getTime()).toBeLessThanOrEqual(Date.now() + FORM_SECRET_TTL_MS);

    // A bound run does its own organization only; B's own run finds nothing due.
    expect(await b.p.runDue()).toEqual({ paid: 0, failed: 0, ended: 0 });
    expect(await a.p.runDue()).toEqual({ paid: 1, failed: 0, ended: 0 });
    a.clock.advance(31 * DAY);
    // The unbound (every-minute) run: each organization by its own clock.
    await a.root.runDue();
    expect(await a.p.listInvoices(a.customerId)).toHaveLength(3);
    expect(await b.p.listInvoices(b.customerId)).toHaveLength(1);
    expect((await b.subRow(bSub.id))?.currentPeriodEnd).toEqual(bSub.currentPeriodEnd);
    expect((await a.subRow(aSub.id))?.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 60 * DAY);
  });
});

describe('SandboxClock', () => {
  it('advances one organization at a time, never backwards', () => {
    const clock = new SandboxClock(() => Date.UTC(2030, 0, 31));
    expect(clock.now('org-a').toISOString()).toBe('2030-01-31T00:00:00.000Z');
    clock.advance('org-a', DAY);
    expect(clock.now('org-a').toISOString()).toBe('2030-02-01T00:00:00.000Z');
    expect(clock.offset('org-a')).toBe(DAY);
    // Another organization, and no organization, stay on real time.
    expect(clock.now('org-b').toISOString()).toBe('2030-01-31T00:00:00.000Z');
    expect(clock.now(null).toISOString()).toBe('2030-01-31T00:00:00.000Z');
    expect(clock.moved()).toEqual(['org-a']);
    expect(() => clock.advance('org-a', -1)).toThrow(RangeError);
  });
});
