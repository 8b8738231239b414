import { defaultTodoDueDate, type Todo, TodoCreateRequest } from '@eos/domain';
import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { useZodForm } from '../../../components/forms/useZodForm';
import { MeetingPicker } from '../../../components/pickers/MeetingPicker';
import type { PersonLike } from '../../../components/pickers/PersonAvatar';
import { PersonPicker } from '../../../components/pickers/PersonPicker';
import { selfAsPerson } from '../../../components/pickers/selfAsPerson';
import { useShellContext } from '../../../shell/useShellContext';
import { afterItemWrite } from '../api/entityCache';
import { itemToasts } from '../api/toasts';
import { DueDateField } from '../fields/DueDateField';
import { NotesField } from '../fields/NotesField';
import { TitleField } from '../fields/TitleField';
import { ItemPopupFooter, type PopupState } from '../popups/ItemPopup';
import { ItemPopupCloseFooter } from '../popups/ItemPopupCloseFooter';
import type { ItemPopupRequest } from '../popups/store';
import { useItemFormSubmit } from '../popups/useItemFormSubmit';
import { useReportDirty } from '../popups/useReportDirty';
import { ownersStillInMeeting } from './meetingPeople';

type TodoAddValues = {
  title: string;
  ownerIds: string[];
  dueDate: string;
  contentHtml: string;
  tractionId: string;
};

function freshValues(tractionId: string, owners: PersonLike[], contentHtml = ''): TodoAddValues {
  return { title: '', ownerIds: owners.map((p) => p.id), dueDate: defaultTodoDueDate(), contentHtml, tractionId };
}

interface TodoAddFormProps {
  /** The meeting to start with: the one the popup was opened from. */
  defaultTractionId: string | null;
  /** Owners and notes to start with instead of the user and nothing (a To-Do from an IDS issue). */
  prefill?: ItemPopupRequest['prefill'];
  popup: PopupState;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Add To-Do (000 §5): title, meeting, owners, due date (7 days out) and notes. Several owners make one
 * To-Do each (POST todos). The meeting comes before the owners because it decides who may own it.
 */
export function TodoAddForm({ defaultTractionId, prefill, popup, onDirtyChange }: TodoAddFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user, isObserver } = useShellContext();
  // The user owns a new To-Do by default, as a new Issue or Headline (the meetings offered are theirs);
  // one made from an IDS issue starts with that owner.
  const startOwners = useMemo(() => prefill?.owners ?? selfAsPerson(user), [user, prefill]);
  const form = useZodForm<TodoAddValues>(
    TodoCreateRequest,
    freshValues(defaultTractionId ?? '', startOwners, prefill?.contentHtml),
  );
  // The chosen people themselves, so their pills keep a name and a face.
  const [people, setPeople] = useState<PersonLike[]>(startOwners);
  useReportDirty(form.isDirty(), onDirtyChange);

  const { onSubmit, onCreateAnother, submitting } = useItemFormSubmit(form, {
    popup,
    save: async (values) => {
      const title = values.title.trim();
      const { todos } = await api.post<{ todos: Todo[] }>('todos', { ...values, title }, { quiet: true });
      afterItemWrite(queryClient, 'todo', todos);
      itemToasts.created(title);
    },
    // 'Add and create another' keeps the meeting: the next To-Do is most likely for the same one.
    resetValues: (values) => {
      setPeople(startOwners);
      return freshValues(values.tractionId, startOwners);
    },
  });

  // Opened from a meeting the user is not invited to (an Admin's view): they cannot own it there.
  // Checked before any typing, so it is the starting point, not an unsaved change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the meeting the popup opened with.
  useEffect(() => {
    const startIds = startOwners.map((p) => p.id);
    if (!defaultTractionId || startIds.length === 0) return;
    void ownersStillInMeeting(queryClient, defaultTractionId, startIds).then((kept) => {
      const now = form.getValues();
      if (kept.length === startIds.length || now.tractionId !== defaultTractionId || form.isDirty()) return;
      form.setFieldValue('ownerIds', kept);
      form.resetDirty({ ...now, ownerIds: kept });
    });
  }, []);

  const { tractionId, ownerIds } = form.getValues();
  const ownerFilters = useMemo(() => ({ 'traction-ids': [tractionId] }), [tractionId]);
  // The meetings the user attends: where they may add To-Dos.
  const attendedBy = useMemo(() => (user.personId ? [user.personId] : undefined), [user.personId]);

  const changeMeeting = async (id: string | null) => {
    const next = id ?? '';
    form.setFieldValue('tractionId', next);
    const kept = await ownersStillInMeeting(queryClient, next, form.getValues().ownerIds);
    // Another meeting picked while this one's people loaded: that change decides.
    if (form.getValues().tractionId !== next) return;
    if (kept.length !== form.getValues().ownerIds.length) form.setFieldValue('ownerIds', kept);
  };

  const readOnly = isObserver;
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
        <div>
          <PersonPicker
            label={t('ITEM_FIELD_OWNERS')}
            required
            value={ownerIds}
            selected={people.filter((p) => ownerIds.includes(p.id))}
            onChange={(ids, chosen) => {
              form.setFieldValue('ownerIds', ids);
              setPeople(chosen);
            }}
            filters={ownerFilters}
            error={form.getInputProps('ownerIds').error}
            // Without a meeting there is nobody to offer (an empty filter would offer everyone).
            disabled={readOnly || !tractionId}
          />
          {!tractionId && !readOnly && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('ITEM_OWNER_PICK_MEETING_FIRST')}
            </Text>
          )}
        </div>
        <DueDateField form={form} disabled={readOnly} />
        <NotesField form={form} disabled={readOnly} />
      </Stack>
      {readOnly ? (
        <ItemPopupCloseFooter readOnlyNote />
      ) : (
        <ItemPopupFooter submitLabel={t('ITEM_ADD')} submitting={submitting} onCreateAnother={onCreateAnother} />
      )}
    </form>
  );
}
