import { Button } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useOpenModalRoute } from '../../../app/modalRoutes';
import { ComingEmptyState } from '../../../components/ComingEmptyState';

/** A signed-in user with no organization (000 §1): the spec's sentence and a way to create one. */
export function NoOrgScreen() {
  const { t } = useTranslation();
  const openModalRoute = useOpenModalRoute();
  return (
    <ComingEmptyState icon={<IconBuildingPlus size={28} />} title={t('NO_ORG_TITLE')} description={t('ERR_NO_ORG')}>
      <Button onClick={() => openModalRoute('/org/create')}>{t('CREATE_ORGANIZATION')}</Button>
    </ComingEmptyState>
  );
}
