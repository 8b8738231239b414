import { IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingEmptyState } from '../../../components/ComingEmptyState';
import { PageHeader } from '../../../components/PageHeader';

/** A V/TO folder and its revisions. */
export default function VtoFolderPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('VTO_FOLDER_TITLE')} />
      <ComingEmptyState icon={<IconFolder size={28} />} title={t('FOLDER_NOT_FOUND')} description={t('NO_VTOS_HINT')} />
    </>
  );
}
