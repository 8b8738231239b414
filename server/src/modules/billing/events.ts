import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { billingEvents, orgBilling } from '../../db/schema/index.ts';
import type { ProviderEvent } from '../../integrations/payments/types.ts';

export type RecordedEvent =
  | { result: 'recorded'; orgId: string }
  | { result: 'duplicate'; orgId: string }
  | { result: 'unknown-customer' };

/**
 * Keeps an event the provider reported, once per event id (a delivery Stripe repeats, or one told twice,
 * finds its row and changes nothing). The event's customer names the organization; an event about a
 * customer that is none of ours (another application on the same Stripe account) is not kept.
 * The subscription service (modules/subscription/events.ts) records and acts on it in one transaction.
 */
export async function recordProviderEvent(
  db: DbOrTx,
  provider: 'sandbox' | 'stripe',
  event: ProviderEvent,
): Promise<RecordedEvent> {
  const [owner] = await db
    .select({ orgId: orgBilling.orgId })
    .from(orgBilling)
    .where(and(eq(orgBilling.provider, provider), eq(orgBilling.customerId, event.customerId)));
  if (!owner) return { result: 'unknown-customer' };
  const inserted = await db
    .insert(billingEvents)
    .values({
      orgId: owner.orgId,
      provider,
      eventId: event.eventId,
      type: event.type,
      // Dates become ISO strings, as JSON has them.
      payload: JSON.parse(JSON.stringify(event)),
    })
    .onConflictDoNothing({ target: [billingEvents.provider, billingEvents.eventId] })
    .returning({ eventId: billingEvents.eventId });
  return { result: inserted.length > 0 ? 'recorded' : 'duplicate', orgId: owner.orgId };
}
