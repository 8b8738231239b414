import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { sandboxSubscriptions } from '../../../db/schema/index.ts';
import { type CouponLookup, PaymentDeclined } from '../types.ts';

/**
 * A coupon the sandbox knows (configured by the operator). percentOff or amountOffCents, not both.
 * A coupon applies to every invoice of the subscription that redeemed it (Stripe's duration
 * "forever"); amountOffCents comes off each invoice's subtotal, never below zero.
 */
export interface SandboxCoupon {
  code: string;
  percentOff?: number | null;
  amountOffCents?: number | null;
  /** From this instant on (sandbox clock) it is expired. */
  expiresAt?: Date | null;
  /** Subscriptions that may redeem it, across all organizations; then it is not applicable. */
  maxRedemptions?: number | null;
}

/** Throws on a coupon that gives both kinds of discount or neither (the provider checks its coupons when made). */
export function checkCoupons(coupons: readonly SandboxCoupon[]): void {
  for (const coupon of coupons) {
    if ((coupon.percentOff == null) === (coupon.amountOffCents == null))
      throw new Error(`Sandbox coupon ${coupon.code}: give percentOff or amountOffCents, not both.`);
  }
}

function findCoupon(coupons: readonly SandboxCoupon[], code: string): SandboxCoupon | null {
  const wanted = code.trim().toLowerCase();
  return coupons.find((c) => c.code.toLowerCase() === wanted) ?? null;
}

/** Codes match ignoring case. Redemptions are the subscriptions that used it, in every organization. */
export async function couponLookup(
  db: DbOrTx,
  coupons: readonly SandboxCoupon[],
  code: string,
  now: Date,
): Promise<CouponLookup> {
  const coupon = findCoupon(coupons, code);
  if (!coupon) return { result: 'invalid' };
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return { result: 'expired' };
  if (coupon.maxRedemptions != null) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.couponCode, coupon.code));
    if ((counted?.n ?? 0) >= coupon.maxRedemptions) return { result: 'not-applicable' };
  }
  return {
    result: 'valid',
    code: coupon.code,
    percentOff: coupon.percentOff ?? null,
    amountOffCents: coupon.amountOffCents ?? null,
  };
}

/**
 * The coupon a new subscription redeems, inside the transaction that inserts it; PaymentDeclined when
 * the code is invalid, expired or used up.
 */
export async function redeemCoupon(
  tx: Tx,
  coupons: readonly SandboxCoupon[],
  code: string,
  now: Date,
): Promise<SandboxCoupon | null> {
  // Two checkouts with the last redemption of a coupon: the second waits and then sees it used.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox-coupon:${code.toLowerCase()}`}, 0))`);
  const lookup = await couponLookup(tx, coupons, code, now);
  if (lookup.result === 'invalid') throw new PaymentDeclined('This coupon code is not valid.', 'coupon_invalid');
  if (lookup.result === 'expired') throw new PaymentDeclined('This coupon has expired.', 'coupon_expired');
  if (lookup.result === 'not-applicable')
    throw new PaymentDeclined('This coupon can no longer be redeemed.', 'coupon_not_applicable');
  return findCoupon(coupons, code);
}
