import { can, type SessionResponse } from '@eos/domain';
import { matchPath } from 'react-router';
import { hasNoOrg, isTwoStepBlocked } from '../../app/guard';

/**
 * The one subscription banner the shell shows (002 §4 'Banner precedence', §6), or none:
 * - trial: the free trial's days left, or that it ended; to the Owner and billing users, with Upgrade Organization.
 * - trial-ended-contact: an expired trial, to everyone else: ask the owner to upgrade.
 * - payment-failed: a failed renewal, to the Owner and billing users, with Update Payment Method
 *   (inside the grace period to /view-payment, where the card is changed and the invoice retried;
 *   otherwise to /checkout).
 * - payment-failed-contact: the same failure, to everyone else: ask the owner about the card.
 * - cancellation: pending cancellation or canceled, to the Owner and billing users, with RENEW
 *   ('checkout' when the payment status is Failed, otherwise POST subscription/renew).
 * - cancellation-contact: the same, to everyone else: ask the owner to renew.
 * - upgrade-denied: the user's upgrade request was not approved (dismissible for the browser session).
 */
export type BannerChoice =
  | { kind: 'trial'; daysLeft: number; expired: boolean }
  | { kind: 'trial-ended-contact' }
  | { kind: 'payment-failed'; paymentTarget: '/view-payment' | '/checkout' }
  | { kind: 'payment-failed-contact' }
  | { kind: 'cancellation'; canceled: boolean; renew: 'checkout' | 'post' }
  | { kind: 'cancellation-contact'; canceled: boolean }
  | { kind: 'upgrade-denied' };

export type BannerKind = BannerChoice['kind'];

/**
 * Routes without a banner (002 §2, §4): a live meeting, CheckoutPage and ViewPaymentPage (the banner's
 * own destinations), CreateOrg, and the beta and invitation entry routes (BetaSignUp, ValidateInvitation,
 * ProcessInvitation). Prefixes: each pattern also hides its sub-paths.
 */
const HIDDEN_ROUTES = [
  '/meeting/live',
  '/checkout',
  '/view-payment',
  '/org/create',
  '/welcome/beta',
  '/welcome/invitation',
] as const;

export function isBannerHiddenAt(pathname: string): boolean {
  return HIDDEN_ROUTES.some((path) => matchPath({ path, end: false }, pathname) !== null);
}

/** The Owner, or anyone holding 'Update|Billing' (002 §6): the one who can act on the subscription. */
export function hasBillingRights(user: NonNullable<SessionResponse['user']>): boolean {
  return (
    user.abilities.includes('billing.update') ||
    user.roles.some((role) => can(role, 'billing.update', user.permissions))
  );
}

export interface BannerInput {
  session: SessionResponse;
  /** The address the browser shows (the modal's while a modal route is open). */
  pathname: string;
  /** The user dismissed the upgrade-denied note in this browser session. */
  deniedDismissed?: boolean;
}

/** Which banner, if any: the first of 002 §4's precedence that applies. Pure. */
export function chooseBanner({ session, pathname, deniedDismissed = false }: BannerInput): BannerChoice | null {
  // A deployment that does not bill shows none, whatever the status fields say.
  if (!session.billingEnabled) return null;
  const user = session.user;
  if (!user || hasNoOrg(session) || isTwoStepBlocked(session)) return null;
  if (isBannerHiddenAt(pathname)) return null;

  const status = session.orgSubscriptionStatus;
  const payment = session.orgSubscriptionPaymentStatus;
  const billing = hasBillingRights(user);

  // 1. The free trial (Trial or Suspended, nothing paid yet). Expired below 1 day left (002 §4); a
  //    suspended organization, or one without a count, has no days left.
  if ((status === 'Trial' || status === 'Suspended') && payment === 'None') {
    const daysLeft = status === 'Suspended' ? 0 : Math.max(0, Math.floor(session.orgRemainingSubscriptionDays ?? 0));
    const expired = daysLeft < 1;
    if (billing) return { kind: 'trial', daysLeft, expired };
    if (expired) return { kind: 'trial-ended-contact' };
    // A running trial is the owner's business: members see nothing about it.
  }

  // 2 and 3. A failed payment of a subscription that is not canceled.
  if ((payment === 'FailedWillRetry' || payment === 'Failed') && status !== 'Canceled') {
    if (billing)
      return { kind: 'payment-failed', paymentTarget: session.orgInGracePeriod ? '/view-payment' : '/checkout' };
    return { kind: 'payment-failed-contact' };
  }

  // 4. Ending or ended: RENEW, or ask the owner to renew.
  if (status === 'PendingCancellation' || status === 'Canceled') {
    const canceled = status === 'Canceled';
    if (billing) return { kind: 'cancellation', canceled, renew: payment === 'Failed' ? 'checkout' : 'post' };
    return { kind: 'cancellation-contact', canceled };
  }

  // 5. The user's upgrade request was denied.
  if (user.upgradeRequestStatus === 'Denied' && !deniedDismissed) return { kind: 'upgrade-denied' };
  return null;
}

/** The banner's colour in the app's Mantine theme: info for the trial, red for failed payment, yellow for cancellation. */
export function bannerColor(kind: BannerKind): 'blue' | 'red' | 'yellow' | 'gray' {
  switch (kind) {
    case 'trial':
    case 'trial-ended-contact':
      return 'blue';
    case 'payment-failed':
    case 'payment-failed-contact':
      return 'red';
    case 'cancellation':
    case 'cancellation-contact':
      return 'yellow';
    case 'upgrade-denied':
      return 'gray';
  }
}

/** A failed payment interrupts (role alert); everything else is a polite status. */
export function bannerRole(kind: BannerKind): 'alert' | 'status' {
  return kind === 'payment-failed' || kind === 'payment-failed-contact' ? 'alert' : 'status';
}
