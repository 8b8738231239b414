import { IconHierarchy2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingEmptyState } from '../../../components/ComingEmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** Accountability Chart home: the chart folders, built with the chart work. */
export default function AcHomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('NAV_AC')} />
      <ComingEmptyState icon={<IconHierarchy2 size={28} />} title={t('NO_CHARTS')} description={t('NO_CHARTS_HINT')} />
    </>
  );
}
