import type { Todo } from '@eos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { afterItemRemoved } from '../api/entityCache';
import { ConfirmRemoveButton } from '../popups/ConfirmRemoveButton';
import type { PopupState } from '../popups/ItemPopup';

/**
 * Remove, after a confirmation (DELETE todo/{id}: the To-Do becomes Removed and leaves every list).
 * The popup closes without the unsaved-changes question: the item itself is gone.
 */
export function TodoRemoveButton({ todo, popup }: { todo: Todo; popup: PopupState }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = async () => {
    try {
      await api.del(`todo/${todo.id}`, { quiet: true });
      // Close first: the popup then ignores the live Deleted event of its own removal.
      popup.close();
      afterItemRemoved(queryClient, 'todo', todo.id);
      showSuccess(t('TODO_REMOVED'));
    } catch (error) {
      showSaveError(error);
    }
  };
  return (
    <ConfirmRemoveButton
      title={t('TODO_REMOVE_TITLE')}
      message={t('TODO_REMOVE_CONFIRM', { 0: todo.title })}
      onConfirm={remove}
    />
  );
}
