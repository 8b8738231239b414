import { type Headline, HeadlineCreateRequest } from '@eos/domain';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
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
import { NotesField } from '../fields/NotesField';
import { TitleField } from '../fields/TitleField';
import { ItemPopup, ItemPopupFooter, usePopupState } from '../popups/ItemPopup';
import { useItemFormSubmit } from '../popups/useItemFormSubmit';

type AddValues = { title: string; tractionId: string; ownerIds: string[]; contentHtml: string };

interface AddHeadlinePopupProps {
  /** The meeting to start with (the route's, or the list the popup was opened from). */
  tractionId: string | null;
  onClosed: () => void;
}

/**
 * Add Headline (000 §2, §5): title, meeting and owners required, notes optional; one headline per
 * owner. The meetings offered are the user's; the owners, the chosen meeting's people.
 */
export function AddHeadlinePopup({ tractionId, onClosed }: AddHeadlinePopupProps) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const queryClient = useQueryClient();
  const popup = usePopupState(onClosed);

  // The user attends every meeting offered, so they are a valid default owner whichever is chosen.
  const me = useMemo(() => selfAsPerson(user), [user]);
  const myMeetings = useMemo(() => (user.personId ? [user.personId] : []), [user.personId]);
  const defaults = (meeting: string): AddValues => ({
    title: '',
    tractionId: meeting,
    ownerIds: me.map((p) => p.id),
    contentHtml: '',
  });

  const form = useZodForm<AddValues>(HeadlineCreateRequest, defaults(tractionId ?? ''));
  // The chosen people themselves, so their pills keep names and faces.
  const [owners, setOwners] = useState<PersonLike[]>(me);
  const meetingPeople = useMemo(
    () => ({ 'traction-ids': form.values.tractionId ? [form.values.tractionId] : [] }),
    [form.values.tractionId],
  );

  const { onSubmit, onCreateAnother, submitting } = useItemFormSubmit(form, {
    popup,
    save: async (values) => {
      const body = HeadlineCreateRequest.parse(values);
      const answer = await api.post<{ headlines: Headline[] }>('headlines', body, { quiet: true });
      afterItemWrite(queryClient, 'headline', answer.headlines);
      itemToasts.created(body.title);
    },
    // The next headline is most likely for the same meeting.
    resetValues: (values) => {
      setOwners(me);
      return defaults(values.tractionId);
    },
  });

  const changeMeeting = (id: string | null) => {
    if ((id ?? '') === form.values.tractionId) return;
    form.setFieldValue('tractionId', id ?? '');
    // Others chosen may not be invited to the new meeting (the server would refuse them): start over.
    form.setFieldValue(
      'ownerIds',
      me.map((p) => p.id),
    );
    setOwners(me);
  };

  return (
    <ItemPopup popup={popup} title={t('HEADLINE_ADD_TITLE')} dirty={form.isDirty()}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TitleField form={form} />
          <MeetingPicker
            label={t('ITEM_FIELD_MEETING')}
            required
            personIds={myMeetings}
            value={form.values.tractionId || null}
            onChange={changeMeeting}
            error={form.getInputProps('tractionId').error}
          />
          <PersonPicker
            label={t('ITEM_FIELD_OWNERS')}
            required
            filters={meetingPeople}
            value={form.values.ownerIds}
            selected={owners}
            onChange={(ids, people) => {
              form.setFieldValue('ownerIds', ids);
              setOwners(people);
            }}
            error={form.getInputProps('ownerIds').error}
            disabled={!form.values.tractionId}
          />
          <NotesField form={form} />
        </Stack>
        <ItemPopupFooter submitLabel={t('ITEM_ADD')} submitting={submitting} onCreateAnother={onCreateAnother} />
      </form>
    </ItemPopup>
  );
}
