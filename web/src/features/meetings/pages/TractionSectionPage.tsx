import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingEmptyState } from '../../../components/ComingEmptyState';

/** One sub-page of a meeting. The meeting data arrives with the meetings work. */
export default function TractionSectionPage() {
  const { t } = useTranslation();
  return (
    <ComingEmptyState
      icon={<IconCalendarEvent size={28} />}
      title={t('MEETING_NOT_FOUND')}
      description={t('MEETING_NOT_FOUND_HINT')}
    />
  );
}
