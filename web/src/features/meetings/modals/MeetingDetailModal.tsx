import { useTranslation } from 'react-i18next';
import { RouteModal } from '../../../components/RouteModal';
import { RouteModalNotice } from '../../../components/RouteModalNotice';

/** /meeting/{id}: a meeting's settings. No meeting exists before the meetings work. */
export default function MeetingDetailModal() {
  const { t } = useTranslation();
  return (
    <RouteModal title={t('MEETING_TITLE')}>
      <RouteModalNotice message={t('MEETING_NOT_FOUND_HINT')} />
    </RouteModal>
  );
}
