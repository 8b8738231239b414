import type { PaymentProfile } from '@eos/domain';
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { CardSummary } from '../card/CardSummary';

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
          <CardSummary card={card} />
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
