import type { Org, OrgSummary, PaymentStatus, Role, SubscriptionStatus, Theme } from '@eos/domain';
import type { OrgRow, OrgWithMembership } from './repository.ts';

/** The organization as the API shows it: an allow-list of fields. */
export function presentOrg(org: OrgRow): Org {
  return {
    id: org.id,
    name: org.name,
    implementer: org.implementer,
    themeColor: org.themeColor as Theme,
    subscriptionStatus: org.subscriptionStatus as SubscriptionStatus,
    paymentStatus: org.paymentStatus as PaymentStatus,
    trialEndsAt: org.trialEndsAt?.toISOString() ?? null,
    created: org.createdAt.toISOString(),
    requireTwoStep: org.requireTwoStep,
  };
}

/** One line of the user's org switcher: the org with the user's role and theme in it. */
export function presentOrgSummary({ org, membership }: OrgWithMembership): OrgSummary {
  return {
    id: org.id,
    name: org.name,
    role: membership.role as Role,
    isDefault: membership.isDefault,
    theme: membership.theme as Theme,
    implementer: org.implementer,
  };
}
