import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { TractionEmptyState } from './TractionEmptyState';

/** Any other failed load (server error, lost connection): the page offers a retry instead of a blank. */
export function TractionLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <TractionEmptyState icon={<IconAlertTriangle size={28} />} title={t('TRACTION_LOAD_FAILED')}>
      <Button variant="light" onClick={onRetry}>
        {t('TRACTION_RETRY')}
      </Button>
    </TractionEmptyState>
  );
}
