// Billing rules of 002 §5 and §8 and issue 20: card expiry, the promo code results, the billing toasts
// and sales tax from the operator's rate table.
import type { PromoResult } from '../enums.ts';
import type { TaxRateTable } from '../schemas/billing.ts';

/**
 * 'A credit card is expired when the end of its expiry month is past' (002 §5): a card of 03/2026
 * works through 31 March 2026 and is expired from 1 April 2026, 00:00 UTC. `month` is 1 to 12.
 */
export function isCardExpired(month: number, year: number, now: Date = new Date()): boolean {
  // Date.UTC's month counts from 0, so `month` (1 to 12) is the month after the expiry month.
  return now.getTime() >= Date.UTC(year, month, 1);
}

/** The message of each promo code result (002 §5); 'Discount applied' is the spec's own text. */
export const PROMO_MESSAGES: Record<PromoResult, string> = {
  Applied: 'PROMO_APPLIED',
  Invalid: 'PROMO_INVALID',
  Expired: 'PROMO_EXPIRED',
  NotApplicable: 'PROMO_NOT_APPLICABLE',
  Error: 'PROMO_ERROR',
};

/**
 * The billing toasts of 002 §8. A card the card form cannot turn into a token shows the provider's
 * message, or its first error, or `cardTokenFallback`, as an error for TIMINGS.cardTokenErrorMs.
 */
export const BillingToasts = {
  cardUpdated: 'BILLING_CARD_UPDATED',
  cardAdded: 'BILLING_CARD_ADDED',
  accountUpdated: 'BILLING_ACCOUNT_UPDATED',
  cardTokenFallback: 'UNKNOWN_ERROR',
} as const;

/**
 * The tax rate (percent) for an address: the rate of its state when the table lists the state, else its
 * country's default, else 0 (a country the operator has not configured is not taxed).
 */
export function taxRateFor(
  address: { countryCode: string; stateOrProvince?: string | null },
  table: TaxRateTable,
): number {
  const country = table[address.countryCode.trim().toUpperCase()];
  if (!country) return 0;
  const state = address.stateOrProvince?.trim().toUpperCase();
  const states = country.states ?? {};
  const stateRate = state
    ? (states[state] ?? Object.entries(states).find(([c]) => c.toUpperCase() === state)?.[1])
    : undefined;
  return stateRate ?? country.default;
}

/** Rates carry at most 4 decimals (TaxRate), so a rate times 10^4 is a whole number. */
const RATE_SCALE = 10_000n;

/**
 * The tax on a sub-total, in cents, rounded half up to the cent: 1999 cents at 7.25% is 144.93 -> 145,
 * 1000 at 0.05% is 0.5 -> 1. Whole-number arithmetic, so no floating-point error tips a half cent.
 */
export function taxFor(
  subTotalCents: number,
  address: { countryCode: string; stateOrProvince?: string | null },
  table: TaxRateTable,
): number {
  if (!Number.isSafeInteger(subTotalCents) || subTotalCents < 0) throw new RangeError('subTotalCents');
  const scaledRate = BigInt(Math.round(taxRateFor(address, table) * Number(RATE_SCALE)));
  const divisor = 100n * RATE_SCALE;
  // Half up for a non-negative amount: floor((2 * a + d) / (2 * d)).
  return Number((2n * BigInt(subTotalCents) * scaledRate + divisor) / (2n * divisor));
}

/**
 * What a promo code takes off a sub-total, in cents, before tax (as the providers charge it): a
 * percentage rounded to the cent, or an amount never more than the sub-total.
 */
export function discountFor(
  subTotalCents: number,
  discount: { percentOff: number | null; amountOffCents: number | null } | null,
): number {
  if (!discount) return 0;
  if (discount.percentOff != null) return Math.round((subTotalCents * discount.percentOff) / 100);
  return Math.min(subTotalCents, discount.amountOffCents ?? 0);
}
