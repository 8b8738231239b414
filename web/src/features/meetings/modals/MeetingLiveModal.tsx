import { useTranslation } from 'react-i18next';
import { RouteModal } from '../../../components/RouteModal';
import { RouteModalNotice } from '../../../components/RouteModalNotice';

/** /meeting/live/{id}: joining a live meeting. The live meeting arrives with its own work. */
export default function MeetingLiveModal() {
  const { t } = useTranslation();
  return (
    <RouteModal title={t('LIVE_MEETING_TITLE')}>
      <RouteModalNotice message={t('MEETING_NOT_FOUND_HINT')} />
    </RouteModal>
  );
}
