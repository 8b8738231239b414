import { IssueCreateRequest } from '@eos/domain';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../components/forms/useZodForm';
import { MeetingPicker } from '../../../components/pickers/MeetingPicker';
import { useShellContext } from '../../../shell/useShellContext';
import { useMeeting } from '../../meetings/api';
import { itemToasts } from '../api/toasts';
import { NotesField } from '../fields/NotesField';
import { OwnerSelect } from '../fields/OwnerSelect';
import { TitleField } from '../fields/TitleField';
import { ItemPopup, ItemPopupFooter, type PopupState } from '../popups/ItemPopup';
import { useItemFormSubmit } from '../popups/useItemFormSubmit';
import { createIssue } from './issueApi';

interface AddIssueFormProps {
  popup: PopupState;
  /** The meeting the popup was opened from (the route's or the list's), if any. */
  tractionId: string | null;
}

/**
 * Add Issue (000 §5): title, meeting, owner and notes. The issue is always a Meeting issue: the V/TO
 * choice of the spec needs an editable V/TO, which this product does not have yet (see decisions).
 */
export function AddIssueForm({ popup, tractionId }: AddIssueFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useShellContext();
  const form = useZodForm(IssueCreateRequest, {
    title: '',
    ownerIds: [] as string[],
    contentHtml: '',
    tractionId: tractionId ?? '',
  });
  const meetingId = form.values.tractionId;
  // The invitees tell whether the user may be the default owner (000 §5: owners are the meeting's people).
  const meeting = useMeeting(meetingId || undefined);
  const userAttends = Boolean(user.personId && meeting.data?.invitees.some((p) => p.id === user.personId));
  const defaultOwners = userAttends && user.personId ? [user.personId] : [];

  // The user owns a new issue by default once the chosen meeting shows they are in it. Done before
  // any typing, it is the starting point, not an unsaved change.
  useEffect(() => {
    if (!meeting.data || meeting.data.id !== form.getValues().tractionId) return;
    if (!userAttends || !user.personId || form.getValues().ownerIds.length > 0) return;
    const pristine = !form.isDirty();
    form.setFieldValue('ownerIds', [user.personId]);
    if (pristine) form.resetDirty({ ...form.getValues(), ownerIds: [user.personId] });
  }, [meeting.data, userAttends, user.personId, form]);

  const { onSubmit, onCreateAnother, submitting } = useItemFormSubmit(form, {
    popup,
    save: async (values) => {
      const issue = await createIssue(queryClient, {
        title: values.title,
        ownerIds: values.ownerIds,
        contentHtml: values.contentHtml,
        tractionId: values.tractionId,
      });
      itemToasts.created(issue.title);
    },
    // Another issue for the same meeting: keep it, start the rest over.
    resetValues: (values) => ({ title: '', ownerIds: defaultOwners, contentHtml: '', tractionId: values.tractionId }),
  });

  const myMeetings = useMemo(() => (user.personId ? [user.personId] : []), [user.personId]);
  const meetingIds = useMemo(() => (meetingId ? [meetingId] : []), [meetingId]);
  const meetingProps = form.getInputProps('tractionId');
  const ownerProps = form.getInputProps('ownerIds');

  return (
    <ItemPopup popup={popup} title={t('ISSUE_ADD_TITLE')} dirty={form.isDirty()}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TitleField form={form} />
          <MeetingPicker
            label={t('ITEM_FIELD_MEETING')}
            required
            personIds={myMeetings}
            value={meetingId || null}
            onChange={(id) => {
              // Owners belong to the meeting: a new meeting starts the owner over (the user, once known).
              form.setFieldValue('tractionId', id ?? '');
              form.setFieldValue('ownerIds', []);
            }}
            error={meetingProps.error}
          />
          <OwnerSelect
            label={t('ITEM_FIELD_OWNER')}
            required
            tractionIds={meetingIds}
            value={form.values.ownerIds[0] ?? null}
            // The meeting's invitees name the owner before the owner list was ever opened.
            selected={meeting.data?.invitees.find((p) => p.id === form.values.ownerIds[0]) ?? null}
            onChange={(id) => form.setFieldValue('ownerIds', id ? [id] : [])}
            error={ownerProps.error}
          />
          <NotesField form={form} />
        </Stack>
        <ItemPopupFooter submitLabel={t('ITEM_ADD')} submitting={submitting} onCreateAnother={onCreateAnother} />
      </form>
    </ItemPopup>
  );
}
