import { type CouponDiscount, effectiveStatus, type PlanHandle, type PromoResult, taxRateFor } from '@eos/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { billingAddresses } from '../../db/schema/index.ts';
import { PaymentDeclined } from '../../integrations/payments/types.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { billingNow, ensureCustomer, findBilling, oneAtATime, providerFor } from '../billing/service.ts';
import { countSeats, restorePaidPeople, suspendPaidPeople } from './seats.ts';
import {
  announceSubscription,
  readOrgSubscription,
  subscriptionView,
  writeBilling,
  writeOrgSubscription,
} from './state.ts';

// Checkout, cancel, renew and promo codes (issue 20 item 2; 002 §4). The provider's call comes first
// and our records follow it in one transaction; every change is logged for support.

const conflict = (id: string) => new AppError('conflict', id);

/** The tax rate (percent) of the card's billing address by the operator's table; 0 without an address. */
async function taxPercentFor(ctx: AppContext, orgId: string, paymentMethodId: string): Promise<number> {
  const [address] = await ctx.db
    .select({ countryCode: billingAddresses.countryCode, stateOrProvince: billingAddresses.stateOrProvince })
    .from(billingAddresses)
    .where(and(eq(billingAddresses.orgId, orgId), eq(billingAddresses.paymentMethodId, paymentMethodId)));
  return address ? taxRateFor(address, ctx.config.billing.taxRates) : 0;
}

/**
 * A new subscription charged now to the primary card for every paid license (and the people a
 * cancel made Free Observers, who get their roles back). 422 BILLING_NO_PAYMENT_METHOD without a
 * card, BILLING_NO_PAID_LICENSES with nobody to pay for; PaymentDeclined when the charge fails.
 */
async function startSubscription(ctx: AppContext, orgId: string, plan: PlanHandle): Promise<void> {
  const provider = providerFor(ctx, orgId);
  const billing = await ensureCustomer(ctx, orgId);
  const primary = (await provider.listPaymentMethods(billing.customerId)).find((card) => card.isPrimary);
  if (!primary) throw invalid('BILLING_NO_PAYMENT_METHOD');
  const { paid } = await countSeats(ctx.db, orgId);
  if (paid < 1) throw invalid('BILLING_NO_PAID_LICENSES');
  const org = await readOrgSubscription(ctx.db, orgId);
  // A subscription the provider gave up on is ended before the new one starts (one subscription each).
  if (billing.subscriptionId && org.status === 'Failed') {
    await provider.cancelSubscription(billing.subscriptionId, { atPeriodEnd: false });
  }
  const sub = await provider.createSubscription({
    customerId: billing.customerId,
    plan,
    quantity: paid,
    taxPercent: await taxPercentFor(ctx, orgId, primary.id),
    couponCode: billing.couponCodes[0] ?? null,
  });
  const restored = await ctx.db.transaction(async (tx) => {
    await readOrgSubscription(tx, orgId, true);
    await writeBilling(tx, orgId, {
      subscriptionId: sub.id,
      plan,
      seats: sub.quantity,
      currentPeriodEnd: sub.currentPeriodEnd,
      canceledAt: null,
      couponCodes: [],
    });
    await writeOrgSubscription(tx, orgId, { status: 'Active', paymentStatus: 'Current' });
    return restorePaidPeople(tx, orgId);
  });
  ctx.log.info({ orgId, plan, seats: sub.quantity, subscriptionId: sub.id }, 'subscription started');
  announceSubscription(ctx, orgId, restored);
}

/** POST subscription/checkout: from a trial, an ended trial, a canceled or a failed subscription. */
export async function checkout(ctx: AppContext, orgId: string, plan: PlanHandle) {
  return oneAtATime(orgId, async () => {
    const org = await readOrgSubscription(ctx.db, orgId);
    const status = effectiveStatus(org.status, org.paymentStatus, org.trialEndsAt, billingNow(ctx, orgId));
    if (status === 'Active' || status === 'PendingCancellation') throw conflict('BILLING_ALREADY_SUBSCRIBED');
    await startSubscription(ctx, orgId, plan);
    return subscriptionView(ctx, orgId);
  });
}

/**
 * POST subscription/cancel (002 §4): use continues until the next billing date (PendingCancellation);
 * with payment status Failed it takes effect at once, the Owner keeping single-user access and
 * everyone else becoming a Free Observer.
 */
export async function cancel(ctx: AppContext, orgId: string) {
  return oneAtATime(orgId, async () => {
    const org = await readOrgSubscription(ctx.db, orgId);
    const billing = await findBilling(ctx, orgId);
    if (!billing?.subscriptionId) throw conflict('BILLING_NOTHING_TO_CANCEL');
    const provider = providerFor(ctx, orgId);
    const now = billingNow(ctx, orgId);
    if (org.paymentStatus === 'Failed' || org.status === 'Failed') {
      await provider.cancelSubscription(billing.subscriptionId, { atPeriodEnd: false });
      const suspended = await ctx.db.transaction(async (tx) => {
        await readOrgSubscription(tx, orgId, true);
        await writeBilling(tx, orgId, { canceledAt: now });
        await writeOrgSubscription(tx, orgId, { status: 'Canceled' });
        return suspendPaidPeople(tx, orgId);
      });
      ctx.log.info({ orgId, people: suspended.length }, 'subscription canceled at once (payment failed)');
      announceSubscription(ctx, orgId, suspended);
    } else if (org.status === 'Active') {
      await provider.cancelSubscription(billing.subscriptionId, { atPeriodEnd: true });
      await ctx.db.transaction(async (tx) => {
        await readOrgSubscription(tx, orgId, true);
        await writeBilling(tx, orgId, { canceledAt: now });
        await writeOrgSubscription(tx, orgId, { status: 'PendingCancellation' });
      });
      ctx.log.info({ orgId }, 'subscription set to cancel at the end of its period');
      announceSubscription(ctx, orgId);
    } else {
      throw conflict('BILLING_NOTHING_TO_CANCEL');
    }
    return subscriptionView(ctx, orgId);
  });
}

/**
 * POST subscription/renew (002 §4): a pending cancellation is taken back; a canceled subscription
 * starts again on its plan, charged now. A failed payment renews through the checkout instead (409).
 */
export async function renew(ctx: AppContext, orgId: string) {
  return oneAtATime(orgId, async () => {
    const org = await readOrgSubscription(ctx.db, orgId);
    const billing = await findBilling(ctx, orgId);
    if (org.paymentStatus === 'Failed' || org.status === 'Failed') throw conflict('BILLING_RENEW_NEEDS_CHECKOUT');
    if (org.status === 'PendingCancellation' && billing?.subscriptionId) {
      await providerFor(ctx, orgId).resumeSubscription(billing.subscriptionId);
      await ctx.db.transaction(async (tx) => {
        await readOrgSubscription(tx, orgId, true);
        await writeBilling(tx, orgId, { canceledAt: null });
        await writeOrgSubscription(tx, orgId, { status: 'Active' });
      });
      ctx.log.info({ orgId }, 'subscription renewed (cancellation taken back)');
      announceSubscription(ctx, orgId);
    } else if (org.status === 'Canceled' && billing?.plan) {
      await startSubscription(ctx, orgId, billing.plan);
    } else {
      throw conflict('BILLING_NOTHING_TO_RENEW');
    }
    return subscriptionView(ctx, orgId);
  });
}

/**
 * POST subscription/apply-coupon/{code}: the five promo results of 002 §5. A valid code waits for the
 * checkout (one code at a time: a new one replaces it); a running subscription takes no new code.
 */
export async function applyCoupon(
  ctx: AppContext,
  orgId: string,
  code: string,
): Promise<{ result: PromoResult; couponCodes: string[]; discount: CouponDiscount | null }> {
  return oneAtATime(orgId, async () => {
    const billing = await ensureCustomer(ctx, orgId);
    const org = await readOrgSubscription(ctx.db, orgId);
    if (org.status === 'Active' || org.status === 'PendingCancellation') {
      return { result: 'NotApplicable' as const, couponCodes: billing.couponCodes, discount: null };
    }
    let result: PromoResult;
    try {
      const lookup = await providerFor(ctx, orgId).lookupCoupon(code);
      if (lookup.result === 'valid') {
        await writeBilling(ctx.db, orgId, { couponCodes: [lookup.code] });
        ctx.log.info({ orgId, code: lookup.code }, 'promo code applied');
        const { code: applied, percentOff, amountOffCents } = lookup;
        return {
          result: 'Applied' as const,
          couponCodes: [applied],
          discount: { code: applied, percentOff, amountOffCents },
        };
      }
      result = lookup.result === 'invalid' ? 'Invalid' : lookup.result === 'expired' ? 'Expired' : 'NotApplicable';
    } catch (err) {
      ctx.log.error({ err, orgId }, 'promo code lookup failed');
      result = 'Error';
    }
    return { result, couponCodes: billing.couponCodes, discount: null };
  });
}

/**
 * 002 §4 'Update payment: inside the grace period goes to ViewPaymentPage': a renewal failed and the
 * provider is still retrying (FailedWillRetry), so the new primary card pays the open invoice now; the
 * provider's events then make the payment Current. A refusal leaves the retries as they were: the card
 * is on file either way, and the page says the payment has not gone through.
 */
export async function retryOpenInvoice(ctx: AppContext, orgId: string): Promise<void> {
  const org = await readOrgSubscription(ctx.db, orgId);
  if (org.paymentStatus !== 'FailedWillRetry') return;
  const billing = await findBilling(ctx, orgId);
  if (!billing?.subscriptionId) return;
  try {
    await providerFor(ctx, orgId).retryLatestInvoice(billing.subscriptionId);
    ctx.log.info({ orgId }, 'open invoice paid with the new card');
  } catch (err) {
    if (!(err instanceof PaymentDeclined)) throw err;
    ctx.log.info({ orgId, code: err.code }, 'open invoice refused again with the new card');
  }
}
