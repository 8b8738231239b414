import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '../../../app/i18n';

/** The question before DELETE payment/{id}. */
export function confirmRemoveCard(cardName: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: i18n.t('BILLING_REMOVE_CARD_TITLE'),
    centered: true,
    children: <Text size="sm">{i18n.t('BILLING_REMOVE_CARD_CONFIRM', { 0: cardName })}</Text>,
    labels: { confirm: i18n.t('BILLING_REMOVE_CARD'), cancel: i18n.t('CANCEL') },
    confirmProps: { color: 'red.9' },
    onConfirm,
  });
}
