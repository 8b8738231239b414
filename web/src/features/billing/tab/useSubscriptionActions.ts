import type { SubscriptionResponse, SubscriptionView } from '@eos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { useOpenModalRoute } from '../../../app/modalRoutes';
import { showSuccess } from '../../../app/toasts';
import { billingKeys, refreshBilling } from '../api';
import { showBillingError } from '../errors';
import { cancelConsequence, confirmCancel, confirmRenewCharge } from './confirmCancel';

/** Cancel and renew (002 §4), each after its question where one is due. */
export function useSubscriptionActions(subscription: SubscriptionView, formatDate: (iso: string) => string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const openModalRoute = useOpenModalRoute();
  const settled = (answer: SubscriptionResponse, message: string) => {
    queryClient.setQueryData(billingKeys.subscription, answer);
    showSuccess(message);
    void refreshBilling(queryClient);
  };

  const cancel = useMutation({
    mutationFn: () => api.post<SubscriptionResponse>('subscription/cancel', {}, { quiet: true }),
    onSuccess: (answer) =>
      settled(answer, t(answer.status === 'Canceled' ? 'BILLING_CANCELED_NOW' : 'BILLING_CANCEL_SCHEDULED')),
    onError: showBillingError,
  });
  const renew = useMutation({
    mutationFn: () => api.post<SubscriptionResponse>('subscription/renew', {}, { quiet: true }),
    onSuccess: (answer) => settled(answer, t('BILLING_RENEWED')),
    // Renewing a canceled subscription charges the card: a refusal says the provider's reason.
    onError: showBillingError,
  });

  return {
    cancel: () => confirmCancel(cancelConsequence(subscription, formatDate), () => cancel.mutate()),
    canceling: cancel.isPending,
    /** 002 §4: 'Renew posts a renew request unless payment status is Failed, in which case checkout opens.' */
    renew: () => {
      if (subscription.paymentStatus === 'Failed') openModalRoute('/checkout');
      else if (subscription.status === 'Canceled') confirmRenewCharge(() => renew.mutate());
      else renew.mutate();
    },
    renewing: renew.isPending,
  };
}
