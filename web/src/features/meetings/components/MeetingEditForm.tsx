import type { Meeting } from '@eos/domain';
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import type { PersonLike } from '../../../components/pickers/PersonAvatar';
import { useRouteModalClose } from '../../../components/RouteModal';
import { useUpdateMeeting } from '../api';
import { MeetingDeleteButton } from './MeetingDeleteButton';
import { MeetingForm } from './MeetingForm';
import { meetingValues } from './meetingFormValues';
import { useMeetingForm } from './useMeetingForm';

/** Editing a loaded meeting; read-only when the server says the caller may not edit it. */
export function MeetingEditForm({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const close = useRouteModalClose();
  const state = useMeetingForm(meetingValues(meeting));
  const [people, setPeople] = useState<PersonLike[]>(meeting.invitees);
  const update = useUpdateMeeting(meeting.id);
  const readOnly = !meeting.abilities.canEdit;

  return (
    <>
      {readOnly && (
        <Alert color="gray" mb="md">
          {t('MEETING_VIEW_ONLY')}
        </Alert>
      )}
      <MeetingForm
        state={state}
        people={people}
        onPeopleChange={setPeople}
        readOnly={readOnly}
        ownerLocked={!meeting.abilities.canChangeOwner}
        submitting={update.isPending}
        submitLabel={t('MEETING_SAVE')}
        footerStart={meeting.abilities.canDelete ? <MeetingDeleteButton meeting={meeting} /> : undefined}
        onSubmit={(body) =>
          update.mutate(body, {
            onSuccess: (saved) => {
              showSuccess(t('MEETING_UPDATED', { 0: saved.title }));
              close();
            },
            onError: state.onSaveError,
          })
        }
      />
    </>
  );
}
