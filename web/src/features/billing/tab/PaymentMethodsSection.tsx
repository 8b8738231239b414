import { Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { usePaymentMethods } from '../api';
import { AddPaymentMethodPopup } from '../popups/AddPaymentMethodPopup';
import { UpdateBillingInfoPopup } from '../popups/UpdateBillingInfoPopup';
import { PaymentMethodRow } from './PaymentMethodRow';
import { SectionFrame } from './SectionFrame';
import { usePaymentMethodActions } from './usePaymentMethodActions';

/** Payment methods: the cards on file, the primary one first, and Add Payment Method. */
export function PaymentMethodsSection() {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const actions = usePaymentMethodActions();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const cards = methods.data ?? [];

  const addButton = (
    <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      {t('BILLING_ADD_PAYMENT_METHOD')}
    </Button>
  );

  return (
    <SectionFrame title={t('BILLING_PAYMENT_METHODS')} actions={cards.length > 0 ? addButton : undefined}>
      {methods.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : cards.length === 0 ? (
        <EmptyState
          variant="light"
          icon={<IconCreditCard size={28} aria-hidden />}
          title={t('BILLING_NO_CARDS_TITLE')}
          description={t(methods.isError ? 'BILLING_CARDS_UNAVAILABLE' : 'BILLING_NO_CARDS')}
          py="md"
        >
          {!methods.isError && <EmptyState.Actions>{addButton}</EmptyState.Actions>}
        </EmptyState>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('BILLING_PAYMENT_METHODS')}>
          {cards.map((card) => (
            <PaymentMethodRow
              key={card.id}
              card={card}
              busy={actions.busyId === card.id}
              onMakePrimary={() => actions.makePrimary(card)}
              onEditAddress={() => setEditing(card.id)}
              onRemove={() => actions.remove(card, t('BILLING_CARD_NAME', { 0: card.cardType, 1: card.lastFour }))}
            />
          ))}
        </Stack>
      )}
      <AddPaymentMethodPopup opened={adding} onClose={() => setAdding(false)} />
      <UpdateBillingInfoPopup cardId={editing} onClose={() => setEditing(null)} />
    </SectionFrame>
  );
}
