import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';

interface ItemPopupSkeletonProps {
  /** How many one-line fields the form will have. */
  fields?: number;
  /** Whether a notes editor follows them (the taller block). */
  notes?: boolean;
}

/** Where an edit popup's fields will be, while its item loads. */
export function ItemPopupSkeleton({ fields = 2, notes = true }: ItemPopupSkeletonProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('ITEM_POPUP_LOADING')}>
      {[...Array(fields).keys()].map((row) => (
        <Skeleton key={row} height={36} radius="sm" />
      ))}
      {notes && <Skeleton height={140} radius="sm" />}
    </Stack>
  );
}
