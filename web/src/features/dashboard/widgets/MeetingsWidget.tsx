import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useOpenModalRoute } from '../../../app/modalRoutes';
import { useShellContext } from '../../../shell/useShellContext';
import { useMyMeetings } from '../../meetings/api';
import { WidgetList } from './listBody';
import { MeetingsWidgetRow } from './MeetingsWidgetRow';
import { MEETINGS_WIDGET_REQUEST, meetingsForWidget } from './meetingWidgetList';
import type { WidgetBodyProps } from './types';

/** The whole list in one page (001 §9: up to 100), so there is never a next page to load. */
const NO_MORE_PAGES = { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => undefined };

/**
 * The meetings widget (001 §3): the viewer's meetings, favourites first, then by next date, each
 * opening its meeting page, with Join while it runs. No filters: always the viewer's own.
 */
export function MeetingsWidget({ readOnly }: WidgetBodyProps) {
  const { user } = useShellContext();
  const list = useMyMeetings(MEETINGS_WIDGET_REQUEST);
  const meetings = useMemo(() => meetingsForWidget(list.data?.items ?? []), [list.data]);
  return (
    <WidgetList
      list={{
        ...NO_MORE_PAGES,
        itemCount: meetings.length,
        isPending: list.isPending,
        isError: list.isError,
        refetch: list.refetch,
      }}
      empty={<MeetingsWidgetEmpty canCreate={!readOnly && user.abilities.includes('meetings.create')} />}
    >
      {meetings.map((meeting) => (
        <MeetingsWidgetRow key={meeting.id} meeting={meeting} timeZone={user.timeZoneName} readOnly={readOnly} />
      ))}
    </WidgetList>
  );
}

/** No meetings: what the widget will show, and for those who may, the way to make the first one. */
function MeetingsWidgetEmpty({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation();
  const openModalRoute = useOpenModalRoute();
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm">{t('MEETINGS_WIDGET_EMPTY')}</Text>
      <Text size="sm" c="dimmed">
        {t(canCreate ? 'MEETINGS_WIDGET_EMPTY_HINT' : 'MEETINGS_WIDGET_EMPTY_READONLY')}
      </Text>
      {canCreate && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          onClick={() => openModalRoute('/meeting/new')}
        >
          {t('MEETING_CREATE')}
        </Button>
      )}
    </Stack>
  );
}
