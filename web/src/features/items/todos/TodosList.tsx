import { IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '../../../shell/useShellContext';
import { type OwnerFilter, useItemList } from '../api/useItemList';
import { ItemListCard, parseSort } from '../lists/ItemListCard';
import { openItemPopup } from '../popups/store';
import { TodoRows } from './TodoRows';
import { DEFAULT_TODO_SORT, useTodoSorts } from './useTodoSorts';

/**
 * A meeting's To-Dos: the open ones and those completed this week (the server's default statuses,
 * NotDone and Pending), with Mine / Others, sort and add.
 */
export function TodosList({ tractionId }: { tractionId: string }) {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const [owner, setOwner] = useState<OwnerFilter>('all');
  const [sort, setSort] = useState(DEFAULT_TODO_SORT);
  const sortOptions = useTodoSorts();
  const list = useItemList('todo', { tractionId, owner, sort: parseSort(sort) });

  return (
    <ItemListCard
      title={t('TRACTION_LIST_TODOS')}
      icon={<IconListCheck size={20} aria-hidden />}
      totalCount={list.totalCount}
      owner={owner}
      onOwnerChange={setOwner}
      sortOptions={sortOptions}
      sort={sort}
      onSortChange={setSort}
      onAdd={isObserver ? undefined : () => openItemPopup({ kind: 'todo', tractionId })}
      addLabel={t('TODO_LIST_ADD')}
      loading={list.isPending}
      empty={t('TRACTION_EMPTY_TODOS')}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
    >
      <TodoRows todos={list.items} />
    </ItemListCard>
  );
}
