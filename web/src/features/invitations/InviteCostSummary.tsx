import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../app/i18n';

interface Props {
  paidRows: number;
  /** The monthly plan's price per user, and its currency; undefined while the plans load. */
  price: { monthlyPriceInCents: number; currencyCode: string } | undefined;
  /** The plans are still loading (when they failed, the figures are left out rather than guessed). */
  priceLoading: boolean;
  freeDomains: readonly string[];
  locale: string;
  /** The organization has no paid subscription yet (None or Trial): the free-trial note. */
  onTrial: boolean;
}

/** An amount in the plan's currency, written the user's way ($12.00, 12,00 €). */
export function formatMoney(cents: number, currencyCode: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode }).format(cents / 100);
  } catch {
    // An unknown currency code or locale: the figure still reads.
    return `${(cents / 100).toFixed(2)} ${currencyCode}`;
  }
}

/**
 * 001 §9: what inviting these rows costs each month, paid rows times the monthly plan price per
 * user; who is free (Observers, the implementer, addresses at the free company domains); and while
 * the organization is on its free trial, that nothing is charged yet.
 */
export function InviteCostSummary({ paidRows, price, priceLoading, freeDomains, locale, onTrial }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" aria-label={t('INVITE_COST_TITLE')} component="section">
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('INVITE_COST_TITLE')}
        </Text>
        {price ? (
          <>
            <Text size="sm">
              {t('INVITE_COST_LINE', {
                0: paidRows,
                1: formatMoney(price.monthlyPriceInCents, price.currencyCode, locale),
              })}
            </Text>
            <Text size="sm" fw={600}>
              {t('INVITE_COST_TOTAL', {
                0: formatMoney(paidRows * price.monthlyPriceInCents, price.currencyCode, locale),
              })}
            </Text>
          </>
        ) : (
          priceLoading && <Skeleton height={32} aria-hidden="true" />
        )}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {freeDomains.length > 0
            ? t('INVITE_COST_FREE_DOMAINS', { 0: freeDomains.join(', ') })
            : t('INVITE_COST_FREE')}
        </Text>
        {onTrial && (
          <Text size="xs" c="dimmed">
            {t('INVITE_TRIAL_NOTE')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
