import type { SubscriptionView } from '@eos/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '../../../app/i18n';

/**
 * What canceling will do, in words (002 §4): with a failed payment the subscription ends at once and
 * everyone but the Owner becomes a Free Observer; otherwise use continues to the next billing date.
 */
export function cancelConsequence(
  subscription: Pick<SubscriptionView, 'paymentStatus' | 'nextBillingDate'>,
  date: (iso: string) => string,
) {
  if (subscription.paymentStatus === 'Failed') return i18n.t('BILLING_CANCEL_NOW');
  if (subscription.nextBillingDate) return i18n.t('BILLING_CANCEL_AT_END', { 0: date(subscription.nextBillingDate) });
  return i18n.t('BILLING_CANCEL_AT_PERIOD_END');
}

/** The question before POST subscription/cancel. */
export function confirmCancel(message: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: i18n.t('BILLING_CANCEL_TITLE'),
    centered: true,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: i18n.t('BILLING_CANCEL_CONFIRM'), cancel: i18n.t('BILLING_KEEP_SUBSCRIPTION') },
    // red.9: white on Mantine's default red is below 4.5:1.
    confirmProps: { color: 'red.9' },
    onConfirm,
  });
}

/** The question before renewing a canceled subscription, which charges the primary card at once. */
export function confirmRenewCharge(onConfirm: () => void): void {
  modals.openConfirmModal({
    title: i18n.t('BILLING_RENEW_TITLE'),
    centered: true,
    children: <Text size="sm">{i18n.t('BILLING_RENEW_CHARGES_NOW')}</Text>,
    labels: { confirm: i18n.t('BILLING_RENEW'), cancel: i18n.t('CANCEL') },
    onConfirm,
  });
}
