import { Alert, Input, SimpleGrid, Skeleton, useComputedColorScheme } from '@mantine/core';
import type { StripeCardNumberElement, StripeElementChangeEvent } from '@stripe/stripe-js';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { cardTokenFailed } from './cardTokenError';
import { loadStripeFor } from './loadStripe';
import type { CardEntryHandle, CardFormSecret } from './types';

type Part = 'cardNumber' | 'cardExpiry' | 'cardCvc';
const PARTS: readonly Part[] = ['cardNumber', 'cardExpiry', 'cardCvc'];
const LABELS: Record<Part, string> = {
  cardNumber: 'BILLING_CARD_NUMBER',
  cardExpiry: 'BILLING_EXPIRATION_DATE',
  cardCvc: 'BILLING_SECURITY_CODE',
};

interface PartState {
  complete: boolean;
  empty: boolean;
  touched: boolean;
  error?: string;
}

interface StripeCardFieldsProps {
  secret: CardFormSecret & { publishableKey: string };
  entryRef: Ref<CardEntryHandle | null>;
  onCompleteChange: (complete: boolean) => void;
}

/**
 * Stripe Elements (the hosted card-entry form of 002 §2): card number, expiry and security code in
 * Stripe's frames, so the card never touches our pages. Confirming the SetupIntent of POST payment/token
 * (stripe.confirmCardSetup) attaches the card; the resulting payment method id is the token that
 * POST payment/add takes.
 */
export function StripeCardFields({ secret, entryRef, onCompleteChange }: StripeCardFieldsProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const dark = useComputedColorScheme('light') === 'dark';
  const stripe = useQuery({
    queryKey: ['stripe', secret.publishableKey],
    queryFn: () => loadStripeFor(secret.publishableKey),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const mounts = useRef<Partial<Record<Part, HTMLElement | null>>>({});
  const numberElement = useRef<StripeCardNumberElement | null>(null);
  const [parts, setParts] = useState<Record<Part, PartState>>(() => ({
    cardNumber: { complete: false, empty: true, touched: false },
    cardExpiry: { complete: false, empty: true, touched: false },
    cardCvc: { complete: false, empty: true, touched: false },
  }));
  const complete = PARTS.every((p) => parts[p].complete);

  useEffect(() => onCompleteChange(complete), [complete, onCompleteChange]);

  useEffect(() => {
    const instance = stripe.data;
    if (!instance) return;
    const elements = instance.elements();
    const style = { base: { fontSize: '14px', color: dark ? '#c9c9c9' : '#000000' } };
    const created = PARTS.map((part) => {
      // The three element types share their options; TypeScript cannot pick the overload from a union.
      const element = elements.create(part as 'cardNumber', { style });
      const target = mounts.current[part];
      if (target) element.mount(target);
      element.on('change', (event: StripeElementChangeEvent) =>
        setParts((all) => ({
          ...all,
          [part]: { complete: event.complete, empty: event.empty, touched: true, error: event.error?.message },
        })),
      );
      return element;
    });
    numberElement.current = created[0] ?? null;
    return () => {
      numberElement.current = null;
      for (const element of created) element.destroy();
    };
  }, [stripe.data, dark]);

  useImperativeHandle(
    entryRef,
    () => ({
      async tokenize(address) {
        const instance = stripe.data;
        const card = numberElement.current;
        if (!instance || !card) throw cardTokenFailed(null);
        const result = await instance.confirmCardSetup(await secret.take(), {
          payment_method: {
            card,
            billing_details: {
              address: {
                line1: address.addressLine1 ?? undefined,
                line2: address.addressLine2 ?? undefined,
                city: address.city ?? undefined,
                state: address.stateOrProvince ?? undefined,
                postal_code: address.postalCode ?? undefined,
                country: address.countryCode,
              },
            },
          },
        });
        if (result.error) throw cardTokenFailed(result.error.message);
        const method = result.setupIntent.payment_method;
        const id = typeof method === 'string' ? method : method?.id;
        if (!id) throw cardTokenFailed(null);
        return id;
      },
    }),
    [stripe.data, secret],
  );

  if (stripe.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('BILLING_CARD_FORM_UNAVAILABLE')}
      </Alert>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {PARTS.map((part) => {
        const state = parts[part];
        const labelId = `${baseId}-${part}`;
        const error = state.error ?? (state.touched && state.empty ? t('VAL_REQUIRED') : undefined);
        return (
          <Input.Wrapper
            key={part}
            label={t(LABELS[part])}
            labelElement="div"
            labelProps={{ id: labelId }}
            withAsterisk
            error={error ? <span role="alert">{error}</span> : undefined}
          >
            {stripe.isPending && <Skeleton height={36} />}
            {/* Stripe's frame goes in here; the fieldset carries the label for assistive technology. */}
            <fieldset
              aria-labelledby={labelId}
              ref={(node) => {
                mounts.current[part] = node;
              }}
              style={{
                display: stripe.isPending ? 'none' : undefined,
                margin: 0,
                minWidth: 0,
                padding: '9px 12px',
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-sm)',
                background: 'var(--mantine-color-body)',
              }}
            ></fieldset>
          </Input.Wrapper>
        );
      })}
    </SimpleGrid>
  );
}
