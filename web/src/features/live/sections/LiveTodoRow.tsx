import type { Todo } from '@eos/domain';
import { Checkbox } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { openItemPopup } from '../../items/popups/store';
import { useCompleteTodo } from '../../items/todos/useCompleteTodo';
import { AddAsIssueButton } from '../items/AddAsIssueButton';
import { LiveItemRow } from '../items/LiveItemRow';
import { useLive } from '../LiveMeetingContext';

/** A To-Do in the meeting: done or not (the list's own complete call), and Add as issue. */
export function LiveTodoRow({ todo }: { todo: Todo }) {
  const { t } = useTranslation();
  const { canWrite } = useLive();
  const complete = useCompleteTodo(todo);
  const control = (
    <Checkbox
      aria-label={t('TODO_COMPLETE', { 0: todo.title })}
      checked={complete.checked}
      disabled={!canWrite || !todo.abilities.canEdit || complete.pending}
      onChange={(event) => complete.toggle(event.currentTarget.checked)}
    />
  );
  return (
    <LiveItemRow
      control={control}
      title={todo.title}
      dimmed={complete.checked}
      onOpen={() => openItemPopup({ kind: 'todo', id: todo.id })}
      owner={todo.owner}
      actions={<AddAsIssueButton source="todo" id={todo.id} title={todo.title} />}
    />
  );
}
