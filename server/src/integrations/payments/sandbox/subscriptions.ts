import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { sandboxInvoices, sandboxSubscriptions } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { PlanHandle, ProviderEvent, ProviderInvoice, ProviderSubscription } from '../types.ts';
import { emit, findCustomer, findSubscription, type SandboxContext } from './context.ts';
import { redeemCoupon, type SandboxCoupon } from './coupons.ts';
import { charge } from './customers.ts';
import { insertInvoice, latestInvoice, setLatestInvoice, settle } from './invoices.ts';
import { periodEndAfter } from './periods.ts';
import { price } from './pricing.ts';
import { type SubscriptionRow, sandboxId, toInvoice, toSubscription } from './rows.ts';

/** What a caller does to a subscription: start, change seats, cancel, resume, pay again. renewals.ts does the rest. */

const conflict = (text: string) => new AppError('conflict', [{ text }]);

export async function createSubscription(
  ctx: SandboxContext,
  input: {
    customerId: string;
    plan: PlanHandle;
    quantity: number;
    taxPercent: number;
    couponCode?: string | null;
  },
): Promise<ProviderSubscription> {
  if (!(input.plan in ctx.prices)) throw new Error(`Unknown plan ${input.plan}`);
  if (!Number.isInteger(input.quantity) || input.quantity < 1) throw new Error('quantity must be a whole number >= 1');
  if (!Number.isFinite(input.taxPercent) || input.taxPercent < 0) throw new Error('taxPercent must be >= 0');
  const result = await ctx.db.transaction(async (tx) => {
    const customer = await findCustomer(ctx, tx, input.customerId);
    const now = ctx.clock.now(customer.orgId);
    let coupon: SandboxCoupon | null = null;
    if (input.couponCode) coupon = await redeemCoupon(tx, ctx.coupons, input.couponCode, now);
    const terms = {
      plan: input.plan,
      quantity: input.quantity,
      taxPercent: input.taxPercent,
      couponCode: coupon?.code ?? null,
      couponPercentOff: coupon?.percentOff ?? null,
      couponAmountOffCents: coupon?.amountOffCents ?? null,
    };
    const amounts = price(terms, ctx.prices, 0);
    // The charge comes first: when it is declined nothing has been written.
    await charge(tx, customer, amounts.totalCents, now);
    const subscriptionId = sandboxId('sub');
    const periodEnd = periodEndAfter(now, now, input.plan);
    await tx.insert(sandboxSubscriptions).values({
      id: subscriptionId,
      orgId: customer.orgId,
      customerId: customer.id,
      ...terms,
      status: 'active',
      billingCycleAnchor: now,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
    });
    const invoice = await insertInvoice(ctx, tx, {
      orgId: customer.orgId,
      customerId: customer.id,
      subscriptionId,
      source: 'subscription_create',
      amounts,
      now,
      periodStart: now,
      periodEnd,
      paid: true,
    });
    const sub = await setLatestInvoice(tx, customer.orgId, subscriptionId, invoice.id, {});
    const events: ProviderEvent[] = [
      { type: 'invoice.paid', eventId: sandboxId('evt'), customerId: customer.id, subscriptionId, invoice },
    ];
    return { subscription: toSubscription(sub, invoice), events };
  });
  await emit(ctx, result.events);
  return result.subscription;
}

/**
 * Seats changed. Proration, kept simple: the difference in seats × the period's price × the share of
 * the current period still to run (by time, to the millisecond), rounded to the cent, is added to the
 * next invoice (negative when seats went down: a credit). Coupon and tax apply to it there, as to the
 * rest of that invoice. Nothing is charged now.
 */
export async function updateQuantity(
  ctx: SandboxContext,
  subscriptionId: string,
  quantity: number,
): Promise<ProviderSubscription> {
  if (!Number.isInteger(quantity) || quantity < 1) throw new Error('quantity must be a whole number >= 1');
  return changeSubscription(ctx, subscriptionId, (sub, now) => {
    if (sub.status === 'canceled') throw conflict('This subscription is canceled.');
    const start = sub.currentPeriodStart.getTime();
    const end = sub.currentPeriodEnd.getTime();
    const remaining = Math.min(1, Math.max(0, (end - now.getTime()) / (end - start)));
    const periodPrice = ctx.prices[sub.plan];
    const proration = Math.round((quantity - sub.quantity) * periodPrice * remaining);
    return { quantity, pendingProrationCents: sub.pendingProrationCents + proration };
  });
}

/**
 * atPeriodEnd: cancelAtPeriodEnd is set (subscription.updated) and runDue ends it when its period is
 * over (subscription.deleted); for a past_due or unpaid subscription that period is already over, so
 * the next runDue ends it. At once: canceled now (subscription.deleted). Either way an invoice still
 * being retried is voided when it ends. Canceling a canceled subscription changes nothing.
 */
export async function cancelSubscription(
  ctx: SandboxContext,
  subscriptionId: string,
  options: { atPeriodEnd: boolean },
): Promise<ProviderSubscription> {
  if (options.atPeriodEnd) {
    return changeSubscription(ctx, subscriptionId, (sub) => {
      if (sub.status === 'canceled') throw conflict('This subscription is canceled.');
      return { cancelAtPeriodEnd: true };
    });
  }
  const result = await ctx.db.transaction(async (tx) => {
    const sub = await findSubscription(ctx, tx, subscriptionId, true);
    if (sub.status === 'canceled') return { subscription: await present(tx, sub), events: [] };
    const ended = await endSubscription(tx, sub, ctx.clock.now(sub.orgId));
    const events: ProviderEvent[] = [
      { type: 'subscription.deleted', eventId: sandboxId('evt'), customerId: sub.customerId, subscriptionId: sub.id },
    ];
    return { subscription: await present(tx, ended), events };
  });
  await emit(ctx, result.events);
  return result.subscription;
}

export async function resumeSubscription(ctx: SandboxContext, subscriptionId: string): Promise<ProviderSubscription> {
  return changeSubscription(ctx, subscriptionId, (sub) => {
    if (sub.status === 'canceled') throw conflict('This subscription has ended; start a new one.');
    return { cancelAtPeriodEnd: false };
  });
}

/**
 * Pays the latest invoice now with the primary card, when it is Open (retrying) or Failed (given up):
 * the subscription is active again, its period the one that invoice pays for. A Paid or Void invoice
 * is answered as it is. PaymentDeclined when the card is refused; nothing changes then.
 */
export async function retryLatestInvoice(ctx: SandboxContext, subscriptionId: string): Promise<ProviderInvoice> {
  const result = await ctx.db.transaction(async (tx) => {
    const sub = await findSubscription(ctx, tx, subscriptionId, true);
    const now = ctx.clock.now(sub.orgId);
    const latest = await latestInvoice(tx, sub);
    if (!latest) throw notFound();
    if (latest.status !== 'Open' && latest.status !== 'Failed') return { invoice: toInvoice(latest), events: [] };
    if (sub.status === 'canceled') throw conflict('This subscription is canceled.');
    const customer = await findCustomer(ctx, tx, sub.customerId);
    await charge(tx, customer, latest.totalCents, now);
    return settle(tx, sub, latest, now);
  });
  await emit(ctx, result.events);
  return result.invoice;
}

/** Ends a subscription at `at`; an invoice still being retried is voided (nothing will retry it). */
export async function endSubscription(tx: Tx, sub: SubscriptionRow, at: Date): Promise<SubscriptionRow> {
  await tx
    .update(sandboxInvoices)
    .set({ status: 'Void', nextAttemptAt: null })
    .where(
      and(
        eq(sandboxInvoices.orgId, sub.orgId),
        eq(sandboxInvoices.subscriptionId, sub.id),
        eq(sandboxInvoices.status, 'Open'),
      ),
    );
  const [row] = await tx
    .update(sandboxSubscriptions)
    .set({ status: 'canceled', canceledAt: at, cancelAtPeriodEnd: false })
    .where(and(eq(sandboxSubscriptions.orgId, sub.orgId), eq(sandboxSubscriptions.id, sub.id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** Applies a change to a subscription in one transaction and reports subscription.updated. */
async function changeSubscription(
  ctx: SandboxContext,
  subscriptionId: string,
  change: (sub: SubscriptionRow, now: Date) => Partial<typeof sandboxSubscriptions.$inferInsert>,
): Promise<ProviderSubscription> {
  const result = await ctx.db.transaction(async (tx) => {
    const sub = await findSubscription(ctx, tx, subscriptionId, true);
    const [row] = await tx
      .update(sandboxSubscriptions)
      .set(change(sub, ctx.clock.now(sub.orgId)))
      .where(and(eq(sandboxSubscriptions.orgId, sub.orgId), eq(sandboxSubscriptions.id, sub.id)))
      .returning();
    if (!row) throw notFound();
    const subscription = await present(tx, row);
    const event: ProviderEvent = {
      type: 'subscription.updated',
      eventId: sandboxId('evt'),
      customerId: row.customerId,
      subscription,
    };
    return { subscription, events: [event] };
  });
  await emit(ctx, result.events);
  return result.subscription;
}

async function present(db: DbOrTx, sub: SubscriptionRow): Promise<ProviderSubscription> {
  const latest = await latestInvoice(db, sub);
  return toSubscription(sub, latest ? toInvoice(latest) : null);
}
