import type { PlanHandle } from '../types.ts';
import type { SubscriptionRow } from './rows.ts';

export interface Priced {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** A credit larger than the invoice, carried to the next one (<= 0). */
  carryCents: number;
}

/**
 * An invoice's amounts: seats × the plan's price (per seat per period) plus any proration carried, less the coupon, plus
 * tax on what is left (rounded to the cent, half away from zero).
 */
export function price(
  sub: Pick<SubscriptionRow, 'plan' | 'quantity' | 'taxPercent' | 'couponPercentOff' | 'couponAmountOffCents'>,
  prices: Record<PlanHandle, number>,
  prorationCents: number,
): Priced {
  const raw = sub.quantity * prices[sub.plan] + prorationCents;
  const subtotalCents = Math.max(0, raw);
  const carryCents = Math.min(0, raw);
  const discountCents =
    sub.couponPercentOff != null
      ? Math.round((subtotalCents * sub.couponPercentOff) / 100)
      : Math.min(subtotalCents, sub.couponAmountOffCents ?? 0);
  const taxCents = Math.round(((subtotalCents - discountCents) * sub.taxPercent) / 100);
  return { subtotalCents, discountCents, taxCents, totalCents: subtotalCents - discountCents + taxCents, carryCents };
}
