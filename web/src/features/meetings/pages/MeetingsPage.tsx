import { TIMINGS } from '@eos/domain';
import { Box, Button, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarEvent, IconCalendarPlus } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useOpenModalRoute } from '../../../app/modalRoutes';
import { ComingEmptyState } from '../../../components/ComingEmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useShellContext } from '../../../shell/useShellContext';
import { GuideLink } from '../../learning/GuideLink';
import { useMyMeetings } from '../api';
import { MeetingCard } from '../components/MeetingCard';
import { MeetingsListSkeleton } from '../components/MeetingsListSkeleton';
import { MeetingsTable } from '../components/MeetingsTable';
import { MeetingsToolbar } from '../components/MeetingsToolbar';
import { favoritesFirst, type MeetingSort, meetingListRequest } from '../meetingOrder';

/** /meetings: the user's meetings (owner or invitee), searchable and sortable, favourites first. */
export default function MeetingsPage() {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const openModalRoute = useOpenModalRoute();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), TIMINGS.searchDebounceMs);
  const [sort, setSort] = useState<MeetingSort>('title');
  const request = useMemo(() => meetingListRequest(debounced, sort), [debounced, sort]);
  const list = useMyMeetings(request);
  const meetings = useMemo(() => favoritesFirst(list.data?.items ?? []), [list.data]);

  const canCreate = user.abilities.includes('meetings.create');
  const createButton = (
    <Button leftSection={<IconCalendarPlus size={18} />} onClick={() => openModalRoute('/meeting/new')}>
      {t('MEETING_CREATE')}
    </Button>
  );
  const timeZone = user.timeZoneName;
  const nameStyle = user.nameDisplayStyle;

  let content: ReactNode;
  if (list.isPending) content = <MeetingsListSkeleton />;
  else if (meetings.length === 0)
    content = (
      <ComingEmptyState
        icon={<IconCalendarEvent size={28} />}
        title={t('MEETING_NONE_FOUND')}
        description={debounced || !canCreate ? undefined : t('MEETING_NONE_HINT')}
      >
        {canCreate && !debounced && createButton}
      </ComingEmptyState>
    );
  else
    content = (
      <>
        <Box visibleFrom="md">
          <MeetingsTable meetings={meetings} timeZone={timeZone} nameStyle={nameStyle} />
        </Box>
        <Stack hiddenFrom="md" gap="sm" role="list" aria-label={t('MEETING_LIST_TITLE')}>
          {meetings.map((meeting) => (
            <MeetingCard key={meeting.id} meeting={meeting} timeZone={timeZone} nameStyle={nameStyle} />
          ))}
        </Stack>
      </>
    );

  return (
    <>
      <PageHeader
        title={t('MEETING_LIST_TITLE')}
        actions={
          <Group gap="xs">
            <GuideLink guide="level-10-meeting" />
            {canCreate && createButton}
          </Group>
        }
      />
      <MeetingsToolbar search={search} onSearch={setSearch} sort={sort} onSort={setSort} />
      <Box aria-busy={list.isFetching}>{content}</Box>
    </>
  );
}
