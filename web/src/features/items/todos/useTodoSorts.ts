import { useMemo } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { SortOption } from '../lists/ItemListCard';

/** The default: what is due first (the server's own default order too). */
export const DEFAULT_TODO_SORT = 'dueDate:asc';

/** The sorts POST todos/search accepts: due date, title, creation. */
export function useTodoSorts(): SortOption[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { value: 'dueDate:asc', label: t('ITEM_SORT_DUE_ASC') },
      { value: 'title:asc', label: t('ITEM_SORT_TITLE_ASC') },
      { value: 'created:desc', label: t('ITEM_SORT_CREATED_DESC') },
    ],
    [t],
  );
}
