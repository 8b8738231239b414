import { IconTarget } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingEmptyState } from '../../../components/ComingEmptyState';

/** The Vision or Traction side of a V/TO; its sections arrive with the V/TO work. */
export default function VtoSectionPage() {
  const { t } = useTranslation();
  return (
    <ComingEmptyState icon={<IconTarget size={28} />} title={t('VTO_NOT_FOUND')} description={t('NO_VTOS_HINT')} />
  );
}
