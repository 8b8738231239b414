// @module-tag postgres
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInMember } from '../../../test/auth-helpers.ts';
import { createTestApp, sandboxBilling, type TestApp } from '../../../test/harness.ts';
import type { SandboxProvider } from '../../integrations/payments/sandbox/provider.ts';
import { recordProviderEvent } from './events.ts';

// Payment methods, card addresses, tax and the account email (issue 20 item 3) through the API, with
// BILLING_PROVIDER=sandbox: the card form is the sandbox's own endpoint, as the browser will post it.

let t: TestApp;
const TAX = { US: { default: 0, states: { CA: 7.25 } }, GB: { default: 20 } };

beforeAll(async () => {
  t = await createTestApp({ billing: sandboxBilling({ taxRates: TAX }) });
});
afterAll(() => t.close());

const US = { countryCode: 'US', addressLine1: '1 Main St', city: 'Austin', stateOrProvince: 'TX', postalCode: '78701' };
const VISA = '4242 4242 4242 4242';
const MASTERCARD = '5555 5555 5555 4444';
const DECLINED = '4000 0000 0000 0002';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(user: SignedInUser, method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url: `/api/v2${url}`, headers: { cookie: user.cookie }, payload });
}

async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The card form: a form secret from POST payment/token, then the card posted to the sandbox's endpoint. */
async function tokenize(user: SignedInUser, number: string, over: Partial<{ expMonth: number; expYear: number }> = {}) {
  const secret = await call(user, 'POST', '/payment/token');
  expect(secret.statusCode).toBe(200);
  const res = await call(user, 'POST', '/payment/sandbox/tokenize', {
    secret: secret.json().token,
    number,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
    cvc: '123',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

async function addCard(user: SignedInUser, number: string, isPrimary = true, address: object = US) {
  const token = await tokenize(user, number);
  const res = await call(user, 'POST', '/payment/add', { token, isPrimary, address });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().paymentProfile as { id: string; isPrimary: boolean; isExpired: boolean };
}

const methodsOf = async (user: SignedInUser) => (await call(user, 'GET', '/payment/methods')).json().paymentProfiles;
const addressCount = async (orgId: string) =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from billing_addresses where org_id = ${orgId}`))[0]?.n;

async function withPermission(user: SignedInUser, permission: string): Promise<void> {
  await t.ctx.db.execute(
    sql`update memberships set permissions = array_append(permissions, ${permission}) where id = ${user.membership.id}`,
  );
}

describe('POST payment/token, payment/sandbox/tokenize and payment/add', () => {
  it('the Owner gets a form secret, tokenizes 4242 and adds it as the primary card with a US address', async () => {
    const owner = await signedInMember(t);
    const token = await call(owner, 'POST', '/payment/token');
    expect(token.statusCode).toBe(200);
    expect(token.json().token).toMatch(/^cus_[A-Za-z0-9]+_secret_/);
    // The customer was made on first use with the Owner's email.
    const [billing] = await rows(sql`select * from org_billing where org_id = ${owner.org.id}`);
    expect(billing).toMatchObject({ provider: 'sandbox', account_email: owner.account.email });

    const profile = await addCard(owner, VISA);
    expect(profile).toEqual({
      id: expect.stringMatching(/^pm_/),
      cardType: 'Visa',
      lastFour: '4242',
      expirationMonth: 12,
      expirationYear: new Date().getUTCFullYear() + 3,
      isPrimary: true,
      isExpired: false,
    });
    const [address] = await rows(sql`select * from billing_addresses where org_id = ${owner.org.id}`);
    expect(address).toMatchObject({ payment_method_id: profile.id, country_code: 'US', postal_code: '78701' });
    // A second call for a form secret reuses the customer.
    await call(owner, 'POST', '/payment/token');
    expect(await rows(sql`select 1 from org_billing where org_id = ${owner.org.id}`)).toHaveLength(1);
  });

  it("refuses a Member without billing permission (403), and lets one with 'Update|Billing' add a card", async () => {
    const owner = await signedInMember(t);
    const member = await signedInMember(t, { role: 'Member', org: owner.org });
    for (const [method, url] of [
      ['POST', '/payment/token'],
      ['GET', '/payment/methods'],
      ['GET', '/subscription/customer'],
    ] as const) {
      const res = await call(member, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().messages[0].id).toBe('ERR_FORBIDDEN');
    }
    const payer = await signedInMember(t, { role: 'Member', org: owner.org });
    await withPermission(payer, 'Update|Billing');
    const profile = await addCard(payer, MASTERCARD);
    expect(profile).toMatchObject({ cardType: 'Mastercard', isPrimary: true });
    expect(await methodsOf(owner)).toHaveLength(1);
  });

  it("refuses the declined card 0002 with the sandbox's message and stores nothing", async () => {
    const owner = await signedInMember(t);
    const token = await tokenize(owner, DECLINED);
    const res = await call(owner, 'POST', '/payment/add', { token, isPrimary: true, address: US });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      succeeded: false,
      messages: [{ id: 'BILLING_PAYMENT_DECLINED', text: 'Your card was declined.' }],
    });
    expect(await methodsOf(owner)).toEqual([]);
    expect(await addressCount(owner.org.id)).toBe(0);
  });

  it('refuses a token that is not the card form’s, and a form secret of another organization', async () => {
    const owner = await signedInMember(t);
    await call(owner, 'POST', '/payment/token');
    const res = await call(owner, 'POST', '/payment/add', { token: 'tok_made_up', isPrimary: true, address: US });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({
      id: 'BILLING_PAYMENT_DECLINED',
      text: expect.stringMatching(/token/),
    });

    const other = await signedInMember(t);
    const secret = (await call(other, 'POST', '/payment/token')).json().token;
    const stolen = await call(owner, 'POST', '/payment/sandbox/tokenize', {
      secret,
      number: VISA,
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().messages[0].text).toBe('This card form has expired. Open it again.');
    // The card form's own checks come back in its words.
    const mine = (await call(owner, 'POST', '/payment/token')).json().token;
    const badNumber = await call(owner, 'POST', '/payment/sandbox/tokenize', {
      secret: mine,
      number: '4242 4242 4242 4241',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
    expect(badNumber.statusCode).toBe(422);
    expect(badNumber.json().messages[0].text).toBe('Your card number is invalid.');
  });
});

describe('address rules (002 §5) on payment/add, billing-address and calculate-tax', () => {
  const cases: [string, object, string, string][] = [
    ['a US ZIP that is not one', { ...US, postalCode: '7870' }, 'address.postalCode', 'VAL_INVALID_ZIP_CODE'],
    [
      'a Canadian postal code that is not one',
      { countryCode: 'CA', addressLine1: '1 Rue', city: 'Ottawa', stateOrProvince: 'ON', postalCode: '12345' },
      'address.postalCode',
      'VAL_INVALID_POSTAL_CODE',
    ],
    [
      'a lower-case postal code elsewhere',
      { countryCode: 'GB', addressLine1: '1 High St', city: 'London', stateOrProvince: 'LND', postalCode: 'sw1a 1aa' },
      'address.postalCode',
      'VAL_INVALID_POSTAL_CODE',
    ],
    [
      'an all-digit postal code elsewhere',
      { countryCode: 'DE', addressLine1: 'Hauptstr. 1', stateOrProvince: 'BE', postalCode: '10115' },
      'address.postalCode',
      'VAL_INVALID_POSTAL_CODE',
    ],
    ['no city in the US', { ...US, city: '' }, 'address.city', 'VAL_REQUIRED'],
    ['no street', { ...US, addressLine1: ' ' }, 'address.addressLine1', 'VAL_REQUIRED'],
    ['no state in the US', { ...US, stateOrProvince: null }, 'address.stateOrProvince', 'VAL_REQUIRED'],
    ['a state not on the list', { ...US, stateOrProvince: 'XX' }, 'address.stateOrProvince', 'VAL_INVALID'],
    ['no postal code in the US', { ...US, postalCode: '' }, 'address.postalCode', 'VAL_REQUIRED'],
    ['an unknown country', { ...US, countryCode: 'ZZ' }, 'address.countryCode', 'VAL_INVALID'],
  ];
  let owner: SignedInUser;
  let cardId = '';
  beforeAll(async () => {
    owner = await signedInMember(t);
    cardId = (await addCard(owner, VISA)).id;
  });

  it.each(cases)('refuses %s with the message on its field, and stores nothing', async (_, address, field, id) => {
    const token = await tokenize(owner, MASTERCARD);
    for (const [url, body] of [
      ['/payment/add', { token, isPrimary: false, address }],
      [`/payment/billing-address/${cardId}`, { id: cardId, address }],
      ['/payment/calculate-tax', { subTotal: 1000, address }],
    ] as const) {
      const res = await call(owner, 'POST', url, body);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().messages, url).toContainEqual(expect.objectContaining({ id, field }));
    }
    expect(await methodsOf(owner)).toHaveLength(1);
    expect((await call(owner, 'GET', `/payment/billing-address/${cardId}`)).json().address.postalCode).toBe('78701');
  });

  it('takes an address without a city in Germany, and without a postal code in the Emirates', async () => {
    const de = { countryCode: 'DE', addressLine1: 'Hauptstr. 1', stateOrProvince: 'BE', postalCode: 'D-10115' };
    const deCard = await addCard(owner, MASTERCARD, false, de);
    expect((await call(owner, 'GET', `/payment/billing-address/${deCard.id}`)).json().address).toEqual({
      countryCode: 'DE',
      addressLine1: 'Hauptstr. 1',
      addressLine2: null,
      addressLine3: null,
      city: null,
      stateOrProvince: 'BE',
      postalCode: 'D-10115',
    });
    const ae = { countryCode: 'ae', addressLine1: '1 Marina Walk', city: 'Dubai', stateOrProvince: 'DU' };
    const res = await call(owner, 'POST', `/payment/billing-address/${deCard.id}`, { address: ae });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(owner, 'GET', `/payment/billing-address/${deCard.id}`)).json().address).toMatchObject({
      countryCode: 'AE',
      postalCode: null,
    });
  });
});

describe('GET payment/methods, POST payment/primary/{id}, DELETE payment/{id}, billing addresses', () => {
  it('lists the cards with the primary one, changes the primary, reads and changes a card address, removes a card', async () => {
    const owner = await signedInMember(t);
    const visa = await addCard(owner, VISA);
    const master = await addCard(owner, MASTERCARD, false, { ...US, city: 'Dallas', postalCode: '75201' });
    expect(await methodsOf(owner)).toEqual([
      expect.objectContaining({ id: visa.id, lastFour: '4242', isPrimary: true, isExpired: false }),
      expect.objectContaining({ id: master.id, lastFour: '4444', isPrimary: false, isExpired: false }),
    ]);

    expect((await call(owner, 'POST', `/payment/primary/${master.id}`)).statusCode).toBe(200);
    expect((await methodsOf(owner)).map((c: { isPrimary: boolean }) => c.isPrimary)).toEqual([false, true]);

    const read = await call(owner, 'GET', `/payment/billing-address/${master.id}`);
    expect(read.json()).toEqual({
      succeeded: true,
      id: master.id,
      address: {
        countryCode: 'US',
        addressLine1: '1 Main St',
        addressLine2: null,
        addressLine3: null,
        city: 'Dallas',
        stateOrProvince: 'TX',
        postalCode: '75201',
      },
    });
    const moved = {
      ...US,
      addressLine1: '500 Elm St',
      addressLine2: 'Suite 2',
      city: 'Los Angeles',
      stateOrProvince: 'CA',
      postalCode: '90001',
    };
    expect(
      (await call(owner, 'POST', `/payment/billing-address/${master.id}`, { id: master.id, address: moved }))
        .statusCode,
    ).toBe(200);
    expect((await call(owner, 'GET', `/payment/billing-address/${master.id}`)).json().address).toMatchObject({
      addressLine1: '500 Elm St',
      addressLine2: 'Suite 2',
      city: 'Los Angeles',
      stateOrProvince: 'CA',
    });
    // The provider's copy of the card's address follows.
    const [pm] = await rows<{ address: { city: string } }>(
      sql`select address from sandbox_payment_methods where id = ${master.id}`,
    );
    expect(pm?.address.city).toBe('Los Angeles');

    expect((await call(owner, 'DELETE', `/payment/${visa.id}`)).statusCode).toBe(200);
    expect((await methodsOf(owner)).map((c: { id: string }) => c.id)).toEqual([master.id]);
    expect((await call(owner, 'GET', `/payment/billing-address/${visa.id}`)).statusCode).toBe(404);
    expect(await addressCount(owner.org.id)).toBe(1);
  });

  it('refuses removing the only card while the subscription is active, and allows it on trial', async () => {
    const owner = await signedInMember(t);
    const card = await addCard(owner, VISA);
    await t.ctx.db.execute(sql`update organizations set subscription_status = 'Active' where id = ${owner.org.id}`);
    const refused = await call(owner, 'DELETE', `/payment/${card.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages[0]).toMatchObject({
      id: 'BILLING_LAST_CARD_IN_USE',
      text: 'This is the only card on file and the subscription is active. Add another card before removing this one.',
    });
    expect(await methodsOf(owner)).toHaveLength(1);
    // With a second card on file either may go.
    const second = await addCard(owner, MASTERCARD, false);
    expect((await call(owner, 'DELETE', `/payment/${card.id}`)).statusCode).toBe(200);
    // The remaining card became the primary one.
    expect(await methodsOf(owner)).toEqual([expect.objectContaining({ id: second.id, isPrimary: true })]);
    await t.ctx.db.execute(sql`update organizations set subscription_status = 'Trial' where id = ${owner.org.id}`);
    expect((await call(owner, 'DELETE', `/payment/${second.id}`)).statusCode).toBe(200);
    expect(await methodsOf(owner)).toEqual([]);
  });

  it("answers 404 for another organization's card, and for a card that does not exist", async () => {
    const victim = await signedInMember(t);
    const card = await addCard(victim, VISA);
    const attacker = await signedInMember(t);
    await addCard(attacker, MASTERCARD);
    for (const id of [card.id, 'pm_doesnotexist']) {
      for (const [method, url, body] of [
        ['POST', `/payment/primary/${id}`, undefined],
        ['DELETE', `/payment/${id}`, undefined],
        ['GET', `/payment/billing-address/${id}`, undefined],
        ['POST', `/payment/billing-address/${id}`, { address: US }],
      ] as const) {
        const res = await call(attacker, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().messages[0].id).toBe('ERR_NOT_FOUND');
      }
    }
    expect(await methodsOf(victim)).toEqual([expect.objectContaining({ id: card.id, isPrimary: true })]);
    // An organization that never had billing: 404 too, and an empty list.
    const fresh = await signedInMember(t);
    expect((await call(fresh, 'DELETE', `/payment/${card.id}`)).statusCode).toBe(404);
    expect(await methodsOf(fresh)).toEqual([]);
  });

  it('marks a card expired once its expiry month is over, by the sandbox clock', async () => {
    const owner = await signedInMember(t);
    const clock = t.ctx.sandboxClock;
    if (!clock) throw new Error('no sandbox clock');
    const now = clock.now(owner.org.id);
    const token = await tokenize(owner, VISA, { expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() });
    const added = await call(owner, 'POST', '/payment/add', { token, isPrimary: true, address: US });
    expect(added.json().paymentProfile.isExpired).toBe(false);
    clock.advance(owner.org.id, 32 * 24 * 60 * 60 * 1000);
    expect(await methodsOf(owner)).toEqual([expect.objectContaining({ isExpired: true })]);
  });
});

describe('POST payment/calculate-tax', () => {
  it('works the tax out from the configured table: a listed state, a country default, an untaxed country', async () => {
    const owner = await signedInMember(t);
    const tax = async (subTotal: number, address: object) =>
      (await call(owner, 'POST', '/payment/calculate-tax', { subTotal, address })).json();
    const california = { ...US, city: 'Los Angeles', stateOrProvince: 'CA', postalCode: '90001' };
    expect(await tax(1999, california)).toEqual({ succeeded: true, taxAmount: 145 });
    expect(await tax(10_000, US)).toEqual({ succeeded: true, taxAmount: 0 });
    const london = {
      countryCode: 'GB',
      addressLine1: '1 High St',
      city: 'London',
      stateOrProvince: 'LND',
      postalCode: 'SW1A 1AA',
    };
    expect(await tax(10_000, london)).toEqual({ succeeded: true, taxAmount: 2000 });
    const ottawa = {
      countryCode: 'CA',
      addressLine1: '1 Rue',
      city: 'Ottawa',
      stateOrProvince: 'ON',
      postalCode: 'K1A 0B1',
    };
    expect(await tax(10_000, ottawa)).toEqual({ succeeded: true, taxAmount: 0 });
    const negative = await call(owner, 'POST', '/payment/calculate-tax', { subTotal: -1, address: US });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().messages[0]).toMatchObject({ id: 'VAL_INVALID', field: 'subTotal' });
  });
});

describe('GET and POST subscription/customer', () => {
  it('answers null before billing, sets the account email (making the customer with it), and changes it', async () => {
    const owner = await signedInMember(t);
    expect((await call(owner, 'GET', '/subscription/customer')).json()).toEqual({ succeeded: true, email: null });
    const bad = await call(owner, 'POST', '/subscription/customer', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages).toEqual([expect.objectContaining({ id: 'VAL_INVALID_EMAIL', field: 'email' })]);
    const empty = await call(owner, 'POST', '/subscription/customer', { email: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().messages).toContainEqual(expect.objectContaining({ id: 'VAL_REQUIRED', field: 'email' }));

    expect((await call(owner, 'POST', '/subscription/customer', { email: 'Billing@Example.com' })).statusCode).toBe(
      200,
    );
    expect((await call(owner, 'GET', '/subscription/customer')).json().email).toBe('billing@example.com');
    const customer = async () =>
      await rows<{ email: string }>(sql`select email from sandbox_customers where org_id = ${owner.org.id}`);
    expect(await customer()).toEqual([{ email: 'billing@example.com' }]);

    expect((await call(owner, 'POST', '/subscription/customer', { email: 'accounts@example.com' })).statusCode).toBe(
      200,
    );
    expect((await call(owner, 'GET', '/subscription/customer')).json().email).toBe('accounts@example.com');
    expect(await customer()).toEqual([{ email: 'accounts@example.com' }]);
  });

  it("is the Owner's email once the first card form made the customer", async () => {
    const owner = await signedInMember(t);
    await call(owner, 'POST', '/payment/token');
    expect((await call(owner, 'GET', '/subscription/customer')).json().email).toBe(owner.account.email);
  });
});

describe('provider events', () => {
  it('records and processes what the sandbox reports once per event id, for the organization of its customer', async () => {
    const owner = await signedInMember(t);
    await addCard(owner, VISA);
    const [billing] = await rows<{ customer_id: string }>(
      sql`select customer_id from org_billing where org_id = ${owner.org.id}`,
    );
    const provider = t.ctx.payments as SandboxProvider;
    const sub = await provider.forOrg(owner.org.id).createSubscription({
      customerId: billing?.customer_id ?? '',
      plan: 'eos-one-annual',
      quantity: 2,
      taxPercent: 0,
    });
    // Seats × the plan's price per seat per period: 2 × 15000 (a year).
    expect(sub.latestInvoice?.totalAmount).toBe(2 * t.config.plans.annualPriceInCents);
    const events = await rows<{
      type: string;
      event_id: string;
      processed_at: Date | null;
      payload: { invoice: { id: string } };
    }>(sql`select * from billing_events where org_id = ${owner.org.id}`);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'invoice.paid',
        processed_at: expect.anything(),
        payload: expect.objectContaining({ subscriptionId: sub.id }),
      }),
    ]);
    const event = {
      type: 'subscription.deleted' as const,
      eventId: events[0]?.event_id ?? '',
      customerId: billing?.customer_id ?? '',
      subscriptionId: sub.id,
    };
    expect(await recordProviderEvent(t.ctx.db, 'sandbox', event)).toEqual({ result: 'duplicate', orgId: owner.org.id });
    expect(await recordProviderEvent(t.ctx.db, 'sandbox', { ...event, customerId: 'cus_nobody' })).toEqual({
      result: 'unknown-customer',
    });
  });
});

describe('BILLING_PROVIDER=none', () => {
  it('answers 404 on every billing route: billing does not exist', async () => {
    const none = await createTestApp();
    try {
      expect(none.ctx.payments).toBeNull();
      const owner = await signedInMember(none);
      const calls: [Method, string, object?][] = [
        ['POST', '/payment/token'],
        ['POST', '/payment/add', { token: 'tok_x', isPrimary: true, address: US }],
        ['GET', '/payment/methods'],
        ['POST', '/payment/primary/pm_x'],
        ['DELETE', '/payment/pm_x'],
        ['GET', '/payment/billing-address/pm_x'],
        ['POST', '/payment/billing-address/pm_x', { address: US }],
        ['POST', '/payment/calculate-tax', { subTotal: 100, address: US }],
        ['GET', '/subscription/customer'],
        ['POST', '/subscription/customer', { email: 'a@example.com' }],
        ['POST', '/payment/sandbox/tokenize', { secret: 'x', number: VISA, expMonth: 1, expYear: 2099, cvc: '123' }],
      ];
      for (const [method, url, payload] of calls) {
        const res = await none.app.inject({
          method,
          url: `/api/v2${url}`,
          headers: { cookie: owner.cookie },
          payload,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().messages[0].id).toBe('ERR_NOT_FOUND');
      }
      // What existed before billing still answers: the plans for the invite cost summary.
      expect(
        (await none.app.inject({ method: 'GET', url: '/api/v2/payment/plans', headers: { cookie: owner.cookie } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await none.close();
    }
  });
});
