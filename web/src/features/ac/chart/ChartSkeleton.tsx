import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';

/** The header and a few cards in tree shape, while the chart loads. */
export function ChartSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('COLLECTION_LOADING')}>
      <Group gap="sm">
        <Skeleton height={30} width="35%" />
        <Skeleton height={20} width={60} radius="xl" />
      </Group>
      <Skeleton height={16} width={200} />
      <Stack align="center" gap="lg" py="lg">
        <Skeleton height={120} width={220} radius="md" />
        <Group gap="lg" justify="center" wrap="nowrap" w="100%">
          <Skeleton height={120} width={220} radius="md" />
          <Skeleton height={120} width={220} radius="md" visibleFrom="sm" />
          <Skeleton height={120} width={220} radius="md" visibleFrom="md" />
        </Group>
      </Stack>
    </Stack>
  );
}
