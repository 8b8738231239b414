import type { Todo, TodoStatus } from '@eos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { showSaveError } from '../../../app/toasts';
import { afterItemWrite } from '../api/entityCache';
import { isTicked } from './todoStatus';

/**
 * The list's complete checkbox (PUT todo/{id}/complete: ticked -> Pending, unticked -> NotDone,
 * 002 §4). The tick shows at once and stays until the refreshed list brings the new status; a
 * failure puts it back and shows the ERROR toast.
 */
export function useCompleteTodo(todo: Todo) {
  const queryClient = useQueryClient();
  // What the user ticked, and the status it was ticked from: a new status from the server wins.
  const [override, setOverride] = useState<{ from: TodoStatus; checked: boolean } | null>(null);
  const mutation = useMutation({
    mutationFn: (isComplete: boolean) =>
      api.put<{ todo: Todo }>(`todo/${todo.id}/complete`, { isComplete }, { quiet: true }).then((r) => r.todo),
    onSuccess: (saved) => afterItemWrite(queryClient, 'todo', [saved]),
    onError: (error) => {
      setOverride(null);
      showSaveError(error);
    },
  });
  const checked = override && override.from === todo.status ? override.checked : isTicked(todo.status);
  const toggle = (next: boolean) => {
    setOverride({ from: todo.status, checked: next });
    mutation.mutate(next);
  };
  return { checked, toggle, pending: mutation.isPending };
}
