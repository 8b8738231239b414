import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { useItemList } from '../api/useItemList';
import { ItemListCard } from '../lists/ItemListCard';
import { listCardState, useListControls } from '../lists/useListControls';
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
  const controls = useListControls(DEFAULT_TODO_SORT);
  const sortOptions = useTodoSorts();
  const list = useItemList('todo', { tractionId, owner: controls.owner, sort: controls.sortBy });

  return (
    <ItemListCard
      title={t('TRACTION_LIST_TODOS')}
      icon={<IconListCheck size={20} aria-hidden />}
      {...controls.ownerFilter}
      {...controls.sorting}
      sortOptions={sortOptions}
      onAdd={isObserver ? undefined : () => openItemPopup({ kind: 'todo', tractionId })}
      addLabel={t('TODO_LIST_ADD')}
      empty={t('TRACTION_EMPTY_TODOS')}
      {...listCardState(list)}
    >
      <TodoRows todos={list.items} />
    </ItemListCard>
  );
}
