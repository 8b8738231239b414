import { useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { RouteModal } from '../../../components/RouteModal';
import { RouteModalNotice } from '../../../components/RouteModalNotice';
import { useMeeting } from '../api';
import { MeetingEditForm } from '../components/MeetingEditForm';
import { MeetingFormSkeleton } from '../components/MeetingFormSkeleton';

/** /meeting/{id}: a meeting's settings (tabs Meeting Info, Invitees, Agenda); read-only without edit rights. */
export default function MeetingDetailModal() {
  const { t } = useTranslation();
  const { id } = useParams();
  const meeting = useMeeting(id);
  let body = <MeetingFormSkeleton />;
  if (meeting.isError) body = <RouteModalNotice message={t('MEETING_MISSING')} />;
  // Keyed by id: the form takes its initial values once, from the loaded meeting.
  else if (meeting.data) body = <MeetingEditForm key={meeting.data.id} meeting={meeting.data} />;
  return (
    <RouteModal title={meeting.data?.title ?? t('MEETING_EDIT_TITLE')} size="xl">
      {body}
    </RouteModal>
  );
}
