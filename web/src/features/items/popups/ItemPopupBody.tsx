import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import { ItemPopupCloseFooter } from './ItemPopupCloseFooter';
import { ItemPopupSkeleton } from './ItemPopupSkeleton';
import type { PopupItem } from './usePopupItem';

interface ItemPopupBodyProps<I> {
  loaded: PopupItem<I>;
  /** The area's own 'could not be loaded' text; a missing item reads ITEM_POPUP_GONE. */
  failedText: string;
  /** Shaped like the form (ItemPopupSkeleton's fields); the default fits title, owner and notes. */
  skeleton?: ReactNode;
  /** The form, once the item is in. */
  children: (item: I) => ReactNode;
}

/**
 * An edit popup's body in its three states: a skeleton while the item loads, a note and Close when it
 * is gone or failed to load, then the form. One frame for all, so the form replaces the skeleton
 * without the popup opening twice.
 */
export function ItemPopupBody<I>({ loaded, failedText, skeleton, children }: ItemPopupBodyProps<I>) {
  const { t } = useTranslation();
  if (loaded.item) return <>{children(loaded.item)}</>;
  if (loaded.loading) return <>{skeleton ?? <ItemPopupSkeleton />}</>;
  return (
    <>
      <Text role="alert">{loaded.failed ? failedText : t('ITEM_POPUP_GONE')}</Text>
      <ItemPopupCloseFooter />
    </>
  );
}
