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
    expect(res.json()).toEqual({ succeeded: true, token: expect.stringMatching(/^seti_[A-Za-z0-9]+_secret_/) });
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
