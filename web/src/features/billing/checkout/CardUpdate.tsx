import { BillingToasts, type SubscriptionResponse, type SubscriptionView } from '@eos/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { useRouteModalClose } from '../../../components/RouteModal';
import type { CountryLists } from '../address/useCountryLists';
import { billingKeys, refreshBilling } from '../api';
import { NewCardFields } from '../card/NewCardFields';
import { useNewCardForm } from '../card/useNewCardForm';
import { isPaymentFailing } from '../subscriptionState';
import type { BillingAccess } from '../useBillingAccess';

interface CardUpdateProps {
  access: BillingAccess;
  subscription: SubscriptionView;
  /** What the failed payment asks for, written out; null when unknown. */
  amountDue: string | null;
  lists: CountryLists;
}

/**
 * /view-payment after a failed payment: the failure and the amount due, then a new card (it becomes the
 * primary card). The server pays the open invoice with it by itself; the subscription is read again
 * and, once paid, the screen closes onto the Billing tab; otherwise it says where things stand.
 */
export function CardUpdate({ access, subscription, amountDue, lists }: CardUpdateProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const close = useRouteModalClose();
  const card = useNewCardForm(lists, { isPrimary: true });
  const [after, setAfter] = useState<SubscriptionView | null>(null);
  const current = after ?? subscription;
  const status = t(`BILLING_PAYMENT_${current.paymentStatus.toUpperCase()}`);

  const submit = async () => {
    const added = await card.submit();
    if (!added) return;
    showSuccess(t(BillingToasts.cardAdded));
    const now = await api.get<SubscriptionResponse>('subscription', { quiet: true }).catch(() => null);
    void refreshBilling(queryClient);
    if (!now) return close(`/org/detail/${access.orgId}/billing`);
    queryClient.setQueryData(billingKeys.subscription, now);
    if (!isPaymentFailing(now)) {
      showSuccess(t('BILLING_PAYMENT_RECOVERED'));
      close(`/org/detail/${access.orgId}/billing`);
      return;
    }
    setAfter(now);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Alert color="red" variant="light" title={t('BILLING_PAYMENT_FAILED_TITLE')} role={after ? 'alert' : undefined}>
          <Stack gap={4}>
            <Text size="sm">{t('BILLING_PAYMENT_STATUS_IS', { 0: status })}</Text>
            {amountDue && <Text size="sm">{t('BILLING_AMOUNT_DUE', { 0: amountDue })}</Text>}
            <Text size="sm">{t(after ? 'BILLING_CARD_SAVED_STILL_FAILING' : 'BILLING_VIEW_PAYMENT_HELP')}</Text>
          </Stack>
        </Alert>
        <NewCardFields card={card} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => close()}>
            {t(after ? 'CLOSE' : 'CANCEL')}
          </Button>
          <Button type="submit" disabled={!card.valid} loading={card.pending}>
            {t('BILLING_UPDATE_CARD')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
