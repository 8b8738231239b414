import { IconHeartbeat } from '@tabler/icons-react';
import { Navigate, useParams } from 'react-router';
import { useFeatureFlags } from '../../../app/featureFlags';
import { useTranslation } from '../../../app/i18n';
import { TractionEmptyState } from '../components/TractionEmptyState';

/** quarterlypulsing, behind its flag: what a quarterly pulse is, until pulses are recorded. */
export function QuarterlyPulsingSection() {
  const { t } = useTranslation();
  const { tractionId, threadId } = useParams();
  const { flags, isLoading } = useFeatureFlags();
  // Wait for the real flags: the defaults (off) would bounce a direct link before they arrive.
  if (isLoading) return null;
  if (!flags['quarterly-pulsing'])
    return <Navigate to={`/traction/${tractionId}/${threadId}/meetingoverview`} replace />;
  return (
    <TractionEmptyState
      icon={<IconHeartbeat size={28} />}
      title={t('TRACTION_PULSING_TITLE')}
      description={t('TRACTION_PULSING_TEXT')}
    />
  );
}
