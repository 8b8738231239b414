import { defaultTodoDueDate, LIMITS, PersonalTodoCreateRequest, type Todo } from '@eos/domain';
import { Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useZodForm } from '../../../components/forms/useZodForm';
import { useShellContext } from '../../../shell/useShellContext';
import { afterItemWrite } from '../api/entityCache';
import { itemToasts } from '../api/toasts';
import { DueDateField } from '../fields/DueDateField';
import { RichTextField } from '../fields/RichTextField';
import { ItemPopupFooter, type PopupState } from '../popups/ItemPopup';
import { useItemFormSubmit } from '../popups/useItemFormSubmit';
import { ReadOnlyFooter } from './ReadOnlyFooter';
import { TodoRemoveButton } from './TodoRemoveButton';
import { TodoStatusSelect } from './TodoStatusSelect';
import { useReportDirty } from './useReportDirty';

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
        <TextInput
          label={t('ITEM_FIELD_TITLE')}
          withAsterisk
          maxLength={LIMITS.inlineTextMax}
          data-autofocus
          disabled={readOnly}
          {...form.getInputProps('title')}
        />
        <DueDateField
          label={t('ITEM_FIELD_DUE_DATE')}
          required
          value={form.getValues().dueDate}
          onChange={(value) => form.setFieldValue('dueDate', value ?? '')}
          error={form.getInputProps('dueDate').error}
          disabled={readOnly}
        />
        <RichTextField
          label={t('ITEM_FIELD_NOTES')}
          placeholder={t('ITEM_NOTES_PLACEHOLDER')}
          value={form.getValues().contentHtml}
          onChange={(html) => form.setFieldValue('contentHtml', html)}
          disabled={readOnly}
        />
        {todo && <TodoStatusSelect todo={todo} disabled={readOnly} />}
      </Stack>
      {readOnly ? (
        <ReadOnlyFooter />
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
