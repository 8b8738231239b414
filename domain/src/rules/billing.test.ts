import { describe, expect, it } from 'vitest';
import { PromoResults } from '../enums.ts';
import { ENGLISH } from '../i18n/index.ts';
import { TaxRateTable } from '../schemas/billing.ts';
import { BillingToasts, discountFor, isCardExpired, PROMO_MESSAGES, taxFor, taxRateFor } from './billing.ts';

describe('card expiry: expired when the end of its expiry month has passed (002 §5)', () => {
  it('a card of 03/2026 works through the last moment of 31 March and is expired from 1 April', () => {
    expect(isCardExpired(3, 2026, new Date(Date.UTC(2026, 2, 1)))).toBe(false);
    expect(isCardExpired(3, 2026, new Date(Date.UTC(2026, 2, 31, 23, 59, 59, 999)))).toBe(false);
    expect(isCardExpired(3, 2026, new Date(Date.UTC(2026, 3, 1)))).toBe(true);
  });

  it('December rolls into the next year; February ends on its leap day', () => {
    expect(isCardExpired(12, 2026, new Date(Date.UTC(2026, 11, 31, 12)))).toBe(false);
    expect(isCardExpired(12, 2026, new Date(Date.UTC(2027, 0, 1)))).toBe(true);
    expect(isCardExpired(2, 2028, new Date(Date.UTC(2028, 1, 29, 12)))).toBe(false);
    expect(isCardExpired(2, 2028, new Date(Date.UTC(2028, 2, 1)))).toBe(true);
  });

  it('a card of a later month or year is not expired; one of an earlier month is', () => {
    const now = new Date(Date.UTC(2026, 5, 15));
    expect(isCardExpired(1, 2027, now)).toBe(false);
    expect(isCardExpired(7, 2026, now)).toBe(false);
    expect(isCardExpired(5, 2026, now)).toBe(true);
    expect(isCardExpired(12, 2025, now)).toBe(true);
  });
});

describe('promo code results and billing toasts (002 §5, §8)', () => {
  it('every promo result has its own text; a discount reads Discount applied', () => {
    const texts = PromoResults.map((result) => ENGLISH[PROMO_MESSAGES[result]]);
    expect(texts.every(Boolean)).toBe(true);
    expect(new Set(texts).size).toBe(PromoResults.length);
    expect(texts[0]).toBe('Discount applied');
    expect(ENGLISH[PROMO_MESSAGES.NotApplicable]).toMatch(/contact support/i);
    expect(ENGLISH[PROMO_MESSAGES.Expired]).toMatch(/expired/i);
  });

  it('the billing toasts read as the spec words them', () => {
    expect(ENGLISH[BillingToasts.cardUpdated]).toBe('Updated: Credit card details have been updated');
    expect(ENGLISH[BillingToasts.cardAdded]).toBe('Added: New card has been added');
    expect(ENGLISH[BillingToasts.accountUpdated]).toBe('Updated: Account information has been updated');
    expect(ENGLISH[BillingToasts.cardTokenFallback]).toBe('An unknown error occurred.');
  });
});

describe('tax from the operator’s rate table', () => {
  const table = TaxRateTable.parse({
    US: { default: 0, states: { CA: 7.25, NY: 4, TN: 7 } },
    GB: { default: 20 },
    CA: { default: 5, states: { ON: 13 } },
  });

  it('uses the state’s rate where the table lists it, else the country’s default, else none', () => {
    expect(taxRateFor({ countryCode: 'US', stateOrProvince: 'CA' }, table)).toBe(7.25);
    expect(taxRateFor({ countryCode: 'US', stateOrProvince: 'TX' }, table)).toBe(0);
    expect(taxRateFor({ countryCode: 'CA', stateOrProvince: 'QC' }, table)).toBe(5);
    expect(taxRateFor({ countryCode: 'GB', stateOrProvince: 'WSM' }, table)).toBe(20);
    expect(taxRateFor({ countryCode: 'FR', stateOrProvince: null }, table)).toBe(0);
    expect(taxRateFor({ countryCode: 'us', stateOrProvince: 'ny' }, table)).toBe(4);
  });

  it('works the tax out in cents', () => {
    expect(taxFor(10_000, { countryCode: 'GB' }, table)).toBe(2_000);
    expect(taxFor(10_000, { countryCode: 'CA', stateOrProvince: 'ON' }, table)).toBe(1_300);
    expect(taxFor(10_000, { countryCode: 'US', stateOrProvince: 'TX' }, table)).toBe(0);
    expect(taxFor(0, { countryCode: 'GB' }, table)).toBe(0);
  });

  it('rounds half a cent up and less than half down', () => {
    // 1999 x 7.25% = 144.9275 -> 145; 1010 x 7.25% = 73.225 -> 73; 50 x 7% = 3.5 -> 4; 150 x 7% = 10.5 -> 11.
    expect(taxFor(1_999, { countryCode: 'US', stateOrProvince: 'CA' }, table)).toBe(145);
    expect(taxFor(1_010, { countryCode: 'US', stateOrProvince: 'CA' }, table)).toBe(73);
    expect(taxFor(50, { countryCode: 'US', stateOrProvince: 'TN' }, table)).toBe(4);
    expect(taxFor(150, { countryCode: 'US', stateOrProvince: 'TN' }, table)).toBe(11);
    // 0.1 + 0.2 style float error would make 8.875% of 200 (17.75) or of 40 (3.55) come out wrong.
    const nyc = TaxRateTable.parse({ US: { default: 0, states: { NY: 8.875 } } });
    expect(taxFor(40, { countryCode: 'US', stateOrProvince: 'NY' }, nyc)).toBe(4);
    expect(taxFor(200, { countryCode: 'US', stateOrProvince: 'NY' }, nyc)).toBe(18);
  });

  it('refuses a negative or fractional sub-total', () => {
    expect(() => taxFor(-1, { countryCode: 'GB' }, table)).toThrow(RangeError);
    expect(() => taxFor(10.5, { countryCode: 'GB' }, table)).toThrow(RangeError);
  });

  it('the table refuses rates outside 0 to 100, with more than 4 decimals, lower-case countries and unknown keys', () => {
    expect(TaxRateTable.safeParse({ GB: { default: 120 } }).success).toBe(false);
    expect(TaxRateTable.safeParse({ GB: { default: -1 } }).success).toBe(false);
    expect(TaxRateTable.safeParse({ US: { default: 0, states: { CA: 7.123456 } } }).success).toBe(false);
    expect(TaxRateTable.safeParse({ gb: { default: 20 } }).success).toBe(false);
    expect(TaxRateTable.safeParse({ GB: { rate: 20 } }).success).toBe(false);
    expect(TaxRateTable.safeParse({ US: { default: 0, states: { NY: 8.875 } } }).success).toBe(true);
  });
});

describe('discountFor', () => {
  it('takes a percentage rounded to the cent, or an amount never more than the sub-total', () => {
    expect(discountFor(30_000, { percentOff: 20, amountOffCents: null })).toBe(6_000);
    expect(discountFor(1_999, { percentOff: 12.5, amountOffCents: null })).toBe(250);
    expect(discountFor(1_000, { percentOff: null, amountOffCents: 2_500 })).toBe(1_000);
    expect(discountFor(1_000, null)).toBe(0);
  });
});
