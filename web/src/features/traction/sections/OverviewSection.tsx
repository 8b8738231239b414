import { Grid, SimpleGrid, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { HeadlinesList } from '../../items/headlines/HeadlinesList';
import { IssuesList } from '../../items/issues/IssuesList';
import { RocksList } from '../../items/rocks/RocksList';
import { TodosList } from '../../items/todos/TodosList';
import { ScorecardSection } from '../../scorecard/ScorecardSection';
import { useMeeting } from '../api';
import { AgendaCard } from '../components/AgendaCard';
import { ChecklistCard } from '../components/ChecklistCard';

/** meetingoverview: the meeting's Rocks, To-Dos, Issues and Headlines beside its agenda and checklist. */
export function OverviewSection() {
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
        </SimpleGrid>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="md">
          <AgendaCard agenda={meeting.data.agenda} />
          <ChecklistCard meetingId={id} />
        </Stack>
      </Grid.Col>
      {/* The Scorecard gets the page's whole width, beside nothing: its 13 weeks need it. */}
      <Grid.Col span={12} style={{ minWidth: 0 }}>
        <ScorecardSection tractionId={id} />
      </Grid.Col>
    </Grid>
  );
}
