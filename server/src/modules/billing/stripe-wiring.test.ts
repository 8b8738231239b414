// @module-tag postgres
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type StripePeer, startStripePeer } from '../../../test/stripe-peer.ts';
import { loadConfig } from '../../config.ts';

// BILLING_PROVIDER=stripe wired into the app: the settings as an operator writes them (STRIPE_API_BASE
// pointing at the Stripe peer on loopback), the provider made at build, and POST payment/token answering
// the SetupIntent's client secret for the organization's new Stripe customer.

let peer: StripePeer;
let t: TestApp;

beforeAll(async () => {
  peer = await startStripePeer({
    prices: { price_m: { unitAmount: 1500, interval: 'month' }, price_y: { unitAmount: 15000, interval: 'year' } },
  });
  const { billing } = loadConfig({
    BILLING_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: peer.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_wiring',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_wiring',
    STRIPE_PRICE_MONTHLY: 'price_m',
    STRIPE_PRICE_ANNUAL: 'price_y',
    STRIPE_API_BASE: `${peer.protocol}://${peer.host}:${peer.port}`,
  });
  t = await createTestApp({ billing });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('BILLING_PROVIDER=stripe', () => {
  it("answers POST payment/token with the SetupIntent's client secret, for a customer made with the Owner's email", async () => {
    expect(t.ctx.payments?.kind).toBe('stripe');
    expect(t.ctx.sandboxClock).toBeNull();
    const owner = await signedInMember(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/payment/token', headers: { cookie: owner.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const [intent] = [...peer.requestsTo('POST', '/v1/setup_intents')];
    expect(intent).toBeDefined();
    const [billing] = (
      (await t.ctx.db.execute(sql`select * from org_billing where org_id = ${owner.org.id}`)) as unknown as {
        rows: { provider: string; customer_id: string; account_email: string }[];
      }
    ).rows;
    expect(billing).toMatchObject({ provider: 'stripe', account_email: owner.account.email });
    const customer = peer.customers.get(billing?.customer_id ?? '');
    expect(customer).toMatchObject({ email: owner.account.email, metadata: { orgId: owner.org.id } });
    expect(res.json()).toEqual({
      succeeded: true,
      token: expect.stringMatching(/^seti_[A-Za-z0-9]+_secret_/),
      provider: 'stripe',
      publishableKey: 'pk_test_wiring',
    });
    expect(intent?.params).toMatchObject({ customer: billing?.customer_id });
    // The sandbox's card form does not exist here.
    const tokenize = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment/sandbox/tokenize',
      headers: { cookie: owner.cookie },
      payload: { secret: 'x', number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' },
    });
    expect(tokenize.statusCode).toBe(404);
  });
});

describe('the Stripe webhook', () => {
  const sign = (body: string, secret = 'whsec_test_wiring') => {
    const timestamp = Math.floor(Date.now() / 1000);
    return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  };
  const deliver = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });

  it('acts on a signed delivery once, and refuses a forged one with 400', async () => {
    const owner = await signedInMember(t);
    const member = await signedInMember(t, { org: owner.org, role: 'Member' });
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v2${url}`, headers: { cookie: owner.cookie }, payload });
    const address = {
      countryCode: 'US',
      addressLine1: '1 Main St',
      city: 'Austin',
      stateOrProvince: 'TX',
      postalCode: '78701',
    };
    // Stripe Elements would confirm the SetupIntent; the peer takes Stripe's test payment method.
    expect((await call('POST', '/payment/add', { token: 'pm_card_visa', isPrimary: true, address })).statusCode).toBe(
      200,
    );
    const checkout = await call('POST', '/subscription/checkout', { plan: 'eos-one-monthly' });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json()).toMatchObject({ status: 'Active', seatCount: 1 });
    expect(member.membership.role).toBe('Member');

    // Stripe reports the subscription deleted (canceled from its dashboard): everyone else becomes a Free Observer.
    const deleted = peer.events.filter((e) => e.type === 'customer.subscription.created').at(-1);
    if (!deleted) throw new Error('the peer wrote no subscription event');
    const event = structuredClone(deleted);
    event.id = 'evt_wiring_deleted';
    event.type = 'customer.subscription.deleted';
    event.data.object.status = 'canceled';
    const body = JSON.stringify(event);

    const forged = await deliver(body, sign(body, 'whsec_someone_else'));
    expect(forged.statusCode).toBe(400);
    expect((await call('GET', '/subscription')).json().status).toBe('Active');

    const first = await deliver(body, sign(body));
    expect(first.statusCode, first.body).toBe(200);
    expect((await call('GET', '/subscription')).json().status).toBe('Canceled');
    const roles = async () =>
      (
        (await t.ctx.db.execute(
          sql`select role from memberships where org_id = ${owner.org.id} order by role`,
        )) as unknown as {
          rows: { role: string }[];
        }
      ).rows.map((r) => r.role);
    expect(await roles()).toEqual(['Observer', 'Owner']);
    const again = await deliver(body, sign(body));
    expect(again.statusCode).toBe(200);
    const events = (await t.ctx.db.execute(
      sql`select count(*)::int as n from billing_events where event_id = 'evt_wiring_deleted'`,
    )) as unknown as { rows: { n: number }[] };
    expect(events.rows[0]?.n).toBe(1);
  });
});
