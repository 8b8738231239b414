import type Stripe from 'stripe';
import type {
  BillingAddress,
  CouponLookup,
  PaymentProfile,
  PlanHandle,
  ProviderInvoice,
  ProviderSubscription,
} from '../types.ts';

// Stripe's objects (API version the stripe package pins) -> the provider interface's. Pure functions:
// amounts stay in cents as Stripe gives them, Stripe's unix seconds become Dates.

export const fromUnix = (seconds: number): Date => new Date(seconds * 1000);

const BRANDS: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'EFTPOS Australia',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** Stripe's card brand (`visa`, `amex`…) as people write it. */
export function brandName(brand: string): string {
  return BRANDS[brand] ?? brand.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** True once the last day of the card's expiry month has passed (002 §5). */
export function cardExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  return now.getTime() >= Date.UTC(expYear, expMonth, 1);
}

export function toPaymentProfile(pm: Stripe.PaymentMethod, isPrimary: boolean): PaymentProfile {
  const card = pm.card;
  return {
    id: pm.id,
    cardType: brandName(card?.brand ?? 'unknown'),
    lastFour: card?.last4 ?? '',
    expirationMonth: card?.exp_month ?? 0,
    expirationYear: card?.exp_year ?? 0,
    isPrimary,
  };
}

/** Our billing address as Stripe's address parameter (Stripe has two street lines: the third joins the second). */
export function toStripeAddress(address: BillingAddress): Stripe.AddressParam {
  const line2 = [address.addressLine2, address.addressLine3].filter((l) => l?.trim()).join(', ');
  return {
    country: address.countryCode,
    line1: address.addressLine1,
    line2: line2 || '',
    city: address.city ?? '',
    state: address.stateOrProvince ?? '',
    postal_code: address.postalCode ?? '',
  };
}

const id = (ref: string | { id: string } | null | undefined): string | null =>
  ref == null ? null : typeof ref === 'string' ? ref : ref.id;

export function invoiceStatus(invoice: Stripe.Invoice): ProviderInvoice['invoiceStatus'] {
  switch (invoice.status) {
    case 'paid':
      return 'Paid';
    case 'uncollectible':
      return 'Failed';
    case 'void':
      return 'Void';
    default:
      // open (or draft): still being collected, unless Stripe tried, failed and schedules no further
      // attempt (its retry settings leave the invoice open when retries are exhausted): given up.
      return invoice.status === 'open' && invoice.attempted && invoice.next_payment_attempt == null ? 'Failed' : 'Open';
  }
}

export function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const issued = invoice.effective_at ?? invoice.created;
  return {
    id: invoice.id,
    totalAmount: invoice.total,
    taxAmount: (invoice.total_taxes ?? []).reduce((sum, t) => sum + t.amount, 0),
    currencyCode: invoice.currency.toUpperCase(),
    issueDate: fromUnix(issued),
    // Invoices charged automatically have no due date: they are due when issued.
    dueDate: fromUnix(invoice.due_date ?? issued),
    invoiceStatus: invoiceStatus(invoice),
    source: invoice.billing_reason ?? 'manual',
  };
}

/** The customer and subscription an invoice belongs to (the subscription moved under `parent` in API 2025-03-31). */
export function invoiceOwners(invoice: Stripe.Invoice): { customerId: string | null; subscriptionId: string | null } {
  return {
    customerId: id(invoice.customer),
    subscriptionId: id(invoice.parent?.subscription_details?.subscription ?? null),
  };
}

export function subscriptionStatus(status: Stripe.Subscription.Status): ProviderSubscription['status'] {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    // incomplete: the first invoice is unpaid (not left behind by error_if_incomplete, but possible
    // for a subscription made elsewhere).
    case 'incomplete':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      // unpaid, paused: no longer collecting.
      return 'unpaid';
  }
}

/**
 * `planOf` names the plan of a Stripe price id (null for a price that is not one of ours). The period
 * end is read from the subscription item (it moved there from the subscription in API 2025-03-31).
 */
export function toSubscription(
  sub: Stripe.Subscription,
  planOf: (priceId: string) => PlanHandle | null,
): ProviderSubscription | null {
  const item = sub.items.data[0];
  const plan = item ? planOf(item.price.id) : null;
  if (!item || !plan) return null;
  return {
    id: sub.id,
    plan,
    quantity: item.quantity ?? 1,
    status: subscriptionStatus(sub.status),
    currentPeriodEnd: fromUnix(item.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    latestInvoice: sub.latest_invoice && typeof sub.latest_invoice === 'object' ? toInvoice(sub.latest_invoice) : null,
  };
}

/**
 * How a code stands (002 §5 promo results): a promotion code or coupon used up is not applicable; one
 * past its redeem-by or expiry date, deactivated, or that Stripe no longer calls valid has expired.
 */
export function judgeCoupon(
  code: string,
  coupon: Stripe.Coupon,
  promotionCode: Stripe.PromotionCode | null,
  now = Date.now(),
): CouponLookup {
  const seconds = Math.floor(now / 1000);
  const usedUp = (max: number | null, used: number) => max != null && used >= max;
  if (promotionCode && usedUp(promotionCode.max_redemptions, promotionCode.times_redeemed)) {
    return { result: 'not-applicable' };
  }
  if (usedUp(coupon.max_redemptions, coupon.times_redeemed)) return { result: 'not-applicable' };
  if (promotionCode?.expires_at != null && promotionCode.expires_at <= seconds) return { result: 'expired' };
  if (coupon.redeem_by != null && coupon.redeem_by <= seconds) return { result: 'expired' };
  if (!coupon.valid || (promotionCode && !promotionCode.active)) return { result: 'expired' };
  return {
    result: 'valid',
    code: promotionCode?.code ?? code,
    percentOff: coupon.percent_off,
    amountOffCents: coupon.amount_off,
  };
}
