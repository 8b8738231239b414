import { IconHierarchy2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingEmptyState } from '../../../components/ComingEmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** One chart revision on its canvas. */
export default function AcChartPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('NAV_AC')} />
      <ComingEmptyState
        icon={<IconHierarchy2 size={28} />}
        title={t('CHART_NOT_FOUND')}
        description={t('NO_CHARTS_HINT')}
      />
    </>
  );
}
