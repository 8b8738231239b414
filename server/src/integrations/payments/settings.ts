import { BILLING, TaxRateTable } from '@eos/domain';
import { z } from 'zod';
import { ConfigurationError } from '../../lib/configuration-error.ts';
import { loadJsonSetting } from '../../lib/json-setting.ts';
import type { SandboxCoupon } from './sandbox/coupons.ts';
import type { StripeProviderOptions } from './stripe/provider.ts';

/**
 * The billing settings (issue 20), read and checked at start by config.ts: which provider, Stripe's keys
 * and prices, the operator's tax table and the sandbox's coupons. Only types come from the providers
 * here, so reading the settings loads neither of them.
 */
export interface BillingConfig {
  /** BILLING_PROVIDER: none (no billing at all: its routes answer 404), sandbox or stripe. */
  provider: 'none' | 'sandbox' | 'stripe';
  /** With stripe: what createStripeProvider takes (keys, price ids, Stripe Tax, another API server). */
  stripe?: StripeProviderOptions;
  /** BILLING_TAX_RATES' table; empty: no tax anywhere. Not used for the charge when Stripe Tax is on. */
  taxRates: TaxRateTable;
  /** SANDBOX_COUPONS' coupons (the sandbox only). */
  sandboxCoupons: SandboxCoupon[];
  /** STRIPE_PUBLISHABLE_KEY (stripe only): what the browser's Stripe Elements card form is loaded with. */
  publishableKey?: string;
}

/** The environment variables behind BillingConfig, as config.ts's Env declares them. */
export interface BillingEnv {
  BILLING_PROVIDER: 'none' | 'sandbox' | 'stripe';
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_PRICE_MONTHLY?: string;
  STRIPE_PRICE_ANNUAL?: string;
  STRIPE_AUTOMATIC_TAX: 'true' | 'false';
  STRIPE_API_BASE?: string;
  BILLING_TAX_RATES?: string;
  SANDBOX_COUPONS?: string;
}

/**
 * SANDBOX_COUPONS' file: a JSON array of coupons, each with a code and either percentOff (more than 0,
 * at most 100) or amountOffCents (whole cents), optionally expiresAt (ISO 8601, by the sandbox clock)
 * and maxRedemptions (subscriptions across all organizations). Codes match ignoring case, so two codes
 * that differ only in case are refused.
 */
export const SandboxCouponsFile = z
  .array(
    z
      .strictObject({
        code: z.string().trim().min(1).max(BILLING.couponCodeMax),
        percentOff: z.number().gt(0).max(100).optional(),
        amountOffCents: z.number().int().min(1).optional(),
        expiresAt: z.iso.datetime({ offset: true }).optional(),
        maxRedemptions: z.number().int().min(1).optional(),
      })
      .refine((c) => (c.percentOff === undefined) !== (c.amountOffCents === undefined), {
        message: 'needs percentOff or amountOffCents, not both',
      }),
  )
  .refine((list) => new Set(list.map((c) => c.code.toLowerCase())).size === list.length, {
    message: 'holds two coupons with the same code',
  })
  .transform((list): SandboxCoupon[] =>
    list.map((c) => ({
      code: c.code,
      percentOff: c.percentOff ?? null,
      amountOffCents: c.amountOffCents ?? null,
      expiresAt: c.expiresAt ? new Date(c.expiresAt) : null,
      maxRedemptions: c.maxRedemptions ?? null,
    })),
  );

/** STRIPE_API_BASE (`http://127.0.0.1:12111`) as the stripe package takes it: host, port, protocol. */
export function stripeApiBase(raw: string): Pick<StripeProviderOptions, 'host' | 'port' | 'protocol'> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigurationError(`STRIPE_API_BASE (${raw}) is not a URL such as https://api.stripe.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigurationError(`STRIPE_API_BASE (${raw}) must start with http:// or https://`);
  if (url.pathname !== '/' || url.search || url.username)
    throw new ConfigurationError(`STRIPE_API_BASE (${raw}) must be only a scheme, host and port`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
  };
}

export function loadBillingConfig(e: BillingEnv): BillingConfig {
  const taxRates = e.BILLING_TAX_RATES
    ? loadJsonSetting('BILLING_TAX_RATES', e.BILLING_TAX_RATES, TaxRateTable, 'a tax rate table')
    : {};
  const sandboxCoupons = e.SANDBOX_COUPONS
    ? loadJsonSetting('SANDBOX_COUPONS', e.SANDBOX_COUPONS, SandboxCouponsFile, 'a list of sandbox coupons')
    : [];
  if (e.BILLING_PROVIDER !== 'stripe') return { provider: e.BILLING_PROVIDER, taxRates, sandboxCoupons };

  const required = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: e.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: e.STRIPE_PRICE_MONTHLY,
    STRIPE_PRICE_ANNUAL: e.STRIPE_PRICE_ANNUAL,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value?.trim())
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new ConfigurationError(`BILLING_PROVIDER=stripe needs ${missing.join(', ')} (see README, Configuration)`);
  }
  return {
    provider: 'stripe',
    taxRates,
    sandboxCoupons,
    publishableKey: String(e.STRIPE_PUBLISHABLE_KEY).trim(),
    stripe: {
      secretKey: String(e.STRIPE_SECRET_KEY).trim(),
      webhookSecret: String(e.STRIPE_WEBHOOK_SECRET).trim(),
      prices: {
        'eos-one-monthly': String(e.STRIPE_PRICE_MONTHLY).trim(),
        'eos-one-annual': String(e.STRIPE_PRICE_ANNUAL).trim(),
      },
      automaticTax: e.STRIPE_AUTOMATIC_TAX === 'true',
      ...(e.STRIPE_API_BASE ? stripeApiBase(e.STRIPE_API_BASE) : {}),
    },
  };
}
