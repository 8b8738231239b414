import type { PaymentProfile } from '@eos/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { formatExpiry } from '../format';

/**
 * A card on file as one line: brand, last four, expiry and its Primary and Expired marks. The Billing
 * tab's rows and the checkout's saved card both show it, so a card reads the same in both places.
 */
export function CardSummary({ card }: { card: PaymentProfile }) {
  const { t } = useTranslation();
  return (
    // minWidth 0 lets the line shrink beside its buttons instead of pushing them out of a narrow frame.
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
  );
}
