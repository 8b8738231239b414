import { useTranslation } from 'react-i18next';
import { RouteModal } from '../../../components/RouteModal';
import { RouteModalNotice } from '../../../components/RouteModalNotice';

/** /meeting/new. The meeting form arrives with the meetings work; until then the modal says so. */
export default function MeetingNewModal() {
  const { t } = useTranslation();
  return (
    <RouteModal title={t('CREATE_MEETING')}>
      <RouteModalNotice message={t('MEETING_NEW_COMING')} />
    </RouteModal>
  );
}
