import { Button, Text } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useFeatureFlag } from '../../app/featureFlags';
import { useTranslation } from '../../app/i18n';
import { showSaveError } from '../../app/toasts';
import { PageHeader } from '../../components/PageHeader';
import { PersonalTodosList } from '../items/todos/PersonalTodosList';
import { useSetDashboardKind } from './api';

/** The classic home (docs/decisions.md, issue 19): the person's personal To-Dos, one list. */
export function ClassicDashboard() {
  const { t } = useTranslation();
  const setKind = useSetDashboardKind();
  const widgetsOffered = useFeatureFlag('new-dashboard');
  return (
    <>
      <PageHeader
        title={t('DASHBOARD_TITLE')}
        actions={
          widgetsOffered && (
            <Button
              variant="default"
              leftSection={<IconLayoutDashboard size={18} aria-hidden />}
              onClick={() => void setKind('widgets').catch(showSaveError)}
            >
              {t('DASHBOARD_USE_WIDGETS')}
            </Button>
          )
        }
      />
      <Text size="sm" c="dimmed" mb="md">
        {t('DASHBOARD_CLASSIC_HINT')}
      </Text>
      <PersonalTodosList />
    </>
  );
}
