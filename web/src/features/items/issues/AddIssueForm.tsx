import { IssueCreateRequest } from '@eos/domain';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useZodForm } from '../../../components/forms/useZodForm';
import { MeetingPicker } from '../../../components/pickers/MeetingPicker';
import { useShellContext } from '../../../shell/useShellContext';
import { useMeeting } from '../../meetings/api';
import { VtoDestinationFields } from '../../vto/issues/VtoDestinationFields';
import { createLongTermIssue, useEditableVtos } from '../../vto/issues/vtoIssueApi';
import { itemToasts } from '../api/toasts';
import { NotesField } from '../fields/NotesField';
import { OwnerSelect } from '../fields/OwnerSelect';
import { TitleField } from '../fields/TitleField';
import { ItemPopup, ItemPopupFooter, type PopupState } from '../popups/ItemPopup';
import { useItemFormSubmit } from '../popups/useItemFormSubmit';
import { type IssueEntityType, IssueEntityTypeControl, requiredByEntity } from './IssueEntityType';
import { createIssue } from './issueApi';

interface AddIssueFormProps {
  popup: PopupState;
  /** The meeting the popup was opened from (the route's or the list's), if any. */
  tractionId: string | null;
  /** A preset owner (a chart seat's holder), instead of the user. */
  ownerId?: string;
}

/**
 * Add Issue (000 §3, §5): title, where it goes (entityType: a meeting, or a folder and a V/TO among
 * those the owner may edit), owner and notes. A V/TO issue is a long-term issue of that revision.
 */
export function AddIssueForm({ popup, tractionId, ownerId }: AddIssueFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useShellContext();
  const form = useZodForm(
    IssueCreateRequest.omit({ tractionId: true }),
    {
      title: '',
      ownerIds: ownerId ? [ownerId] : ([] as string[]),
      contentHtml: '',
      tractionId: tractionId ?? '',
      entityType: 'Meeting' as IssueEntityType,
      vtoCollectionId: '',
      meetingOrVtoId: '',
    },
    (v) =>
      requiredByEntity(v.entityType, {
        meeting: ['tractionId', v.tractionId],
        folder: ['vtoCollectionId', v.vtoCollectionId],
        vto: ['meetingOrVtoId', v.meetingOrVtoId],
      }),
  );
  const meetingId = form.values.tractionId;
  const isVto = form.values.entityType === 'V/TO';
  const editableVtos = useEditableVtos(isVto ? (form.values.ownerIds[0] ?? '') : '');
  // The invitees tell whether the user may be the default owner (000 §5: owners are the meeting's people).
  const meeting = useMeeting(meetingId || undefined);
  const userAttends = Boolean(user.personId && meeting.data?.invitees.some((p) => p.id === user.personId));
  const defaultOwners = userAttends && user.personId ? [user.personId] : [];

  // The user owns a new issue by default once the chosen meeting shows they are in it. Done before
  // any typing, it is the starting point, not an unsaved change.
  useEffect(() => {
    if (form.getValues().entityType !== 'Meeting') return;
    if (!meeting.data || meeting.data.id !== form.getValues().tractionId) return;
    if (!userAttends || !user.personId || form.getValues().ownerIds.length > 0) return;
    const pristine = !form.isDirty();
    form.setFieldValue('ownerIds', [user.personId]);
    if (pristine) form.resetDirty({ ...form.getValues(), ownerIds: [user.personId] });
  }, [meeting.data, userAttends, user.personId, form]);

  const { onSubmit, onCreateAnother, submitting } = useItemFormSubmit(form, {
    popup,
    save: async (values) => {
      if (values.entityType === 'V/TO') {
        const ids = { collectionId: values.vtoCollectionId, revisionId: values.meetingOrVtoId };
        const body = { title: values.title, notes: values.contentHtml, assignedToId: values.ownerIds[0] ?? null };
        await createLongTermIssue(queryClient, ids, body);
        itemToasts.created(values.title);
        return;
      }
      const issue = await createIssue(queryClient, {
        title: values.title,
        ownerIds: values.ownerIds,
        contentHtml: values.contentHtml,
        tractionId: values.tractionId,
      });
      itemToasts.created(issue.title);
    },
    // Another issue for the same meeting: keep it, start the rest over.
    resetValues: (values) => ({
      ...values,
      title: '',
      ownerIds: values.entityType === 'V/TO' ? values.ownerIds : defaultOwners,
      contentHtml: '',
    }),
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
          <IssueEntityTypeControl
            label={t('VTO_ISSUE_ADD_TO')}
            value={form.values.entityType}
            onChange={(entityType) => {
              // Owners differ by destination (a meeting's invitees, or anyone who may edit a V/TO): start over.
              form.setFieldValue('entityType', entityType);
              form.setFieldValue('ownerIds', entityType === 'V/TO' && user.personId ? [user.personId] : []);
              form.setFieldValue('vtoCollectionId', '');
              form.setFieldValue('meetingOrVtoId', '');
            }}
          />
          {isVto ? (
            <>
              <OwnerSelect
                label={t('ITEM_FIELD_OWNER')}
                required
                value={form.values.ownerIds[0] ?? null}
                onChange={(id) => {
                  // The V/TOs are the ones this owner may edit: another owner chooses again.
                  form.setFieldValue('ownerIds', id ? [id] : []);
                  form.setFieldValue('vtoCollectionId', '');
                  form.setFieldValue('meetingOrVtoId', '');
                }}
                error={ownerProps.error}
              />
              <VtoDestinationFields
                collections={editableVtos.data}
                value={{ collectionId: form.values.vtoCollectionId, revisionId: form.values.meetingOrVtoId }}
                onChange={(choice) => {
                  form.setFieldValue('vtoCollectionId', choice.collectionId);
                  form.setFieldValue('meetingOrVtoId', choice.revisionId);
                }}
                errors={{
                  collectionId: form.getInputProps('vtoCollectionId').error,
                  revisionId: form.getInputProps('meetingOrVtoId').error,
                }}
                disabled={!form.values.ownerIds[0]}
              />
            </>
          ) : (
            <>
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
            </>
          )}
          <NotesField form={form} />
        </Stack>
        <ItemPopupFooter submitLabel={t('ITEM_ADD')} submitting={submitting} onCreateAnother={onCreateAnother} />
      </form>
    </ItemPopup>
  );
}
