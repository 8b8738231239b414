import type { Todo } from '@eos/domain';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { afterItemRemoved } from '../api/entityCache';
import type { PopupState } from '../popups/ItemPopup';

/**
 * Remove, after a confirmation (DELETE todo/{id}: the To-Do becomes Removed and leaves every list).
 * The popup closes without the unsaved-changes question: the item itself is gone.
 */
export function TodoRemoveButton({ todo, popup }: { todo: Todo; popup: PopupState }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.del(`todo/${todo.id}`, { quiet: true }),
    onSuccess: () => {
      // Close first: the popup then ignores the live Deleted event of its own removal.
      popup.close();
      afterItemRemoved(queryClient, 'todo', todo.id);
      showSuccess(t('TODO_REMOVED'));
    },
    onError: showSaveError,
  });

  const confirm = () =>
    modals.openConfirmModal({
      title: t('TODO_REMOVE_TITLE'),
      centered: true,
      // Above the item popup, as its own unsaved-changes question is.
      zIndex: 400,
      children: <Text size="sm">{t('TODO_REMOVE_CONFIRM', { 0: todo.title })}</Text>,
      labels: { confirm: t('ITEM_REMOVE'), cancel: t('ITEM_CANCEL') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(),
    });

  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={16} aria-hidden />}
      loading={remove.isPending}
      onClick={confirm}
    >
      {t('ITEM_REMOVE')}
    </Button>
  );
}
