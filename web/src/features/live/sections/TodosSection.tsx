import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { LiveItemList } from '../items/LiveItemList';
import { LiveTodoRow } from './LiveTodoRow';
import { TodoGuidance } from './TodoGuidance';

const BY_DUE_DATE = { property: 'dueDate', ascending: true };

/** To-Do list: each one done or not, with the week's completion rate against the 90% guidance. */
export function TodosSection() {
  const { t } = useTranslation();
  return (
    <>
      <TodoGuidance />
      <LiveItemList
        type="todo"
        sort={BY_DUE_DATE}
        title={t('TRACTION_LIST_TODOS')}
        icon={<IconListCheck size={20} aria-hidden />}
        addLabel={t('TODO_LIST_ADD')}
        empty={t('TRACTION_EMPTY_TODOS')}
        row={(todo) => <LiveTodoRow key={todo.id} todo={todo} />}
      />
    </>
  );
}
