import type { Meeting } from '@eos/domain';
import { Badge, Box, Button, Group, Stack } from '@mantine/core';
import { IconPlayerPlay, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useOpenModalRoute } from '../../../app/modalRoutes';
import { FavoriteToggle } from '../../meetings/components/FavoriteToggle';
import { MeetingNextDate } from '../../meetings/components/MeetingNextDate';
import { MeetingTitleLink } from '../../meetings/components/MeetingTitleLink';
import { isMeetingLive } from './meetingWidgetList';

interface MeetingsWidgetRowProps {
  meeting: Meeting;
  /** The viewer's own zone: next dates read as the Meetings page shows them. */
  timeZone: string;
  readOnly: boolean;
}

/**
 * One meeting: the favourite star, its title (to the meeting page /traction/{id}/{thread}) over its
 * next date, and Join while it is live, which opens the live meeting over the dashboard as the
 * Meetings page does. Read-only viewers see a favourite's star but cannot change it from here.
 */
export function MeetingsWidgetRow({ meeting, timeZone, readOnly }: MeetingsWidgetRowProps) {
  const { t } = useTranslation();
  const openModalRoute = useOpenModalRoute();
  const live = isMeetingLive(meeting);
  return (
    <Group
      component="li"
      gap="xs"
      wrap="nowrap"
      align="center"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {readOnly ? (
        meeting.isFavorite && (
          <Box c="yellow" style={{ display: 'flex', flexShrink: 0 }}>
            <IconStarFilled size={16} role="img" aria-label={t('MEETINGS_WIDGET_FAVORITE')} />
          </Box>
        )
      ) : (
        <FavoriteToggle meeting={meeting} />
      )}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <MeetingTitleLink meeting={meeting} />
        <Group gap={6} wrap="wrap">
          {live && (
            <Badge size="xs" color="red" variant="light">
              {t('MEETINGS_WIDGET_LIVE')}
            </Badge>
          )}
          <MeetingNextDate meeting={meeting} timeZone={timeZone} />
        </Group>
      </Stack>
      {live && (
        <Button
          size="compact-sm"
          leftSection={<IconPlayerPlay size={14} aria-hidden />}
          aria-label={t('MEETING_JOIN_ARIA', { 0: meeting.title })}
          onClick={() => openModalRoute(`/meeting/live/${meeting.id}`)}
          style={{ flexShrink: 0 }}
        >
          {t('MEETING_JOIN')}
        </Button>
      )}
    </Group>
  );
}
