import type { SubscriptionView } from '@eos/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import { formatMoney, planNameKey } from '../format';

interface PlanFactsProps {
  subscription: SubscriptionView;
  currencyCode: string;
  locale: string;
  formatDate: (iso: string) => string;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The plan's figures: plan, status, seats, the next bill, the trial's days left, the end of a cancellation. */
export function PlanFacts({ subscription: s, currencyCode, locale, formatDate }: PlanFactsProps) {
  const { t } = useTranslation();
  const status = t(`SUBSCRIPTION_${s.status.toUpperCase()}`, { defaultValue: s.status });
  const payment =
    s.paymentStatus === 'FailedWillRetry' || s.paymentStatus === 'Failed'
      ? t(`BILLING_PAYMENT_${s.paymentStatus.toUpperCase()}`)
      : null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <Fact label={t('BILLING_PLAN')}>{s.plan ? t(planNameKey(s.plan)) : t('BILLING_NO_PLAN')}</Fact>
      <Fact label={t('BILLING_STATUS')}>{payment ? `${status}: ${payment}` : status}</Fact>
      <Fact label={t('BILLING_SEATS')}>{t('BILLING_SEATS_VALUE', { 0: s.seatCount, 1: s.freeCount })}</Fact>
      {s.status === 'Trial' && s.remainingTrialDays !== null ? (
        <Fact label={t('BILLING_TRIAL')}>{t('BILLING_TRIAL_DAYS_LEFT', { 0: Math.max(0, s.remainingTrialDays) })}</Fact>
      ) : s.status === 'PendingCancellation' && s.nextBillingDate ? (
        <Fact label={t('BILLING_ENDS_ON')}>{formatDate(s.nextBillingDate)}</Fact>
      ) : s.nextBillingDate ? (
        <Fact label={t('BILLING_NEXT_BILL')}>
          {s.nextBillingAmount !== null
            ? // The amount is seats at the plan's price: tax and the redeemed promo code come off at the charge.
              t(s.couponCodes.length > 0 ? 'BILLING_NEXT_BILL_PROMO' : 'BILLING_NEXT_BILL_VALUE', {
                0: formatDate(s.nextBillingDate),
                1: formatMoney(s.nextBillingAmount, currencyCode, locale),
                2: s.couponCodes.join(', '),
              })
            : formatDate(s.nextBillingDate)}
        </Fact>
      ) : null}
    </SimpleGrid>
  );
}
