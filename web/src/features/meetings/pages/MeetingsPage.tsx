import { Button } from '@mantine/core';
import { IconCalendarEvent, IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOpenModalRoute } from '../../../app/modalRoutes';
import { ComingEmptyState } from '../../../components/ComingEmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useShellContext } from '../../../shell/useShellContext';

/** The meeting list. No meeting can exist before the meetings work, so the list is honestly empty. */
export default function MeetingsPage() {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const openModalRoute = useOpenModalRoute();
  const create = !isObserver && (
    <Button leftSection={<IconCalendarPlus size={18} />} onClick={() => openModalRoute('/meeting/new')}>
      {t('CREATE_MEETING')}
    </Button>
  );
  return (
    <>
      <PageHeader title={t('NAV_MEETINGS')} actions={create} />
      <ComingEmptyState
        icon={<IconCalendarEvent size={28} />}
        title={t('NO_MEETINGS')}
        description={t('NO_MEETINGS_HINT')}
      />
    </>
  );
}
