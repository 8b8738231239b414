import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { type Ref, useEffect, useImperativeHandle, useState } from 'react';
import { ApiError, api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { cardTokenFailed } from './cardTokenError';
import type { CardEntryHandle, CardFormSecret } from './types';

type Field = 'number' | 'expMonth' | 'expYear' | 'cvc';
const EMPTY: Record<Field, string> = { number: '', expMonth: '', expYear: '', cvc: '' };
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const YEARS_AHEAD = 20;

interface SandboxCardFieldsProps {
  secret: CardFormSecret;
  entryRef: Ref<CardEntryHandle | null>;
  onCompleteChange: (complete: boolean) => void;
}

/**
 * The sandbox provider's card form (BILLING_PROVIDER=sandbox), standing where Stripe Elements would:
 * Card Number, Expiration Month, Expiration Year and Security Code, each required with 'Required'
 * (002 §2). The card itself is judged by the sandbox (POST payment/sandbox/tokenize), whose refusal is
 * the card form's message.
 */
export function SandboxCardFields({ secret, entryRef, onCompleteChange }: SandboxCardFieldsProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [edited, setEdited] = useState<Partial<Record<Field, boolean>>>({});
  const [left, setLeft] = useState<Partial<Record<Field, boolean>>>({});
  const complete = Object.values(values).every((v) => v.trim() !== '');

  useEffect(() => onCompleteChange(complete), [complete, onCompleteChange]);

  useImperativeHandle(
    entryRef,
    () => ({
      async tokenize() {
        try {
          const answer = await api.post<{ token: string }>(
            'payment/sandbox/tokenize',
            {
              secret: await secret.take(),
              number: values.number.trim(),
              expMonth: Number(values.expMonth),
              expYear: Number(values.expYear),
              cvc: values.cvc.trim(),
            },
            { quiet: true },
          );
          return answer.token;
        } catch (error) {
          throw cardTokenFailed(error instanceof ApiError ? error.messages[0]?.text : null);
        }
      },
    }),
    [secret, values],
  );

  // 'Required' once the field was changed and left empty (002 §5: messages only after an edit).
  const props = (field: Field) => ({
    value: values[field],
    withAsterisk: true,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
      setEdited((e) => ({ ...e, [field]: true }));
    },
    onBlur: () => setLeft((l) => ({ ...l, [field]: true })),
    error:
      edited[field] && left[field] && values[field].trim() === '' ? (
        <span role="alert">{t('VAL_REQUIRED')}</span>
      ) : undefined,
  });

  const thisYear = new Date().getFullYear();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
      <TextInput
        label={t('BILLING_CARD_NUMBER')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={30}
        {...props('number')}
      />
      <TextInput
        label={t('BILLING_SECURITY_CODE')}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        {...props('cvc')}
      />
      <NativeSelect
        label={t('BILLING_EXPIRATION_MONTH')}
        autoComplete="cc-exp-month"
        data={[{ value: '', label: t('BILLING_SELECT_MONTH') }, ...MONTHS]}
        {...props('expMonth')}
      />
      <NativeSelect
        label={t('BILLING_EXPIRATION_YEAR')}
        autoComplete="cc-exp-year"
        data={[
          { value: '', label: t('BILLING_SELECT_YEAR') },
          ...Array.from({ length: YEARS_AHEAD }, (_, i) => String(thisYear + i)),
        ]}
        {...props('expYear')}
      />
    </SimpleGrid>
  );
}
