// The subscription's rules of 002 §4 and §6 (issue 20), shared by the server's guard and session and
// the web's banners.
import type { PaymentStatus, Role, SubscriptionStatus } from '../enums.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left in a trial, rounded up (12 hours left is still 1 day), 0 once it has ended. */
export function remainingTrialDays(trialEndsAt: Date | null, now: Date): number | null {
  if (!trialEndsAt) return null;
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

/**
 * 002 §4: 'A free trial has expired when status is Trial or Suspended, payment status is None and
 * remaining days are below 1.'
 */
export function isTrialExpired(status: SubscriptionStatus, paymentStatus: PaymentStatus, remainingDays: number | null) {
  return (status === 'Trial' || status === 'Suspended') && paymentStatus === 'None' && (remainingDays ?? 0) < 1;
}

/**
 * The status as people see it: a Trial whose days have run out is Suspended (nothing has to flip it at
 * midnight; the stored row says Trial until the organization pays).
 */
export function effectiveStatus(
  status: SubscriptionStatus,
  paymentStatus: PaymentStatus,
  trialEndsAt: Date | null,
  now: Date,
): SubscriptionStatus {
  if (status === 'Trial' && isTrialExpired(status, paymentStatus, remainingTrialDays(trialEndsAt, now))) {
    return 'Suspended';
  }
  return status;
}

/**
 * Whether the organization's work (items, meetings) is read-only for this role (issue 20 item 7): a
 * suspended organization (an expired trial) for everyone, a canceled one for everyone but the Owner,
 * who keeps single-user access (002 §4). Settings, licenses and billing stay open, so the Owner can
 * pay. Only where the deployment bills.
 */
export function isWorkReadOnly(status: SubscriptionStatus, role: Role): boolean {
  if (status === 'Suspended') return true;
  if (status === 'Canceled' || status === 'Removed') return role !== 'Owner';
  return false;
}

/**
 * The grace period (002 §4 'Update payment: inside the grace period goes to ViewPaymentPage'): a
 * renewal failed and the provider is still retrying it, so a new card pays the open invoice. Once it
 * gave up (payment status Failed) the way back is a new checkout.
 */
export function isInGracePeriod(paymentStatus: PaymentStatus): boolean {
  return paymentStatus === 'FailedWillRetry';
}
