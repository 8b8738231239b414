import type { PaymentProfile } from '@eos/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { formatExpiry } from '../format';

interface PaymentMethodRowProps {
  card: PaymentProfile;
  busy: boolean;
  onMakePrimary: () => void;
  onEditAddress: () => void;
  onRemove: () => void;
}

/** One card on file: brand, last four, expiry, its badges and what can be done with it. */
export function PaymentMethodRow({ card, busy, onMakePrimary, onEditAddress, onRemove }: PaymentMethodRowProps) {
  const { t } = useTranslation();
  const name = t('BILLING_CARD_NAME', { 0: card.cardType, 1: card.lastFour });
  return (
    <Paper component="li" withBorder p="sm" aria-label={name} style={{ listStyle: 'none' }}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconCreditCard size={24} aria-hidden style={{ flex: 'none' }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {card.cardType} •••• {card.lastFour}
              </Text>
              {card.isPrimary && (
                <Badge variant="light" size="sm">
                  {t('BILLING_PRIMARY')}
                </Badge>
              )}
              {card.isExpired && (
                <Badge color="red.9" size="sm">
                  {t('BILLING_EXPIRED')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('BILLING_EXPIRES', { 0: formatExpiry(card.expirationMonth, card.expirationYear) })}
            </Text>
          </Stack>
        </Group>
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
