import { DATE_FORMATS, type Todo } from '@eos/domain';
import { Badge, Checkbox, Text, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from '../../../app/i18n';
import { NewBadge } from '../../items/lists/NewBadge';
import { openItemPopup } from '../../items/popups/store';
import { useMeetingTitles } from '../../items/rocks/rockQueries';
import { useCompleteTodo } from '../../items/todos/useCompleteTodo';
import { WidgetList } from './listBody';
import { WidgetEmpty } from './listEmpty';
import { useWidgetList } from './listQuery';
import { RowMeeting, WidgetRow } from './listRow';
import type { WidgetBodyProps } from './types';

const BY_DUE_DATE = { property: 'dueDate', ascending: true };
// Open means not done: a ticked To-Do (Pending) leaves the widget, where the meeting's list keeps it
// for the week. With no traction-id the search also answers the viewer's personal To-Dos.
const OPEN = { status: ['NotDone'] };

/** The To-Dos widget (001 §3): open To-Dos by due date, overdue marked, completed in place. */
export function TodosWidget({ widget, readOnly }: WidgetBodyProps) {
  const { t } = useTranslation();
  const list = useWidgetList('todo', widget, { sort: BY_DUE_DATE, filters: OPEN });
  const meetings = useMeetingTitles(list.items.flatMap((todo) => (todo.tractionId ? [todo.tractionId] : [])));
  return (
    <WidgetList
      list={{ ...list, itemCount: list.items.length }}
      empty={
        <WidgetEmpty
          scope={list.scope}
          readOnly={readOnly}
          hint={t('WIDGET_TODOS_EMPTY_HINT')}
          texts={{
            mine: t('WIDGET_TODOS_EMPTY_MINE'),
            others: t('WIDGET_TODOS_EMPTY_OTHERS'),
            all: t('WIDGET_TODOS_EMPTY_ALL'),
            filtered: t('WIDGET_TODOS_EMPTY_FILTERED'),
          }}
        />
      }
    >
      {list.items.map((todo) => (
        <TodoWidgetRow
          key={todo.id}
          todo={todo}
          readOnly={readOnly}
          showOwner={list.scope !== 'mine'}
          meeting={todo.tractionId ? meetings.get(todo.tractionId) : t('WIDGET_PERSONAL_TODO')}
        />
      ))}
    </WidgetList>
  );
}

interface TodoWidgetRowProps {
  todo: Todo;
  readOnly: boolean;
  showOwner: boolean;
  meeting: string | undefined;
}

function TodoWidgetRow({ todo, readOnly, showOwner, meeting }: TodoWidgetRowProps) {
  const { t } = useTranslation();
  const complete = useCompleteTodo(todo);
  const canComplete = !readOnly && todo.abilities.canEdit;
  return (
    <WidgetRow
      title={todo.title}
      onOpen={() => openItemPopup({ kind: todo.isPersonal ? 'personalTodo' : 'todo', id: todo.id })}
      dimmed={complete.checked}
      owner={showOwner ? todo.owner : null}
      control={
        canComplete && (
          <Checkbox
            mt={2}
            aria-label={t('TODO_COMPLETE', { 0: todo.title })}
            checked={complete.checked}
            disabled={complete.pending}
            onChange={(event) => complete.toggle(event.currentTarget.checked)}
          />
        )
      }
      meta={
        <>
          <NewBadge type="todo" id={todo.id} />
          {todo.isOverdue && (
            <Badge size="xs" variant="light" color="red">
              {t('TODO_OVERDUE')}
            </Badge>
          )}
          <Text size="xs" c={todo.isOverdue ? 'red' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
            <VisuallyHidden>{t('TODO_DUE')} </VisuallyHidden>
            {dayjs(todo.dueDate).format(DATE_FORMATS.inline)}
          </Text>
          <RowMeeting name={meeting} />
        </>
      }
    />
  );
}
