import { defaultTodoDueDate, PersonalTodoCreateRequest, type Todo } from '@eos/domain';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { useZodForm } from '../../../components/forms/useZodForm';
import { useShellContext } from '../../../shell/useShellContext';
import { afterItemWrite } from '../api/entityCache';
import { itemToasts } from '../api/toasts';
import { DueDateField } from '../fields/DueDateField';
import { NotesField } from '../fields/NotesField';
import { TitleField } from '../fields/TitleField';
import { ItemPopupFooter, type PopupState } from '../popups/ItemPopup';
import { ItemPopupCloseFooter } from '../popups/ItemPopupCloseFooter';
import { useItemFormSubmit } from '../popups/useItemFormSubmit';
import { useReportDirty } from '../popups/useReportDirty';
import { TodoRemoveButton } from './TodoRemoveButton';
import { TodoStatusSelect } from './TodoStatusSelect';

type PersonalTodoValues = { title: string; dueDate: string; contentHtml: string };

function freshValues(): PersonalTodoValues {
  return { title: '', dueDate: defaultTodoDueDate(), contentHtml: '' };
}

interface PersonalTodoFormProps {
  /** The personal To-Do to edit; absent to add one. */
  todo?: Todo;
  popup: PopupState;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Add / Edit Personal To-Do (000 §3, §5): title, notes and due date (7 days out on add). The owner is
 * the user and there is no meeting, so there is nothing to pick.
 */
export function PersonalTodoForm({ todo, popup, onDirtyChange }: PersonalTodoFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isObserver } = useShellContext();
  const readOnly = isObserver || (todo ? !todo.abilities.canEdit : false);
  const form = useZodForm<PersonalTodoValues>(
    PersonalTodoCreateRequest,
    todo ? { title: todo.title, dueDate: todo.dueDate, contentHtml: todo.contentHtml } : freshValues(),
  );
  useReportDirty(form.isDirty(), onDirtyChange);

  const { onSubmit, onCreateAnother, submitting } = useItemFormSubmit(form, {
    popup,
    save: async (values) => {
      const body = { ...values, title: values.title.trim() };
      const saved = todo
        ? await api.put<{ todo: Todo }>(`personal-todo/${todo.id}`, body, { quiet: true })
        : await api.post<{ todo: Todo }>('personal-todos', body, { quiet: true });
      afterItemWrite(queryClient, 'todo', [saved.todo]);
      if (todo) itemToasts.updated(body.title);
      else itemToasts.created(body.title);
    },
    resetValues: freshValues,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TitleField form={form} disabled={readOnly} />
        <DueDateField form={form} disabled={readOnly} />
        <NotesField form={form} disabled={readOnly} />
        {todo && <TodoStatusSelect todo={todo} disabled={readOnly} />}
      </Stack>
      {readOnly ? (
        <ItemPopupCloseFooter readOnlyNote />
      ) : (
        <ItemPopupFooter
          submitLabel={todo ? t('ITEM_SAVE') : t('ITEM_ADD')}
          submitting={submitting}
          onCreateAnother={todo ? undefined : onCreateAnother}
          start={todo ? <TodoRemoveButton todo={todo} popup={popup} /> : undefined}
        />
      )}
    </form>
  );
}
