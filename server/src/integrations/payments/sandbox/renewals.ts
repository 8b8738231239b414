import { and, asc, eq, lte, ne, notInArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { sandboxInvoices, sandboxSubscriptions } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { PaymentDeclined, type ProviderEvent } from '../types.ts';
import { emit, findCustomer, findSubscription, type SandboxContext } from './context.ts';
import { charge } from './customers.ts';
import { insertInvoice, latestInvoice, setLatestInvoice, settle } from './invoices.ts';
import { periodEndAfter } from './periods.ts';
import { price } from './pricing.ts';
import { sandboxId, toInvoice, updatedEvent } from './rows.ts';
import { endSubscription } from './subscriptions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a renewal charge fails, the sandbox tries again on a later runDue: 1 day after the failed
 * attempt, then 3 days after that retry, then 5 days after that one (each delay counts from the
 * previous attempt, like Stripe's custom retry schedule). When the last retry fails too it gives up:
 * the invoice is Failed, the subscription unpaid, and the event says willRetry false.
 */
export const RETRY_DELAYS_MS: readonly number[] = [1 * DAY_MS, 3 * DAY_MS, 5 * DAY_MS];

/** What one runDue call did. */
export interface SandboxRunResult {
  /** Renewals and retries that were paid. */
  paid: number;
  /** Renewals and retries that failed (given up or not). */
  failed: number;
  /** Subscriptions ended at the end of their period. */
  ended: number;
}

/**
 * Does what has fallen due, each organization by its own clock (clock.ts): a provider bound to one
 * organization (forOrg) does that organization's only; the unbound one (the every-minute run) does
 * every organization whose clock was never moved by real time, then each moved one by its own time.
 * Each subscription is done in its own transaction (its row locked and its state read again, so two
 * nodes running it at once do each thing once):
 * - ends subscriptions set to cancel at period end whose period is over (subscription.deleted);
 * - renews active subscriptions whose period is over: an invoice for the next period charged to the
 *   primary card; paid -> the period moves on (invoice.paid); declined -> the invoice stays Open, the
 *   subscription past_due and its period where it was (invoice.payment_failed, willRetry true);
 *   a subscription several periods behind is renewed period by period while the charges succeed;
 * - retries Open invoices whose next attempt is due, by RETRY_DELAYS_MS.
 * Each state change also reports subscription.updated.
 */
export async function runDue(ctx: SandboxContext): Promise<SandboxRunResult> {
  if (ctx.orgId) return runDueAt(ctx, [eq(sandboxSubscriptions.orgId, ctx.orgId)], ctx.clock.now(ctx.orgId));
  const moved = ctx.clock.moved();
  const result = await runDueAt(
    ctx,
    moved.length > 0 ? [notInArray(sandboxSubscriptions.orgId, moved)] : [],
    ctx.clock.now(null),
  );
  for (const orgId of moved) {
    const done = await runDue({ ...ctx, orgId });
    result.paid += done.paid;
    result.failed += done.failed;
    result.ended += done.ended;
  }
  return result;
}

/** runDue for the subscriptions matching `scope`, by `now`. */
async function runDueAt(ctx: SandboxContext, scope: SQL[], now: Date): Promise<SandboxRunResult> {
  const result: SandboxRunResult = { paid: 0, failed: 0, ended: 0 };
  /** The ids of the subscriptions in scope whose period is over by now and that match `where`. */
  const periodOver = (...where: SQL[]) =>
    ctx.db
      .select({ id: sandboxSubscriptions.id })
      .from(sandboxSubscriptions)
      .where(and(...scope, ...where, lte(sandboxSubscriptions.currentPeriodEnd, now)));

  const ending = await periodOver(
    eq(sandboxSubscriptions.cancelAtPeriodEnd, true),
    ne(sandboxSubscriptions.status, 'canceled'),
  );
  for (const { id } of ending) {
    const events = await ctx.db.transaction(async (tx) => {
      const sub = await findSubscription(ctx, tx, id, true);
      if (sub.status === 'canceled' || !sub.cancelAtPeriodEnd || sub.currentPeriodEnd > now) return [];
      await endSubscription(tx, sub, sub.currentPeriodEnd);
      result.ended++;
      return [
        {
          type: 'subscription.deleted',
          eventId: sandboxId('evt'),
          customerId: sub.customerId,
          subscriptionId: sub.id,
        },
      ] satisfies ProviderEvent[];
    });
    await emit(ctx, events);
  }

  const renewing = await periodOver(
    eq(sandboxSubscriptions.status, 'active'),
    eq(sandboxSubscriptions.cancelAtPeriodEnd, false),
  ).orderBy(asc(sandboxSubscriptions.currentPeriodEnd));
  for (const { id } of renewing) {
    // At most one period per transaction; a subscription far behind goes round again.
    for (let guard = 0; guard < 1000; guard++) {
      const outcome = await ctx.db.transaction((tx) => renew(ctx, tx, id, now));
      if (!outcome) break;
      await emit(ctx, outcome.events);
      if (outcome.paid) result.paid++;
      else {
        result.failed++;
        break;
      }
    }
  }

  const retrying = await ctx.db
    .select({ id: sandboxSubscriptions.id })
    .from(sandboxSubscriptions)
    .innerJoin(
      sandboxInvoices,
      and(
        eq(sandboxInvoices.orgId, sandboxSubscriptions.orgId),
        eq(sandboxInvoices.id, sandboxSubscriptions.latestInvoiceId),
      ),
    )
    .where(
      and(
        ...scope,
        eq(sandboxSubscriptions.status, 'past_due'),
        eq(sandboxInvoices.status, 'Open'),
        lte(sandboxInvoices.nextAttemptAt, now),
      ),
    );
  for (const { id } of retrying) {
    const outcome = await ctx.db.transaction((tx) => retry(ctx, tx, id, now));
    if (!outcome) continue;
    await emit(ctx, outcome.events);
    if (outcome.paid) result.paid++;
    else result.failed++;
  }
  return result;
}

/** What one charge attempt of runDue came to, and the events it reports. */
interface Attempt {
  paid: boolean;
  events: ProviderEvent[];
}

/** One renewal of one subscription, or null when it is not due (any more). */
async function renew(ctx: SandboxContext, tx: Tx, subscriptionId: string, now: Date): Promise<Attempt | null> {
  const sub = await findSubscription(ctx, tx, subscriptionId, true);
  if (sub.status !== 'active' || sub.cancelAtPeriodEnd || sub.currentPeriodEnd > now) return null;
  const customer = await findCustomer(ctx, tx, sub.customerId);
  const amounts = price(sub, ctx.prices, sub.pendingProrationCents);
  const periodStart = sub.currentPeriodEnd;
  const periodEnd = periodEndAfter(sub.billingCycleAnchor, periodStart, sub.plan);
  let failure: PaymentDeclined | null = null;
  try {
    await charge(tx, customer, amounts.totalCents, now);
  } catch (err) {
    if (!(err instanceof PaymentDeclined)) throw err;
    failure = err;
  }
  const invoice = await insertInvoice(ctx, tx, {
    orgId: sub.orgId,
    customerId: sub.customerId,
    subscriptionId: sub.id,
    source: 'subscription_cycle',
    amounts,
    now,
    periodStart,
    periodEnd,
    paid: !failure,
    nextAttemptAt: new Date(now.getTime() + (RETRY_DELAYS_MS[0] ?? 0)),
  });
  const about = { customerId: sub.customerId, subscriptionId: sub.id, invoice };
  if (failure) {
    const updated = await setLatestInvoice(tx, sub.orgId, sub.id, invoice.id, {
      status: 'past_due',
      pendingProrationCents: amounts.carryCents,
    });
    return {
      paid: false,
      events: [
        {
          type: 'invoice.payment_failed',
          eventId: sandboxId('evt'),
          ...about,
          willRetry: RETRY_DELAYS_MS.length > 0,
        },
        updatedEvent(updated, invoice),
      ],
    };
  }
  const updated = await setLatestInvoice(tx, sub.orgId, sub.id, invoice.id, {
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    pendingProrationCents: amounts.carryCents,
  });
  return {
    paid: true,
    events: [{ type: 'invoice.paid', eventId: sandboxId('evt'), ...about }, updatedEvent(updated, invoice)],
  };
}

/** One automatic retry of a past_due subscription's open invoice, or null when it is not due. */
async function retry(ctx: SandboxContext, tx: Tx, subscriptionId: string, now: Date): Promise<Attempt | null> {
  const sub = await findSubscription(ctx, tx, subscriptionId, true);
  if (sub.status !== 'past_due') return null;
  const invoice = await latestInvoice(tx, sub);
  if (invoice?.status !== 'Open' || !invoice.nextAttemptAt || invoice.nextAttemptAt > now) return null;
  const customer = await findCustomer(ctx, tx, sub.customerId);
  try {
    await charge(tx, customer, invoice.totalCents, now);
  } catch (err) {
    if (!(err instanceof PaymentDeclined)) throw err;
    // attemptCount counts the first charge: with this retry, attemptCount retries have been made, and
    // RETRY_DELAYS_MS[attemptCount] is the wait before the next one (none after the last).
    const delay = RETRY_DELAYS_MS[invoice.attemptCount];
    const willRetry = delay !== undefined;
    const [failed] = await tx
      .update(sandboxInvoices)
      .set({
        attemptCount: invoice.attemptCount + 1,
        status: willRetry ? 'Open' : 'Failed',
        nextAttemptAt: willRetry ? new Date(now.getTime() + delay) : null,
      })
      .where(and(eq(sandboxInvoices.orgId, sub.orgId), eq(sandboxInvoices.id, invoice.id)))
      .returning();
    if (!failed) throw notFound();
    const events: ProviderEvent[] = [
      {
        type: 'invoice.payment_failed',
        eventId: sandboxId('evt'),
        customerId: sub.customerId,
        subscriptionId: sub.id,
        invoice: toInvoice(failed),
        willRetry,
      },
    ];
    if (!willRetry) {
      const [unpaid] = await tx
        .update(sandboxSubscriptions)
        .set({ status: 'unpaid' })
        .where(and(eq(sandboxSubscriptions.orgId, sub.orgId), eq(sandboxSubscriptions.id, sub.id)))
        .returning();
      if (unpaid) events.push(updatedEvent(unpaid, toInvoice(failed)));
    }
    return { paid: false, events };
  }
  const settled = await settle(tx, sub, invoice, now);
  return { paid: true, events: settled.events };
}
