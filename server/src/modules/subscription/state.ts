import {
  type CouponDiscount,
  effectiveStatus,
  isInGracePeriod,
  type PaymentStatus,
  remainingTrialDays,
  type SubscriptionStatus,
  type SubscriptionView,
} from '@eos/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, orgBilling } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import { billingNow, findBilling, providerFor } from '../billing/service.ts';
import { announceChanged } from '../people/changes.ts';
import { countSeats } from './seats.ts';

// The organization's subscription as stored (organizations' status columns, org_billing's
// subscription columns) and as GET subscription shows it.

export interface OrgSubscriptionRow {
  status: SubscriptionStatus;
  paymentStatus: PaymentStatus;
  trialEndsAt: Date | null;
}

export async function readOrgSubscription(db: DbOrTx, orgId: string, lock = false): Promise<OrgSubscriptionRow> {
  const query = db
    .select({
      status: organizations.subscriptionStatus,
      paymentStatus: organizations.paymentStatus,
      trialEndsAt: organizations.trialEndsAt,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return {
    status: row.status as SubscriptionStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    trialEndsAt: row.trialEndsAt,
  };
}

export async function writeOrgSubscription(
  db: DbOrTx,
  orgId: string,
  values: { status?: SubscriptionStatus; paymentStatus?: PaymentStatus },
): Promise<void> {
  await db
    .update(organizations)
    .set({
      ...(values.status ? { subscriptionStatus: values.status } : {}),
      ...(values.paymentStatus ? { paymentStatus: values.paymentStatus } : {}),
      updatedAt: new Date(),
    })
    .where(eq(organizations.id, orgId));
}

export type BillingChange = Partial<
  Pick<
    typeof orgBilling.$inferInsert,
    'subscriptionId' | 'plan' | 'seats' | 'currentPeriodEnd' | 'canceledAt' | 'couponCodes'
  >
>;

export async function writeBilling(db: DbOrTx, orgId: string, values: BillingChange): Promise<void> {
  await db
    .update(orgBilling)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orgBilling.orgId, orgId));
}

type Person = { id: string; accountId: string; joinedAt: Date | null };

/**
 * After commit of a subscription change: every session of the organization reads its status again
 * (the guard, the banners), open apps reload it (002 §7 'subscription events reload the org'), and the
 * people whose role it changed hear so.
 */
export function announceSubscription(ctx: AppContext, orgId: string, people: readonly Person[] = []): void {
  sessionsChanged(ctx, { orgId });
  ctx.realtime.emit('live-update-hub', `org:${orgId}`, 'Updated', { type: 'subscription', id: orgId });
  if (people.length > 0) announceChanged(ctx, orgId, people);
}

/** GET subscription: status as people see it, seats, the next charge and the trial. */
export async function subscriptionView(ctx: AppContext, orgId: string): Promise<SubscriptionView> {
  const [org, billing, seats] = await Promise.all([
    readOrgSubscription(ctx.db, orgId),
    findBilling(ctx, orgId),
    countSeats(ctx.db, orgId),
  ]);
  const now = billingNow(ctx, orgId);
  const status = effectiveStatus(org.status, org.paymentStatus, org.trialEndsAt, now);
  const charging = status === 'Active' && billing?.plan && billing.currentPeriodEnd;
  const price = billing?.plan ? planPrice(ctx, billing.plan) : 0;
  return {
    status,
    paymentStatus: org.paymentStatus,
    plan: billing?.plan ?? null,
    seatCount: seats.paid,
    freeCount: seats.free,
    nextBillingDate: charging ? (billing.currentPeriodEnd?.toISOString() ?? null) : null,
    // Before tax and discounts: the seats at the plan's price.
    nextBillingAmount: charging ? Math.max(1, seats.paid) * price : null,
    trialEndsAt: org.trialEndsAt?.toISOString() ?? null,
    remainingTrialDays: status === 'Trial' || status === 'Suspended' ? remainingTrialDays(org.trialEndsAt, now) : null,
    canceledAt: billing?.canceledAt?.toISOString() ?? null,
    isInGracePeriod: isInGracePeriod(org.paymentStatus),
    couponCodes: billing?.couponCodes ?? [],
    discount:
      status === 'Active' || status === 'PendingCancellation'
        ? null
        : await waitingDiscount(ctx, orgId, billing?.couponCodes[0]),
  };
}

/** The waiting promo code's discount, looked up again (it may have expired since); null when it is not good. */
async function waitingDiscount(
  ctx: AppContext,
  orgId: string,
  code: string | undefined,
): Promise<CouponDiscount | null> {
  if (!code) return null;
  try {
    const lookup = await providerFor(ctx, orgId).lookupCoupon(code);
    return lookup.result === 'valid'
      ? { code: lookup.code, percentOff: lookup.percentOff, amountOffCents: lookup.amountOffCents }
      : null;
  } catch (err) {
    ctx.log.warn({ err, orgId }, 'promo code lookup failed');
    return null;
  }
}

/** One seat for one period of the plan, in cents (config PLAN_*_PRICE_CENTS). */
export function planPrice(ctx: AppContext, plan: 'eos-one-monthly' | 'eos-one-annual'): number {
  return plan === 'eos-one-annual' ? ctx.config.plans.annualPriceInCents : ctx.config.plans.monthlyPriceInCents;
}
