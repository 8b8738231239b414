import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../app/i18n';

/** Folders with rows of revisions, while they load. */
export function CollectionSkeleton({ folders = 2 }: { folders?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('COLLECTION_LOADING')}>
      {[...Array(folders).keys()].map((folder) => (
        <Paper key={folder} withBorder p="md" radius="md">
          <Skeleton height={22} width="40%" mb="md" />
          {[0, 1, 2].map((row) => (
            <Group key={row} gap="md" wrap="nowrap" py={6}>
              <Skeleton height={16} width="45%" />
              <Skeleton height={20} width={60} radius="xl" />
              <Skeleton height={14} width="15%" />
            </Group>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
