import type { PaymentProfile } from '@eos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { refreshBilling } from '../api';
import { showBillingError } from '../errors';
import { confirmRemoveCard } from './confirmRemoveCard';

/** Make primary (POST payment/primary/{id}) and remove (DELETE payment/{id}, after a question). */
export function usePaymentMethodActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const done = (message: string) => {
    showSuccess(message);
    void refreshBilling(queryClient);
  };
  const makePrimary = useMutation({
    mutationFn: (card: PaymentProfile) =>
      api.post(`payment/primary/${encodeURIComponent(card.id)}`, {}, { quiet: true }),
    onSuccess: () => done(t('BILLING_PRIMARY_CHANGED')),
    onError: showBillingError,
  });
  // 409 BILLING_LAST_CARD_IN_USE: its text is the toast (the only card of an active subscription).
  const remove = useMutation({
    mutationFn: (card: PaymentProfile) => api.del(`payment/${encodeURIComponent(card.id)}`, { quiet: true }),
    onSuccess: () => done(t('BILLING_CARD_REMOVED')),
    onError: showBillingError,
  });
  return {
    makePrimary: (card: PaymentProfile) => makePrimary.mutate(card),
    remove: (card: PaymentProfile, name: string) => confirmRemoveCard(name, () => remove.mutate(card)),
    /** The card a call is under way for, so only its buttons spin. */
    busyId: (makePrimary.isPending && makePrimary.variables?.id) || (remove.isPending && remove.variables?.id) || null,
  };
}
