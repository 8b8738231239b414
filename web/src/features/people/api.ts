import { type PaymentPlansResponse, PLAN_HANDLES } from '@eos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';

/** The organization's free company domains (GET subscription/domains): who counts free (001 §6). */
export function useFreeDomains(orgId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.freeDomains(orgId ?? ''),
    queryFn: () => api.get<{ domains: string[] }>('subscription/domains').then((r) => r.domains),
    enabled: Boolean(orgId),
  });
}

/** The plans (GET payment/plans) and the monthly seat price the invite cost summary uses (001 §9). */
export function usePaymentPlans() {
  return useQuery({
    queryKey: queryKeys.paymentPlans,
    queryFn: () => api.get<PaymentPlansResponse>('payment/plans'),
    select: (r) => ({
      currencyCode: r.currencyCode,
      monthlyPriceInCents: r.paymentPlans.find((p) => p.handle === PLAN_HANDLES.monthly)?.priceInCents ?? 0,
    }),
    staleTime: 60 * 60 * 1000,
  });
}
