import { Alert, Skeleton, Stack } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from '../../../app/i18n';
import { SandboxCardFields } from './SandboxCardFields';
import { StripeCardFields } from './StripeCardFields';
import type { CardEntryHandle } from './types';
import { useCardFormSecret } from './useCardFormSecret';

interface CardFormProps {
  entryRef: Ref<CardEntryHandle | null>;
  onCompleteChange: (complete: boolean) => void;
}

/** The card part of a form: the provider's card form, picked by POST payment/token. */
export function CardForm({ entryRef, onCompleteChange }: CardFormProps) {
  const { t } = useTranslation();
  const { secret, isPending } = useCardFormSecret();
  if (isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (secret?.provider === 'stripe' && secret.publishableKey) {
    return (
      <StripeCardFields
        secret={{ ...secret, publishableKey: secret.publishableKey }}
        entryRef={entryRef}
        onCompleteChange={onCompleteChange}
      />
    );
  }
  if (secret?.provider === 'sandbox') {
    return <SandboxCardFields secret={secret} entryRef={entryRef} onCompleteChange={onCompleteChange} />;
  }
  return (
    <Alert color="red" variant="light" role="alert">
      {t('BILLING_CARD_FORM_UNAVAILABLE')}
    </Alert>
  );
}
