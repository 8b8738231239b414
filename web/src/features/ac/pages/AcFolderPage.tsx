import { IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingEmptyState } from '../../../components/ComingEmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** A chart folder and its revisions. */
export default function AcFolderPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('AC_FOLDER_TITLE')} />
      <ComingEmptyState
        icon={<IconFolder size={28} />}
        title={t('FOLDER_NOT_FOUND')}
        description={t('NO_CHARTS_HINT')}
      />
    </>
  );
}
