import { averageRating, type LiveMeetingSummary } from '@eos/domain';
import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../app/i18n';
import { AverageRating } from '../conclude/AverageRating';
import { RecapList } from '../conclude/RecapList';
import { SummaryAttendees } from './SummaryAttendees';
import { SummarySections } from './SummarySections';

interface SessionSummaryDetailsProps {
  summary: LiveMeetingSummary;
  /** The session's recorded average; computed from the ratings when it has none. */
  average: number | null;
}

/** What a held session kept: attendees and ratings, time per section, and what it got done. */
export function SessionSummaryDetails({ summary, average }: SessionSummaryDetailsProps) {
  const { t } = useTranslation();
  const attendeesId = useId();
  const sectionsId = useId();
  const doneId = useId();
  return (
    <Stack gap="md" mt="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="lg" component="section" aria-labelledby={attendeesId}>
          <Title order={3} size="h4" id={attendeesId} mb="xs">
            {t('LIVE_SUMMARY_ATTENDEES')}
          </Title>
          <SummaryAttendees attendees={summary.attendees} />
          <AverageRating average={average ?? averageRating(summary.attendees)} />
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby={sectionsId}>
          <Title order={3} size="h4" id={sectionsId} mb="xs">
            {t('LIVE_SUMMARY_TIME')}
          </Title>
          <SummarySections sections={summary.sections} />
        </Card>
      </SimpleGrid>
      <Card withBorder padding="lg" component="section" aria-labelledby={doneId}>
        <Title order={3} size="h4" id={doneId} mb="xs">
          {t('LIVE_SUMMARY_DONE')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <RecapList
            title={t('LIVE_RECAP_ISSUES_SOLVED')}
            items={summary.solvedIssues}
            empty={t('LIVE_RECAP_NO_ISSUES')}
          />
          <RecapList title={t('LIVE_RECAP_TODOS_ADDED')} items={summary.addedTodos} empty={t('LIVE_RECAP_NO_TODOS')} />
          <RecapList
            title={t('LIVE_RECAP_HEADLINES_REVIEWED')}
            items={summary.reviewedHeadlines}
            empty={t('LIVE_RECAP_NO_HEADLINES')}
          />
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
