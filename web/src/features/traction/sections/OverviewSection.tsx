import { Grid, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertCircle, IconChartBar, IconChecks, IconNews, IconTarget } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMeeting } from '../api';
import { AgendaCard } from '../components/AgendaCard';
import { ChecklistCard } from '../components/ChecklistCard';
import { MeetingListCard } from '../components/MeetingListCard';

const LISTS = [
  { key: 'ROCKS', icon: IconTarget },
  { key: 'TODOS', icon: IconChecks },
  { key: 'ISSUES', icon: IconAlertCircle },
  { key: 'HEADLINES', icon: IconNews },
  { key: 'SCORECARD', icon: IconChartBar },
] as const;

/** meetingoverview: the meeting's lists beside its agenda and preparation checklist. */
export function OverviewSection() {
  const { t } = useTranslation();
  const { tractionId = '' } = useParams();
  // Already loaded by the page above; this reads the same cache entry.
  const meeting = useMeeting(tractionId);
  if (!meeting.data) return null;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {LISTS.map(({ key, icon: Icon }) => (
            <MeetingListCard
              key={key}
              icon={<Icon size={20} aria-hidden />}
              title={t(`TRACTION_LIST_${key}`)}
              empty={t(`TRACTION_EMPTY_${key}`)}
            />
          ))}
        </SimpleGrid>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="md">
          <AgendaCard agenda={meeting.data.agenda} />
          <ChecklistCard meetingId={meeting.data.id} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
