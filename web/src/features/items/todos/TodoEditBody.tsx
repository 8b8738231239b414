import { useTranslation } from '../../../app/i18n';
import { showWarning } from '../../../app/toasts';
import { useItemDeletedElsewhere } from '../api/live';
import type { PopupState } from '../popups/ItemPopup';
import { ItemPopupBody } from '../popups/ItemPopupBody';
import { ItemPopupSkeleton } from '../popups/ItemPopupSkeleton';
import { usePopupItem } from '../popups/usePopupItem';
import { PersonalTodoForm } from './PersonalTodoForm';
import { TodoEditForm } from './TodoEditForm';

interface TodoEditBodyProps {
  id: string;
  popup: PopupState;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The edit form of a To-Do, whichever popup opened it: a personal To-Do (no meeting) gets the
 * personal form, a meeting's To-Do the full one. A list or a link need not know which it holds.
 * Someone else removing it while it is open closes the popup with a message (002 §4).
 */
export function TodoEditBody({ id, popup, onDirtyChange }: TodoEditBodyProps) {
  const { t } = useTranslation();
  const loaded = usePopupItem('todo', id, popup);
  useItemDeletedElsewhere('todo', id, () => {
    if (!popup.opened) return; // our own Remove: the popup is already on its way out
    showWarning(t('TODO_REMOVED_ELSEWHERE'));
    popup.close();
  });
  return (
    <ItemPopupBody loaded={loaded} failedText={t('TODO_LOAD_FAILED')} skeleton={<ItemPopupSkeleton fields={3} />}>
      {(todo) =>
        todo.isPersonal ? (
          <PersonalTodoForm key={todo.id} todo={todo} popup={popup} onDirtyChange={onDirtyChange} />
        ) : (
          <TodoEditForm key={todo.id} todo={todo} popup={popup} onDirtyChange={onDirtyChange} />
        )
      }
    </ItemPopupBody>
  );
}
