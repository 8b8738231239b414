import type { PaymentProfile } from '@eos/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { formatExpiry } from '../format';

interface SavedCardProps {
  card: PaymentProfile;
  onUseAnother: () => void;
}

/** The primary card the checkout charges, and 'Use another card'. */
export function SavedCard({ card, onUseAnother }: SavedCardProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Paper withBorder p="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <IconCreditCard size={24} aria-hidden />
            <Stack gap={0}>
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {card.cardType} •••• {card.lastFour}
                </Text>
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
          <Button variant="default" size="xs" onClick={onUseAnother}>
            {t('BILLING_USE_ANOTHER_CARD')}
          </Button>
        </Group>
      </Paper>
      {card.isExpired && (
        <Alert color="red" variant="light">
          {t('BILLING_PRIMARY_EXPIRED')}
        </Alert>
      )}
    </Stack>
  );
}
