import { useTranslation } from '../../../app/i18n';
import { useSession } from '../../../app/session';
import { RouteModal } from '../../../components/RouteModal';
import { RouteModalNotice } from '../../../components/RouteModalNotice';
import { MeetingCreateForm } from '../components/MeetingCreateForm';
import { MeetingFormSkeleton } from '../components/MeetingFormSkeleton';

/** /meeting/new: create a meeting. Observers reaching it by address are told they cannot. */
export default function MeetingNewModal() {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  let body = <MeetingFormSkeleton />;
  if (user && !user.abilities.includes('meetings.create'))
    body = <RouteModalNotice message={t('MEETING_CREATE_NOT_ALLOWED')} />;
  else if (user) body = <MeetingCreateForm user={user} />;
  return (
    <RouteModal title={t('MEETING_NEW_TITLE')} size="xl">
      {body}
    </RouteModal>
  );
}
