import { BILLING } from '@eos/domain';
import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';

/** A billing form while its data loads: BILLING.skeletonRows (5) field-sized rows (002 §4). */
export function FormSkeleton({ rows = BILLING.skeletonRows }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('BILLING_LOADING')} role="status" data-testid="billing-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <Skeleton key={i} height={36} radius="sm" />
      ))}
    </Stack>
  );
}
