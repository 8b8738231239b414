import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '../../../shell/useShellContext';
import { useItemList } from '../api/useItemList';
import { ItemListCard, parseSort } from '../lists/ItemListCard';
import { openItemPopup } from '../popups/store';
import { TodoRows } from './TodoRows';
import { DEFAULT_TODO_SORT, useTodoSorts } from './useTodoSorts';

// Stable, so the list's query key does not change every render.
const PERSONAL = { personal: ['true'] };

/**
 * The user's personal To-Dos (no meeting; the server only ever shows a person their own). The
 * frame's Mine / Others filter has nothing to choose between here: All and Mine show the same rows,
 * Others none. It still works as labelled rather than pretending.
 */
export function PersonalTodosList() {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const [sort, setSort] = useState(DEFAULT_TODO_SORT);
  const sortOptions = useTodoSorts();
  const list = useItemList('todo', { sort: parseSort(sort), filters: PERSONAL });

  return (
    <ItemListCard
      title={t('TODO_PERSONAL_LIST_TITLE')}
      icon={<IconUserCheck size={20} aria-hidden />}
      totalCount={list.totalCount}
      sortOptions={sortOptions}
      sort={sort}
      onSortChange={setSort}
      onAdd={isObserver ? undefined : () => openItemPopup({ kind: 'personalTodo' })}
      addLabel={t('TODO_PERSONAL_ADD')}
      loading={list.isPending}
      empty={t('TODO_PERSONAL_EMPTY')}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
    >
      <TodoRows todos={list.items} showOwner={false} />
    </ItemListCard>
  );
}
