import { IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { useItemList } from '../api/useItemList';
import { ItemListCard } from '../lists/ItemListCard';
import { listCardState, useListControls } from '../lists/useListControls';
import { openItemPopup } from '../popups/store';
import { TodoRows } from './TodoRows';
import { DEFAULT_TODO_SORT, useTodoSorts } from './useTodoSorts';

// Stable, so the list's query key does not change every render.
const PERSONAL = { personal: ['true'] };

/**
 * The user's personal To-Dos (no meeting; the server only ever shows a person their own), so there
 * is no Mine / Others filter: every row is the user's.
 */
export function PersonalTodosList() {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const controls = useListControls(DEFAULT_TODO_SORT);
  const sortOptions = useTodoSorts();
  const list = useItemList('todo', { sort: controls.sortBy, filters: PERSONAL });

  return (
    <ItemListCard
      title={t('TODO_PERSONAL_LIST_TITLE')}
      icon={<IconUserCheck size={20} aria-hidden />}
      {...controls.sorting}
      sortOptions={sortOptions}
      onAdd={isObserver ? undefined : () => openItemPopup({ kind: 'personalTodo' })}
      addLabel={t('TODO_PERSONAL_ADD')}
      empty={t('TODO_PERSONAL_EMPTY')}
      {...listCardState(list)}
    >
      <TodoRows todos={list.items} showOwner={false} />
    </ItemListCard>
  );
}
