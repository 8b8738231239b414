import { Button } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n';
import { ComingEmptyState } from '../../components/ComingEmptyState';

/** The layout could not be read: say so and offer another try (nothing is lost, it is on the server). */
export function DashboardLoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <ComingEmptyState icon={<IconLayoutDashboard size={28} />} title={t('DASHBOARD_LOAD_FAILED')}>
      <Button onClick={retry}>{t('DASHBOARD_RETRY')}</Button>
    </ComingEmptyState>
  );
}
