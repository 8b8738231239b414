import { IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { ComingEmptyState } from '../../../components/ComingEmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** /new: the new tools home, built with the dashboard widgets. */
export default function NewDashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('NEW_DASHBOARD_TITLE')} />
      <ComingEmptyState
        icon={<IconLayoutGrid size={28} />}
        title={t('NO_WIDGETS')}
        description={t('NEW_DASHBOARD_EMPTY')}
      />
    </>
  );
}
