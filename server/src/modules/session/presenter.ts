import {
  abilitiesOf,
  currencyForLocale,
  type ExperienceLevel,
  type NameDisplayStyle,
  type PaymentStatus,
  type Role,
  type SessionResponse,
  type SubscriptionStatus,
  type Theme,
  type UpgradeRequestStatus,
} from '@eos/domain';
import { presentOrgSummary } from '../orgs/presenter.ts';
import type { OrgWithMembership } from '../orgs/repository.ts';
import type { AccountRow } from '../users/repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  orgRequiresTwoStep: false,
};

export interface SessionView {
  sessionId: string;
  account: AccountRow;
  orgs: OrgWithMembership[];
  /** The user's membership row and org for the session's organization, if any. */
  current: OrgWithMembership | null;
  now: Date;
}

/** Whole days left in a trial, rounded up: 12 hours left is still "1 day". Null outside a trial. */
export function remainingTrialDays(status: string, trialEndsAt: Date | null, now: Date): number | null {
  if (status !== 'Trial' || !trialEndsAt) return null;
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

/** The client's view of who is signed in, where, and with which rights. */
export function presentSession({ sessionId, account, orgs, current, now }: SessionView): SessionResponse {
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
    orgSubscriptionStatus: (org?.subscriptionStatus as SubscriptionStatus | undefined) ?? null,
    orgSubscriptionPaymentStatus: (org?.paymentStatus as PaymentStatus | undefined) ?? null,
    orgRemainingSubscriptionDays: org ? remainingTrialDays(org.subscriptionStatus, org.trialEndsAt, now) : null,
    // Grace periods come with billing; until then no organization is in one.
    orgInGracePeriod: false,
    orgRequiresTwoStep: org?.requireTwoStep ?? false,
  };
}
