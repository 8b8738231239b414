import type { Todo, TodoStatus } from '@eos/domain';
import { Select } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { showSaveError } from '../../../app/toasts';
import { afterItemWrite } from '../api/entityCache';
import { itemToasts } from '../api/toasts';
import { PICKABLE_TODO_STATUSES } from './todoStatus';

/**
 * The To-Do's status (002 §4: set through its own status call). It applies at once, apart from the
 * form's Save, as the list's complete checkbox does: nothing typed in the form is lost or sent.
 */
export function TodoStatusSelect({ todo, disabled }: { todo: Todo; disabled?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (status: TodoStatus) =>
      api.put<{ todo: Todo }>(`todo/${todo.id}/status`, { status }, { quiet: true }).then((r) => r.todo),
    onSuccess: (saved) => {
      afterItemWrite(queryClient, 'todo', [saved]);
      itemToasts.statusUpdated(saved.title);
    },
    onError: showSaveError,
  });
  const value = mutation.isPending ? (mutation.variables ?? todo.status) : todo.status;
  return (
    <Select
      label={t('TODO_STATUS')}
      data={PICKABLE_TODO_STATUSES.map((status) => ({ value: status, label: t(`TODO_STATUS_${status}`) }))}
      value={value}
      onChange={(next) => {
        if (next && next !== todo.status) mutation.mutate(next as TodoStatus);
      }}
      allowDeselect={false}
      disabled={disabled || mutation.isPending}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
