import { IconTarget } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingEmptyState } from '../../../components/ComingEmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** V/TO home: the organization's V/TO folders, built with the V/TO work. */
export default function VtoHomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('NAV_VTO')} />
      <ComingEmptyState icon={<IconTarget size={28} />} title={t('NO_VTOS')} description={t('NO_VTOS_HINT')} />
    </>
  );
}
