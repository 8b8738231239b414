import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { sandboxCustomers, sandboxSubscriptions } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import type { PlanHandle, ProviderEvent } from '../types.ts';
import type { SandboxClock } from './clock.ts';
import type { SandboxCoupon } from './coupons.ts';
import type { CustomerRow, SubscriptionRow } from './rows.ts';

/**
 * What SandboxProvider hands the functions in this folder: its options, resolved (provider.ts
 * SandboxProviderOptions says what each is), and the organization it answers for.
 */
export interface SandboxContext {
  db: Db;
  clock: SandboxClock;
  onEvent: (event: ProviderEvent) => void | Promise<void>;
  prices: Record<PlanHandle, number>;
  coupons: readonly SandboxCoupon[];
  currencyCode: string;
  /** Set by forOrg: the one organization the provider answers for. */
  orgId: string | null;
}

/** Tells onEvent of each event, in order; call it after the transaction that made them commits. */
export async function emit(ctx: SandboxContext, events: readonly ProviderEvent[]): Promise<void> {
  for (const event of events) await ctx.onEvent(event);
}

/** The customer, within this provider's organization when it has one; otherwise 404. */
export async function findCustomer(ctx: SandboxContext, db: DbOrTx, customerId: string): Promise<CustomerRow> {
  const [row] = await db
    .select()
    .from(sandboxCustomers)
    .where(
      and(...(ctx.orgId ? [eq(sandboxCustomers.orgId, ctx.orgId)] : []), eq(sandboxCustomers.id, String(customerId))),
    );
  if (!row) throw notFound();
  return row;
}

/** The subscription, within this provider's organization when it has one; otherwise 404. */
export async function findSubscription(
  ctx: SandboxContext,
  db: DbOrTx,
  subscriptionId: string,
  lock = false,
): Promise<SubscriptionRow> {
  const query = db
    .select()
    .from(sandboxSubscriptions)
    .where(
      and(
        ...(ctx.orgId ? [eq(sandboxSubscriptions.orgId, ctx.orgId)] : []),
        eq(sandboxSubscriptions.id, String(subscriptionId)),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}
