import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useItemList } from '../../items/api/useItemList';
import { ItemListCard } from '../../items/lists/ItemListCard';
import { listCardState } from '../../items/lists/useListControls';
import { openItemPopup } from '../../items/popups/store';
import { useLive } from '../LiveMeetingContext';
import { LiveTodoRow } from './LiveTodoRow';
import { LIST_STYLE } from './listStyle';
import { TodoGuidance } from './TodoGuidance';

const BY_DUE_DATE = { property: 'dueDate', ascending: true };

/** To-Do list: each one done or not, with the week's completion rate against the 90% guidance. */
export function TodosSection() {
  const { t } = useTranslation();
  const { state, canWrite } = useLive();
  const tractionId = state.meetingId;
  const list = useItemList('todo', { tractionId, sort: BY_DUE_DATE });
  return (
    <>
      <TodoGuidance />
      <ItemListCard
        title={t('TRACTION_LIST_TODOS')}
        icon={<IconListCheck size={20} aria-hidden />}
        onAdd={canWrite ? () => openItemPopup({ kind: 'todo', tractionId }) : undefined}
        addLabel={t('TODO_LIST_ADD')}
        empty={t('TRACTION_EMPTY_TODOS')}
        {...listCardState(list)}
      >
        <ul style={LIST_STYLE}>
          {list.items.map((todo) => (
            <LiveTodoRow key={todo.id} todo={todo} />
          ))}
        </ul>
      </ItemListCard>
    </>
  );
}
