import type { SessionUser } from '@eos/domain';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { selfAsPerson } from '../../../components/pickers/selfAsPerson';
import { useRouteModalClose } from '../../../components/RouteModal';
import { useCreateMeeting } from '../api';
import { MeetingForm } from './MeetingForm';
import { newMeetingValues } from './meetingFormValues';
import { useMeetingForm } from './useMeetingForm';

/** Creating a meeting: on success the 'Created' toast, then straight to the new meeting's page. */
export function MeetingCreateForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const close = useRouteModalClose();
  const state = useMeetingForm(newMeetingValues(user.personId, user.timeZoneName));
  const [people, setPeople] = useState(() => selfAsPerson(user));
  const create = useCreateMeeting();

  return (
    <MeetingForm
      state={state}
      people={people}
      onPeopleChange={setPeople}
      submitting={create.isPending}
      submitLabel={t('MEETING_SUBMIT_CREATE')}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: (meeting) => {
            showSuccess(t('MEETING_CREATED', { 0: meeting.title }));
            close(`/traction/${meeting.tractionId}/${meeting.meetingThreadId}`);
          },
          onError: state.onSaveError,
        })
      }
    />
  );
}
