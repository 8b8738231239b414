import { type ApplyCouponResponse, BILLING, type CouponDiscount, PROMO_MESSAGES, type PromoResult } from '@eos/domain';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';

interface PromoCodeProps {
  codes: readonly string[];
  onApplied: (codes: string[], discount: CouponDiscount | null) => void;
}

/**
 * The promo code (POST subscription/apply-coupon/{code}): its result in the words of 002 §5, green when
 * applied and red otherwise, and the codes now applied, which go with the payment.
 */
export function PromoCode({ codes, onApplied }: PromoCodeProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<PromoResult | null>(null);
  const apply = useMutation({
    mutationFn: (value: string) =>
      api.post<ApplyCouponResponse>(`subscription/apply-coupon/${encodeURIComponent(value)}`, {}, { quiet: true }),
    onSuccess: (answer) => {
      setResult(answer.result);
      // Another result leaves the code applied before (and its discount) as it was.
      if (answer.result === 'Applied') onApplied(answer.couponCodes, answer.discount);
      if (answer.result === 'Applied') setCode('');
    },
    onError: () => setResult('Error'),
  });

  return (
    <Stack gap="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const value = code.trim();
          if (value) apply.mutate(value);
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('BILLING_PROMO_CODE')}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setResult(null);
            }}
            maxLength={BILLING.couponCodeMax}
            autoComplete="off"
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="default" disabled={code.trim() === ''} loading={apply.isPending}>
            {t('BILLING_APPLY')}
          </Button>
        </Group>
      </form>
      <div role="status">
        {result && (
          <Text size="sm" c={result === 'Applied' ? 'green.9' : 'red.9'}>
            {t(PROMO_MESSAGES[result])}
          </Text>
        )}
      </div>
      {codes.length > 0 && (
        <Group gap="xs" wrap="wrap" aria-label={t('BILLING_APPLIED_CODES')} role="group">
          <Text size="sm">{t('BILLING_APPLIED_CODES')}</Text>
          {codes.map((c) => (
            <Badge key={c} variant="light" style={{ textTransform: 'none' }}>
              {c}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
