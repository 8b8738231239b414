import type { PopupState } from '../popups/ItemPopup';
import { PersonalTodoForm } from './PersonalTodoForm';
import { TodoEditForm } from './TodoEditForm';
import { TodoLoader } from './TodoLoader';

interface TodoEditBodyProps {
  id: string;
  popup: PopupState;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The edit form of a To-Do, whichever popup opened it: a personal To-Do (no meeting) gets the
 * personal form, a meeting's To-Do the full one. A list or a link need not know which it holds.
 */
export function TodoEditBody({ id, popup, onDirtyChange }: TodoEditBodyProps) {
  return (
    <TodoLoader id={id} popup={popup}>
      {(todo) =>
        todo.isPersonal ? (
          <PersonalTodoForm key={todo.id} todo={todo} popup={popup} onDirtyChange={onDirtyChange} />
        ) : (
          <TodoEditForm key={todo.id} todo={todo} popup={popup} onDirtyChange={onDirtyChange} />
        )
      }
    </TodoLoader>
  );
}
