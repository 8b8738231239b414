import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ConfigurationError } from '../../lib/configuration-error.ts';

// The billing settings as config.ts reads them at start (integrations/payments/settings.ts).

const dir = mkdtempSync(path.join(os.tmpdir(), 'eos-billing-settings-'));
function file(name: string, content: unknown): string {
  const where = path.join(dir, name);
  writeFileSync(where, typeof content === 'string' ? content : JSON.stringify(content));
  return where;
}
const billingOf = (env: Record<string, string>) => loadConfig(env).billing;
const STRIPE = {
  BILLING_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
  STRIPE_PRICE_MONTHLY: 'price_m',
  STRIPE_PRICE_ANNUAL: 'price_y',
};

describe('billing settings', () => {
  it('default to no billing: provider none, no tax, no coupons', () => {
    expect(billingOf({})).toEqual({ provider: 'none', taxRates: {}, sandboxCoupons: [] });
    expect(() => billingOf({ BILLING_PROVIDER: 'paypal' })).toThrow();
  });

  it('give Stripe its keys, price ids, Stripe Tax and another API server split for the stripe package', () => {
    expect(
      billingOf({ ...STRIPE, STRIPE_AUTOMATIC_TAX: 'true', STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe,
    ).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      prices: { 'eos-one-monthly': 'price_m', 'eos-one-annual': 'price_y' },
      automaticTax: true,
      protocol: 'http',
      host: '127.0.0.1',
      port: 12111,
    });
    expect(billingOf({ ...STRIPE, STRIPE_API_BASE: 'https://stripe.internal' }).stripe).toMatchObject({
      protocol: 'https',
      host: 'stripe.internal',
      port: 443,
      automaticTax: false,
    });
    expect(billingOf(STRIPE).stripe).not.toHaveProperty('host');
  });

  it('stop the start when stripe lacks its keys or prices, or its API base is not a URL, naming what is wrong', () => {
    const { STRIPE_WEBHOOK_SECRET: _, STRIPE_PRICE_ANNUAL: __, ...partial } = STRIPE;
    expect(() => billingOf(partial)).toThrow(ConfigurationError);
    expect(() => billingOf(partial)).toThrow(
      'BILLING_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ANNUAL (see README, Configuration)',
    );
    expect(() => billingOf({ ...STRIPE, STRIPE_SECRET_KEY: ' ' })).toThrow(/needs STRIPE_SECRET_KEY/);
    expect(() => billingOf({ ...STRIPE, STRIPE_API_BASE: 'localhost:12111' })).toThrow(/STRIPE_API_BASE/);
    expect(() => billingOf({ ...STRIPE, STRIPE_API_BASE: 'http://x/v1' })).toThrow(/only a scheme, host and port/);
    // The sandbox and none need none of it.
    expect(billingOf({ BILLING_PROVIDER: 'sandbox' }).provider).toBe('sandbox');
  });

  it('read BILLING_TAX_RATES, and refuse a missing or invalid table with a line naming the file and each problem', () => {
    const table = { US: { default: 0, states: { CA: 7.25 } }, GB: { default: 20 } };
    expect(billingOf({ BILLING_TAX_RATES: file('tax.json', table) }).taxRates).toEqual(table);
    const missing = path.join(dir, 'nope.json');
    expect(() => billingOf({ BILLING_TAX_RATES: missing })).toThrow(
      new ConfigurationError(`BILLING_TAX_RATES (${missing}) cannot be read: no such file`),
    );
    expect(() => billingOf({ BILLING_TAX_RATES: file('broken.json', '{ "US": ') })).toThrow(/cannot be read/);
    const bad = file('bad.json', { US: { default: 101 }, us: { default: 1 }, GB: { rate: 20 } });
    let error: unknown;
    try {
      billingOf({ BILLING_TAX_RATES: bad });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toMatch(/^BILLING_TAX_RATES \(.*bad\.json\) is not a tax rate table: /);
    expect((error as Error).message).toContain('US.default must be at most 100');
    expect((error as Error).message).toContain('GB has unknown field rate');
  });

  it('read SANDBOX_COUPONS, and refuse an invalid list', () => {
    const coupons = file('coupons.json', [
      { code: 'TEN', percentOff: 10 },
      { code: 'FIVE', amountOffCents: 500, expiresAt: '2030-01-01T00:00:00Z', maxRedemptions: 3 },
    ]);
    expect(billingOf({ SANDBOX_COUPONS: coupons }).sandboxCoupons).toEqual([
      { code: 'TEN', percentOff: 10, amountOffCents: null, expiresAt: null, maxRedemptions: null },
      {
        code: 'FIVE',
        percentOff: null,
        amountOffCents: 500,
        expiresAt: new Date('2030-01-01T00:00:00Z'),
        maxRedemptions: 3,
      },
    ]);
    const both = file('both.json', [{ code: 'X', percentOff: 10, amountOffCents: 5 }]);
    expect(() => billingOf({ SANDBOX_COUPONS: both })).toThrow(/\[0\] needs percentOff or amountOffCents, not both/);
    const twice = file('twice.json', [
      { code: 'ten', percentOff: 10 },
      { code: 'TEN', percentOff: 20 },
    ]);
    expect(() => billingOf({ SANDBOX_COUPONS: twice })).toThrow(/holds two coupons with the same code/);
    expect(() => billingOf({ SANDBOX_COUPONS: file('obj.json', { coupons: [] }) })).toThrow(/the file expected array/);
  });
});
