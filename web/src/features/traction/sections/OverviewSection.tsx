import { Grid, SimpleGrid, Stack } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HeadlinesList } from '../../items/headlines/HeadlinesList';
import { IssuesList } from '../../items/issues/IssuesList';
import { RocksList } from '../../items/rocks/RocksList';
import { TodosList } from '../../items/todos/TodosList';
import { useMeeting } from '../api';
import { AgendaCard } from '../components/AgendaCard';
import { ChecklistCard } from '../components/ChecklistCard';
import { MeetingListCard } from '../components/MeetingListCard';

/** meetingoverview: the meeting's Rocks, To-Dos, Issues and Headlines beside its agenda and checklist. */
export function OverviewSection() {
  const { t } = useTranslation();
  const { tractionId = '' } = useParams();
  // Already loaded by the page above; this reads the same cache entry.
  const meeting = useMeeting(tractionId);
  if (!meeting.data) return null;
  const id = meeting.data.id;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
          <RocksList tractionId={id} />
          <TodosList tractionId={id} />
          <IssuesList tractionId={id} />
          <HeadlinesList tractionId={id} />
          {/* The Scorecard arrives with its own work (issue 5); until then it says it is empty. */}
          <MeetingListCard
            icon={<IconChartBar size={20} aria-hidden />}
            title={t('TRACTION_LIST_SCORECARD')}
            empty={t('TRACTION_EMPTY_SCORECARD')}
          />
        </SimpleGrid>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="md">
          <AgendaCard agenda={meeting.data.agenda} />
          <ChecklistCard meetingId={id} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
