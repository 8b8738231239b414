import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { sandboxInvoices, sandboxSubscriptions } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import type { ProviderEvent, ProviderInvoice } from '../types.ts';
import { findCustomer, type SandboxContext } from './context.ts';
import type { Priced } from './pricing.ts';
import { type InvoiceRow, type SubscriptionRow, sandboxId, toInvoice, updatedEvent } from './rows.ts';

/** A subscription's invoices: written, made its latest, paid, listed. */

export async function listInvoices(ctx: SandboxContext, customerId: string): Promise<ProviderInvoice[]> {
  const customer = await findCustomer(ctx, ctx.db, customerId);
  const rows = await ctx.db
    .select()
    .from(sandboxInvoices)
    .where(and(eq(sandboxInvoices.orgId, customer.orgId), eq(sandboxInvoices.customerId, customer.id)))
    .orderBy(desc(sandboxInvoices.issueDate), desc(sandboxInvoices.createdAt));
  return rows.map(toInvoice);
}

export async function latestInvoice(db: DbOrTx, sub: SubscriptionRow): Promise<InvoiceRow | null> {
  if (!sub.latestInvoiceId) return null;
  const [row] = await db
    .select()
    .from(sandboxInvoices)
    .where(
      and(
        eq(sandboxInvoices.orgId, sub.orgId),
        eq(sandboxInvoices.subscriptionId, sub.id),
        eq(sandboxInvoices.id, sub.latestInvoiceId),
      ),
    );
  return row ?? null;
}

export async function insertInvoice(
  ctx: SandboxContext,
  tx: Tx,
  input: {
    orgId: string;
    customerId: string;
    subscriptionId: string;
    source: string;
    amounts: Priced;
    now: Date;
    periodStart: Date;
    periodEnd: Date;
    paid: boolean;
    nextAttemptAt?: Date | null;
  },
): Promise<ProviderInvoice> {
  const [row] = await tx
    .insert(sandboxInvoices)
    .values({
      id: sandboxId('in'),
      orgId: input.orgId,
      customerId: input.customerId,
      subscriptionId: input.subscriptionId,
      source: input.source,
      subtotalCents: input.amounts.subtotalCents,
      discountCents: input.amounts.discountCents,
      taxCents: input.amounts.taxCents,
      totalCents: input.amounts.totalCents,
      currencyCode: ctx.currencyCode,
      status: input.paid ? 'Paid' : 'Open',
      issueDate: input.now,
      dueDate: input.now,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      attemptCount: 1,
      nextAttemptAt: input.paid ? null : (input.nextAttemptAt ?? null),
      paidAt: input.paid ? input.now : null,
    })
    .returning();
  if (!row) throw new Error('invoice insert returned nothing');
  return toInvoice(row);
}

export async function setLatestInvoice(
  tx: Tx,
  orgId: string,
  subscriptionId: string,
  invoiceId: string,
  changes: Partial<typeof sandboxSubscriptions.$inferInsert>,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(sandboxSubscriptions)
    .set({ ...changes, latestInvoiceId: invoiceId })
    .where(and(eq(sandboxSubscriptions.orgId, orgId), eq(sandboxSubscriptions.id, subscriptionId)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** Marks an open or failed invoice paid; the subscription is active again for the period it pays for. */
export async function settle(
  tx: Tx,
  sub: SubscriptionRow,
  invoice: InvoiceRow,
  now: Date,
): Promise<{ invoice: ProviderInvoice; events: ProviderEvent[] }> {
  const [paidRow] = await tx
    .update(sandboxInvoices)
    .set({ status: 'Paid', paidAt: now, nextAttemptAt: null, attemptCount: invoice.attemptCount + 1 })
    .where(and(eq(sandboxInvoices.orgId, sub.orgId), eq(sandboxInvoices.id, invoice.id)))
    .returning();
  if (!paidRow) throw notFound();
  const paid = toInvoice(paidRow);
  const [active] = await tx
    .update(sandboxSubscriptions)
    .set({ status: 'active', currentPeriodStart: invoice.periodStart, currentPeriodEnd: invoice.periodEnd })
    .where(and(eq(sandboxSubscriptions.orgId, sub.orgId), eq(sandboxSubscriptions.id, sub.id)))
    .returning();
  if (!active) throw notFound();
  return {
    invoice: paid,
    events: [
      {
        type: 'invoice.paid',
        eventId: sandboxId('evt'),
        customerId: sub.customerId,
        subscriptionId: sub.id,
        invoice: paid,
      },
      updatedEvent(active, paid),
    ],
  };
}
