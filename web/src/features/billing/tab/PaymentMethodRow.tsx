import type { PaymentProfile } from '@eos/domain';
import { Button, Group, Paper } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { CardSummary } from '../card/CardSummary';

interface PaymentMethodRowProps {
  card: PaymentProfile;
  busy: boolean;
  onMakePrimary: () => void;
  onEditAddress: () => void;
  onRemove: () => void;
}

/** One card on file in the Billing tab's list: its summary line and what can be done with it. */
export function PaymentMethodRow({ card, busy, onMakePrimary, onEditAddress, onRemove }: PaymentMethodRowProps) {
  const { t } = useTranslation();
  const name = t('BILLING_CARD_NAME', { 0: card.cardType, 1: card.lastFour });
  return (
    <Paper component="li" withBorder p="sm" aria-label={name} style={{ listStyle: 'none' }}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <CardSummary card={card} />
        <Group gap="xs" wrap="wrap">
          {!card.isPrimary && (
            <Button size="xs" variant="light" onClick={onMakePrimary} loading={busy} disabled={card.isExpired}>
              {t('BILLING_MAKE_PRIMARY')}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={onEditAddress}>
            {t('BILLING_EDIT_ADDRESS')}
          </Button>
          <Button size="xs" variant="subtle" color="red.9" onClick={onRemove} disabled={busy}>
            {t('BILLING_REMOVE_CARD')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
