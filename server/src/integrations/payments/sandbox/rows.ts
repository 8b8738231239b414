import { randomInt } from 'node:crypto';
import type {
  sandboxCustomers,
  sandboxInvoices,
  sandboxPaymentMethods,
  sandboxSubscriptions,
} from '../../../db/schema/index.ts';
import type { PaymentProfile, ProviderEvent, ProviderInvoice, ProviderSubscription } from '../types.ts';

/** The sandbox's own records (db/schema/sandbox-payments.ts), and how they read as the provider's answers. */

export type CustomerRow = typeof sandboxCustomers.$inferSelect;
export type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type InvoiceRow = typeof sandboxInvoices.$inferSelect;
export type PaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A Stripe-like id: the prefix, an underscore and 24 random letters and digits (~143 bits). */
export function sandboxId(prefix: 'cus' | 'pm' | 'sub' | 'in' | 'tok' | 'evt'): string {
  let id = `${prefix}_`;
  for (let i = 0; i < 24; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

export function toInvoice(row: InvoiceRow): ProviderInvoice {
  return {
    id: row.id,
    totalAmount: row.totalCents,
    taxAmount: row.taxCents,
    currencyCode: row.currencyCode,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    invoiceStatus: row.status,
    source: row.source,
  };
}

export function toProfile(row: PaymentMethodRow): PaymentProfile {
  return {
    id: row.id,
    cardType: row.brand,
    lastFour: row.lastFour,
    expirationMonth: row.expMonth,
    expirationYear: row.expYear,
    isPrimary: row.isPrimary,
  };
}

export function toSubscription(sub: SubscriptionRow, latest: ProviderInvoice | null): ProviderSubscription {
  return {
    id: sub.id,
    plan: sub.plan,
    quantity: sub.quantity,
    status: sub.status,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    latestInvoice: latest,
  };
}

export function updatedEvent(sub: SubscriptionRow, latest: ProviderInvoice | null): ProviderEvent {
  return {
    type: 'subscription.updated',
    eventId: sandboxId('evt'),
    customerId: sub.customerId,
    subscription: toSubscription(sub, latest),
  };
}
