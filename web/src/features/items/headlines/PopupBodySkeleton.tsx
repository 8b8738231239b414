import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where the fields will be, while the headline loads. */
export function PopupBodySkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('ITEM_POPUP_LOADING')}>
      <Skeleton height={36} radius="sm" />
      <Skeleton height={36} radius="sm" />
      <Skeleton height={140} radius="sm" />
    </Stack>
  );
}
