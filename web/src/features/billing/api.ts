import type {
  BillingAddressResponse,
  BillingAddressView,
  CalculateTaxResponse,
  InvoicesResponse,
  PaymentMethodsResponse,
  PaymentPlansResponse,
  SubscriptionCustomerResponse,
  SubscriptionResponse,
} from '@eos/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';

/**
 * The billing screens' cache keys, all under one prefix so that a billing write refreshes every billing
 * screen at once (kept here rather than in api/keys.ts: nothing outside billing reads them).
 */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: ['billing', 'subscription'] as const,
  methods: ['billing', 'methods'] as const,
  address: (id: string) => ['billing', 'address', id] as const,
  customer: ['billing', 'customer'] as const,
  invoices: ['billing', 'invoices'] as const,
  tax: (subTotal: number, address: unknown) => ['billing', 'tax', subTotal, address] as const,
};

/** GET subscription: status, plan, seats and next bill. */
export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: () => api.get<SubscriptionResponse>('subscription'),
    enabled,
  });
}

/**
 * GET payment/plans, under the key the invite cost summary uses (people/api.ts usePaymentPlans): the
 * cached answer is the same raw response, each screen selecting what it needs.
 */
export function usePlans() {
  return useQuery({
    queryKey: queryKeys.paymentPlans,
    queryFn: () => api.get<PaymentPlansResponse>('payment/plans'),
    staleTime: 60 * 60 * 1000,
  });
}

/** GET payment/methods: the cards on file, the primary one first. */
export function usePaymentMethods(enabled = true) {
  return useQuery({
    queryKey: billingKeys.methods,
    queryFn: () => api.get<PaymentMethodsResponse>('payment/methods'),
    select: (r) => [...r.paymentProfiles].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary)),
    enabled,
  });
}

/** GET payment/billing-address/{id}: a card's billing address. */
export function useBillingAddress(id: string | undefined) {
  return useQuery({
    queryKey: billingKeys.address(id ?? ''),
    queryFn: () => api.get<BillingAddressResponse>(`payment/billing-address/${encodeURIComponent(id ?? '')}`),
    select: (r) => r.address,
    enabled: Boolean(id),
  });
}

/** GET subscription/customer: the account (billing) email, null before one is set. */
export function useCustomer() {
  return useQuery({
    queryKey: billingKeys.customer,
    queryFn: () => api.get<SubscriptionCustomerResponse>('subscription/customer'),
    select: (r) => r.email,
  });
}

/** GET invoices: newest first. */
export function useInvoices(enabled = true) {
  return useQuery({
    queryKey: billingKeys.invoices,
    queryFn: () => api.get<InvoicesResponse>('invoices'),
    select: (r) => r.items,
    enabled,
  });
}

/**
 * POST payment/calculate-tax for a sub-total and the address the card pays from. Asked quietly: a
 * failure is said beside the total (the server computes the tax itself when it charges).
 */
export function useTax(subTotal: number, address: BillingAddressView | null | undefined) {
  return useQuery({
    queryKey: billingKeys.tax(subTotal, address ?? null),
    queryFn: () =>
      api
        .post<CalculateTaxResponse>('payment/calculate-tax', { subTotal, address }, { quiet: true })
        .then((r) => r.taxAmount),
    enabled: Boolean(address) && subTotal > 0,
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * After a billing write: every billing screen, and the session, whose subscription fields drive the
 * banners and what the organization may do.
 */
export function refreshBilling(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  ]);
}
