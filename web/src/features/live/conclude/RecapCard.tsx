import { Card, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useLiveRecap } from '../useLiveRecap';
import { RecapList } from './RecapList';

/** What this meeting did: the To-Dos it added and the issues it solved. */
export function RecapCard() {
  const { t } = useTranslation();
  const recap = useLiveRecap();
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Title order={4} id={titleId} mb="xs">
        {t('LIVE_RECAP')}
      </Title>
      {recap.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <RecapList
            title={t('LIVE_RECAP_TODOS_ADDED')}
            items={recap.data.addedTodos}
            empty={t('LIVE_RECAP_NO_TODOS')}
          />
          <RecapList
            title={t('LIVE_RECAP_ISSUES_SOLVED')}
            items={recap.data.solvedIssues}
            empty={t('LIVE_RECAP_NO_ISSUES')}
          />
        </SimpleGrid>
      ) : (
        <Skeleton height={60} aria-busy="true" />
      )}
    </Card>
  );
}
