import { can } from '@eos/domain';
import { useShellContext } from '../../shell/useShellContext';

/**
 * Whether this deployment bills at all (session.billingEnabled: false hides every billing screen) and
 * whether the user may manage it: the Owner, or anyone holding 'Update|Billing' (the server's
 * 'billing.update' check, domain/permissions.ts).
 */
export function useBillingAccess() {
  const { session, user, org } = useShellContext();
  const role = org?.role ?? 'Observer';
  return {
    enabled: session.billingEnabled === true,
    canBill: user.roles.includes('Owner') || can(role, 'billing.update', user.permissions),
    orgId: org?.id ?? session.orgId ?? '',
    orgName: org?.name ?? '',
    locale: user.userLocale,
    timeZone: user.timeZoneName,
    /** Until the plans say which currency they are in. */
    currencyCode: user.currencyCode,
  };
}

export type BillingAccess = ReturnType<typeof useBillingAccess>;
