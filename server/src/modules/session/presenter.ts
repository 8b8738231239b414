import {
  abilitiesOf,
  currencyForLocale,
  type ExperienceLevel,
  effectiveStatus,
  isInGracePeriod,
  type NameDisplayStyle,
  type PaymentStatus,
  type Role,
  remainingTrialDays,
  type SessionResponse,
  type SubscriptionStatus,
  type Theme,
  type UpgradeRequestStatus,
} from '@eos/domain';
import { presentOrgSummary } from '../orgs/presenter.ts';
import type { OrgWithMembership } from '../orgs/repository.ts';
import type { AccountRow } from '../users/repository.ts';

export const SIGNED_OUT: SessionResponse = {
  succeeded: true,
  hasAccount: false,
  sessionId: null,
  orgId: null,
  user: null,
  orgSubscriptionStatus: null,
  orgSubscriptionPaymentStatus: null,
  orgRemainingSubscriptionDays: null,
  orgInGracePeriod: false,
  billingEnabled: false,
  orgRequiresTwoStep: false,
};

export interface SessionView {
  sessionId: string;
  account: AccountRow;
  orgs: OrgWithMembership[];
  /** The user's membership row and org for the session's organization, if any. */
  current: OrgWithMembership | null;
  /** Billing's time (modules/billing billingNow), by which trials end. */
  now: Date;
  /** BILLING_PROVIDER is not none. */
  billingEnabled: boolean;
}

/** The client's view of who is signed in, where, and with which rights. */
export function presentSession(view: SessionView): SessionResponse {
  const { sessionId, account, orgs, current, now, billingEnabled } = view;
  const m = current?.membership;
  const org = current?.org;
  const role = m?.role as Role | undefined;
  return {
    succeeded: true,
    hasAccount: true,
    sessionId,
    orgId: org?.id ?? null,
    user: {
      userId: account.id,
      personId: m?.id ?? null,
      username: account.email,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      roles: role ? [role] : [],
      permissions: m?.permissions ?? [],
      abilities: role ? abilitiesOf(role, m?.permissions) : [],
      orgs: orgs.map(presentOrgSummary),
      userLocale: account.locale,
      timeZoneName: account.timeZoneName,
      currencyCode: currencyForLocale(account.locale),
      // 'None' drives the no-organization welcome.
      experienceLevel: (m?.experienceLevel as ExperienceLevel | undefined) ?? 'None',
      navBarOpen: m?.navBarOpen ?? true,
      avatarUrl: account.avatarUrl,
      upgradeRequestStatus: (m?.upgradeRequestStatus as UpgradeRequestStatus | undefined) ?? 'None',
      theme: (m?.theme as Theme | undefined) ?? 'default',
      // The user's own choice, else their organization's (User Settings), else the full name.
      nameDisplayStyle: (account.nameDisplayStyle ?? org?.nameDisplayStyle ?? 'full') as NameDisplayStyle,
      hasPassword: account.passwordHash !== null,
      twoStepEnabled: account.totpEnabledAt !== null,
    },
    ...subscriptionFields(org, now),
    billingEnabled,
    orgRequiresTwoStep: org?.requireTwoStep ?? false,
  };
}

/** The session's subscription fields (002 §3): the status as people see it (an ended trial is Suspended). */
function subscriptionFields(
  org: OrgWithMembership['org'] | undefined,
  now: Date,
): Pick<
  SessionResponse,
  'orgSubscriptionStatus' | 'orgSubscriptionPaymentStatus' | 'orgRemainingSubscriptionDays' | 'orgInGracePeriod'
> {
  if (!org) {
    return {
      orgSubscriptionStatus: null,
      orgSubscriptionPaymentStatus: null,
      orgRemainingSubscriptionDays: null,
      orgInGracePeriod: false,
    };
  }
  const status = org.subscriptionStatus as SubscriptionStatus;
  const paymentStatus = org.paymentStatus as PaymentStatus;
  const shown = effectiveStatus(status, paymentStatus, org.trialEndsAt, now);
  return {
    orgSubscriptionStatus: shown,
    orgSubscriptionPaymentStatus: paymentStatus,
    orgRemainingSubscriptionDays:
      shown === 'Trial' || shown === 'Suspended' ? remainingTrialDays(org.trialEndsAt, now) : null,
    orgInGracePeriod: isInGracePeriod(paymentStatus),
  };
}
