import { type Todo, TodoUpdateRequest } from '@eos/domain';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { useZodForm } from '../../../components/forms/useZodForm';
import { MeetingPicker } from '../../../components/pickers/MeetingPicker';
import { useShellContext } from '../../../shell/useShellContext';
import { afterItemWrite } from '../api/entityCache';
import { itemToasts } from '../api/toasts';
import { DueDateField } from '../fields/DueDateField';
import { NotesField } from '../fields/NotesField';
import { OwnerSelect } from '../fields/OwnerSelect';
import { TitleField } from '../fields/TitleField';
import { ItemPopupFooter, type PopupState } from '../popups/ItemPopup';
import { ItemPopupCloseFooter } from '../popups/ItemPopupCloseFooter';
import { useItemFormSubmit } from '../popups/useItemFormSubmit';
import { useReportDirty } from '../popups/useReportDirty';
import { ownersStillInMeeting } from './meetingPeople';
import { TodoRemoveButton } from './TodoRemoveButton';
import { TodoStatusSelect } from './TodoStatusSelect';

type TodoEditValues = {
  title: string;
  ownerId: string;
  dueDate: string;
  contentHtml: string;
  tractionId: string;
};

interface TodoEditFormProps {
  todo: Todo;
  popup: PopupState;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Edit To-Do (000 §5): title, owner, due date, notes and meeting; status and Remove act at once.
 * A new owner is a reassign step after the save (000 §4), so the owner hears of it as a reassignment.
 */
export function TodoEditForm({ todo, popup, onDirtyChange }: TodoEditFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user, org, isObserver } = useShellContext();
  const readOnly = isObserver || !todo.abilities.canEdit;
  const form = useZodForm<TodoEditValues>(TodoUpdateRequest, {
    title: todo.title,
    ownerId: todo.ownerId,
    dueDate: todo.dueDate,
    contentHtml: todo.contentHtml,
    tractionId: todo.tractionId ?? '',
  });
  useReportDirty(form.isDirty(), onDirtyChange);

  const { onSubmit, submitting } = useItemFormSubmit(form, {
    popup,
    save: async (values) => {
      const title = values.title.trim();
      // The user picked another owner (not: someone else reassigned it while this popup was open).
      const ownerChanged = values.ownerId !== form.getInitialValues().ownerId && values.ownerId !== todo.ownerId;
      // Moved to another meeting, the old owner may not be invited there: the save itself carries
      // the new owner (the server checks them against the new meeting and tells them).
      const moved = values.tractionId !== todo.tractionId;
      const ownerId = moved && ownerChanged ? values.ownerId : todo.ownerId;
      const saved = await api.put<{ todo: Todo }>(`todo/${todo.id}`, { ...values, title, ownerId }, { quiet: true });
      afterItemWrite(queryClient, 'todo', [saved.todo]);
      itemToasts.updated(title);
      if (!ownerChanged) return;
      if (!moved) {
        const reassigned = await api.put<{ todo: Todo }>(
          `todo/${todo.id}/reassign`,
          { ownerId: values.ownerId },
          { quiet: true },
        );
        afterItemWrite(queryClient, 'todo', [reassigned.todo]);
      }
      itemToasts.reassigned(title);
    },
  });

  const { tractionId, ownerId } = form.getValues();
  const ownerMeetings = useMemo(() => (tractionId ? [tractionId] : []), [tractionId]);
  // Owner and Admins may edit any meeting's To-Dos, so any meeting is theirs to move it to; others
  // only the meetings they attend (which include this one, or they could not edit it).
  const mayUseAnyMeeting = org?.role === 'Owner' || org?.role === 'Admin';
  const attendedBy = useMemo(
    () => (mayUseAnyMeeting || !user.personId ? undefined : [user.personId]),
    [mayUseAnyMeeting, user.personId],
  );

  const changeMeeting = async (id: string | null) => {
    const next = id ?? '';
    form.setFieldValue('tractionId', next);
    const current = form.getValues().ownerId;
    const kept = await ownersStillInMeeting(queryClient, next, current ? [current] : []);
    if (form.getValues().tractionId !== next) return;
    if (current && kept.length === 0) form.setFieldValue('ownerId', '');
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TitleField form={form} disabled={readOnly} />
        <MeetingPicker
          label={t('ITEM_FIELD_MEETING')}
          required
          value={tractionId || null}
          onChange={(id) => void changeMeeting(id)}
          personIds={attendedBy}
          error={form.getInputProps('tractionId').error}
          disabled={readOnly}
        />
        <OwnerSelect
          label={t('ITEM_FIELD_OWNER')}
          required
          value={ownerId || null}
          onChange={(id) => form.setFieldValue('ownerId', id ?? '')}
          tractionIds={ownerMeetings}
          selected={todo.owner}
          error={form.getInputProps('ownerId').error}
          disabled={readOnly}
        />
        <DueDateField form={form} disabled={readOnly} />
        <NotesField form={form} disabled={readOnly} />
        <TodoStatusSelect todo={todo} disabled={readOnly} />
      </Stack>
      {readOnly ? (
        <ItemPopupCloseFooter readOnlyNote />
      ) : (
        <ItemPopupFooter
          submitLabel={t('ITEM_SAVE')}
          submitting={submitting}
          start={<TodoRemoveButton todo={todo} popup={popup} />}
        />
      )}
    </form>
  );
}
