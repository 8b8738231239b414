import { Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';

/** The header and the two columns of parts, while the revision loads. */
export function VtoDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('COLLECTION_LOADING')}>
      <Group gap="sm">
        <Skeleton height={30} width="35%" />
        <Skeleton height={20} width={60} radius="xl" />
      </Group>
      <Skeleton height={36} width={220} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Skeleton height={260} radius="md" />
        <Skeleton height={260} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}
