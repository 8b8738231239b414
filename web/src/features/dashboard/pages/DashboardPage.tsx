import { Button, Card, List, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarPlus, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useOpenModalRoute } from '../../../app/modalRoutes';
import { ComingEmptyState } from '../../../components/ComingEmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useShellContext } from '../../../shell/useShellContext';
import { PersonalTodosList } from '../../items/todos/PersonalTodosList';

/**
 * The tools home: a welcome, the user's personal To-Dos, and what comes next. The widget dashboard
 * arrives with its own work.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { org, user, isObserver } = useShellContext();
  const openModalRoute = useOpenModalRoute();
  return (
    <>
      <PageHeader title={t('DASHBOARD_TITLE')} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <ComingEmptyState
            icon={<IconLayoutDashboard size={28} />}
            title={t('DASHBOARD_WELCOME', { 0: user.firstName, 1: org?.name ?? '' })}
            description={t('DASHBOARD_EMPTY')}
          >
            {!isObserver && (
              <Button leftSection={<IconCalendarPlus size={18} />} onClick={() => openModalRoute('/meeting/new')}>
                {t('CREATE_MEETING')}
              </Button>
            )}
          </ComingEmptyState>
          <Text fw={600} mt="md" mb="xs">
            {t('DASHBOARD_NEXT_TITLE')}
          </Text>
          <List
            spacing={6}
            size="sm"
            icon={
              <ThemeIcon size={8} radius="xl" color="gray">
                <span />
              </ThemeIcon>
            }
          >
            <List.Item>{t('DASHBOARD_NEXT_MEETINGS')}</List.Item>
            <List.Item>{t('DASHBOARD_NEXT_WIDGETS')}</List.Item>
          </List>
        </Card>
        <PersonalTodosList />
      </SimpleGrid>
    </>
  );
}
