import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import type { LicenseCounts } from './licenseCounts';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** The paid and free counts above the table (001 §9, 002 §6), with who counts free. */
export function LicenseSummary({ counts }: { counts: LicenseCounts | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('LICENSE_COUNTS')}>
      {counts ? (
        <Stack gap={6}>
          <Group gap="xl" wrap="wrap">
            <Figure label={t('LICENSE_PAID')} value={counts.paid} />
            <Figure label={t('LICENSE_FREE')} value={counts.free} />
            <Figure label={t('LICENSE_TOTAL')} value={counts.total} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('LICENSE_COUNTS_NOTE')}
          </Text>
          {counts.beyondLoaded && (
            <Text size="xs" c="dimmed">
              {t('LICENSE_COUNTS_ALL', { 0: counts.total })}
            </Text>
          )}
        </Stack>
      ) : (
        <Skeleton height={48} aria-busy="true" />
      )}
    </Paper>
  );
}
