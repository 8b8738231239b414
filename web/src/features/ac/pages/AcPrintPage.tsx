import { Container } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingEmptyState } from '../../../components/ComingEmptyState';

/** The chart's print page: no shell around it, so it prints as a page. */
export default function AcPrintPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" py="xl">
      <ComingEmptyState
        icon={<IconPrinter size={28} />}
        title={t('CHART_NOT_FOUND')}
        description={t('NO_CHARTS_HINT')}
      />
    </Container>
  );
}
