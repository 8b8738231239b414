import type { PaymentStatus, SubscriptionStatus } from '@eos/domain';
import { and, arrayContains, eq, isNotNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { accounts, billingEvents, memberships, organizations, orgBilling } from '../../db/schema/index.ts';
import type { ProviderEvent, ProviderInvoice, ProviderSubscription } from '../../integrations/payments/types.ts';
import { type InvoiceMailFacts, paymentFailedMail, receiptMail } from '../../mail/templates.ts';
import { recordProviderEvent } from '../billing/events.ts';
import { BILLING_UPDATE } from '../people/changes.ts';
import { restorePaidPeople, suspendPaidPeople } from './seats.ts';
import { announceSubscription, readOrgSubscription, writeBilling, writeOrgSubscription } from './state.ts';

// What the provider reports (Stripe's webhooks, the sandbox clock's renewals) turned into the
// organization's status, payment status and seats, once per event: the event is recorded and acted on
// in one transaction, so a repeated delivery finds its row and changes nothing (issue 20 items 1, 6).

type Person = { id: string; accountId: string; joinedAt: Date | null };
interface Outcome {
  orgId: string;
  changed: boolean;
  people: Person[];
  mail?: { kind: 'receipt' | 'failed'; invoice: ProviderInvoice; willRetry: boolean };
}

/** The provider's subscription status as ours (payment failures come with the invoice events). */
function statusOf(sub: ProviderSubscription, current: SubscriptionStatus): SubscriptionStatus {
  switch (sub.status) {
    case 'active':
      return sub.cancelAtPeriodEnd ? 'PendingCancellation' : 'Active';
    case 'past_due':
      return current === 'PendingCancellation' ? current : 'Active';
    case 'unpaid':
      return 'Failed';
    case 'canceled':
      return 'Canceled';
  }
}

async function apply(tx: Tx, orgId: string, event: ProviderEvent): Promise<Outcome> {
  const none: Outcome = { orgId, changed: false, people: [] };
  const org = await readOrgSubscription(tx, orgId, true);
  const [billing] = await tx.select().from(orgBilling).where(eq(orgBilling.orgId, orgId));
  const subscriptionId = event.type === 'subscription.updated' ? event.subscription.id : event.subscriptionId;
  // An event about a subscription that is not the organization's one (an old one replaced by a new
  // checkout, reported late) changes nothing. Before the checkout has written its id, it is this one.
  if (billing?.subscriptionId && billing.subscriptionId !== subscriptionId) return none;

  const set = async (status: SubscriptionStatus | undefined, paymentStatus?: PaymentStatus) => {
    await writeOrgSubscription(tx, orgId, { status, paymentStatus });
    const wasSuspended = org.status === 'Canceled' || org.status === 'Failed';
    const isSuspended = status === 'Canceled' || status === 'Failed';
    if (!wasSuspended && isSuspended) return suspendPaidPeople(tx, orgId);
    if (wasSuspended && status && !isSuspended) return restorePaidPeople(tx, orgId);
    return [];
  };

  switch (event.type) {
    case 'invoice.paid': {
      const status = org.status === 'PendingCancellation' ? org.status : 'Active';
      const people = await set(status, 'Current');
      return { orgId, changed: true, people, mail: { kind: 'receipt', invoice: event.invoice, willRetry: false } };
    }
    case 'invoice.payment_failed': {
      const people = event.willRetry ? await set(undefined, 'FailedWillRetry') : await set('Failed', 'Failed');
      return {
        orgId,
        changed: true,
        people,
        mail: { kind: 'failed', invoice: event.invoice, willRetry: event.willRetry },
      };
    }
    case 'subscription.updated': {
      const sub = event.subscription;
      await writeBilling(tx, orgId, { plan: sub.plan, seats: sub.quantity, currentPeriodEnd: sub.currentPeriodEnd });
      const status = statusOf(sub, org.status);
      const people = await set(status, status === 'Failed' ? 'Failed' : undefined);
      return { orgId, changed: true, people };
    }
    case 'subscription.deleted': {
      await writeBilling(tx, orgId, { canceledAt: billing?.canceledAt ?? new Date() });
      const people = await set('Canceled');
      return { orgId, changed: true, people };
    }
  }
}

/** The account email and every joined Owner and billing user of the organization, once each. */
async function billingRecipients(ctx: AppContext, orgId: string): Promise<{ orgName: string; to: string[] }> {
  const [billing] = await ctx.db
    .select({ email: orgBilling.accountEmail, orgName: organizations.name })
    .from(organizations)
    .leftJoin(orgBilling, eq(orgBilling.orgId, organizations.id))
    .where(eq(organizations.id, orgId));
  const people = await ctx.db
    .select({ email: accounts.email })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(
      and(
        eq(memberships.orgId, orgId),
        isNotNull(memberships.joinedAt),
        or(eq(memberships.role, 'Owner'), arrayContains(memberships.permissions, [BILLING_UPDATE])),
      ),
    );
  const to = new Set<string>();
  if (billing?.email) to.add(billing.email.toLowerCase());
  for (const p of people) to.add(p.email.toLowerCase());
  return { orgName: billing?.orgName ?? '', to: [...to] };
}

async function sendMails(ctx: AppContext, outcome: Outcome): Promise<void> {
  const mail = outcome.mail;
  if (!mail) return;
  const { orgName, to } = await billingRecipients(ctx, outcome.orgId);
  const facts: InvoiceMailFacts = {
    orgName,
    invoiceId: mail.invoice.id,
    amount: `${mail.invoice.currencyCode.toUpperCase()} ${(mail.invoice.totalAmount / 100).toFixed(2)}`,
    issuedOn: mail.invoice.issueDate.toISOString().slice(0, 10),
    billingUrl: `${ctx.config.publicUrl}/org/detail/${outcome.orgId}?tab=billing`,
  };
  for (const address of to) {
    const message =
      mail.kind === 'receipt'
        ? receiptMail(address, facts)
        : paymentFailedMail(address, { ...facts, willRetry: mail.willRetry });
    await ctx.mailer.send(message);
  }
}

/**
 * Records the event and acts on it, once. Then, after commit, the organization hears of it and the
 * receipt or failed-payment mail goes out. Answers what happened ('duplicate' for a repeated delivery).
 */
export async function processProviderEvent(
  ctx: AppContext,
  kind: 'sandbox' | 'stripe',
  event: ProviderEvent,
): Promise<'processed' | 'duplicate' | 'unknown-customer'> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const recorded = await recordProviderEvent(tx, kind, event);
    if (recorded.result !== 'recorded') return recorded.result;
    const done = await apply(tx, recorded.orgId, event);
    await tx
      .update(billingEvents)
      .set({ processedAt: new Date() })
      .where(and(eq(billingEvents.provider, kind), eq(billingEvents.eventId, event.eventId)));
    return done;
  });
  if (typeof outcome === 'string') return outcome;
  ctx.log.info({ orgId: outcome.orgId, event: event.type, eventId: event.eventId }, 'payment provider event processed');
  announceSubscription(ctx, outcome.orgId, outcome.people);
  await sendMails(ctx, outcome).catch((err: unknown) =>
    ctx.log.error({ err, orgId: outcome.orgId }, 'billing mail could not be sent'),
  );
  return 'processed';
}
