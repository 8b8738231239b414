import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { AddressFields } from '../address/AddressFields';
import { CardForm } from './CardForm';
import type { NewCardForm } from './useNewCardForm';

interface NewCardFieldsProps {
  card: NewCardForm;
  /** Offer 'Set this card as my primary payment method' (Add Payment Method); elsewhere it is primary anyway. */
  choosePrimary?: boolean;
}

/** The fields of a new card: the card form, its billing address, and whether it becomes the primary card. */
export function NewCardFields({ card, choosePrimary = false }: NewCardFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Text component="legend" fw={600} size="sm" mb="xs">
          {t('BILLING_CARD_DETAILS')}
        </Text>
        <CardForm entryRef={card.cardRef} onCompleteChange={card.setCardComplete} />
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Text component="legend" fw={600} size="sm" mb="xs">
          {t('BILLING_ADDRESS_TITLE')}
        </Text>
        <AddressFields form={card.form} lists={card.lists} />
      </fieldset>
      {choosePrimary ? (
        <Checkbox label={t('BILLING_SET_PRIMARY')} {...card.form.getInputProps('isPrimary', { type: 'checkbox' })} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('BILLING_BECOMES_PRIMARY')}
        </Text>
      )}
      {card.error && (
        <Alert color="red" variant="light" role="alert">
          {card.error}
        </Alert>
      )}
    </Stack>
  );
}
