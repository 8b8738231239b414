import { Button, Center } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { ComingEmptyState } from '../../../components/ComingEmptyState';

/** Any unknown path (000 §2). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="80vh" p="md" component="main">
      <ComingEmptyState
        icon={<IconMapQuestion size={28} />}
        title={t('NOT_FOUND_TITLE')}
        description={t('NOT_FOUND_MESSAGE')}
      >
        <Button component={Link} to="/">
          {t('GO_HOME')}
        </Button>
      </ComingEmptyState>
    </Center>
  );
}
