import { displayName, type Meeting, type NameDisplayStyle } from '@eos/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { InviteeAvatars } from '../../../components/InviteeAvatars';
import { cadenceLabel } from '../meetingFormat';
import { ColorTagMenu } from './ColorTagMenu';
import { FavoriteToggle } from './FavoriteToggle';
import { MeetingNextDate } from './MeetingNextDate';
import { MeetingRowActions } from './MeetingRowActions';
import { MeetingTitleLink } from './MeetingTitleLink';

interface MeetingCardProps {
  meeting: Meeting;
  timeZone: string;
  nameStyle: NameDisplayStyle;
}

/** Phones: the same facts as a table row, stacked in a card. */
export function MeetingCard({ meeting, timeZone, nameStyle }: MeetingCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" role="listitem">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Group gap={4} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <FavoriteToggle meeting={meeting} />
            <MeetingTitleLink meeting={meeting} />
          </Group>
          <ColorTagMenu meeting={meeting} canEdit={meeting.abilities.canEdit} />
        </Group>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {cadenceLabel(t, meeting.cadence)}
          </Text>
          <MeetingNextDate meeting={meeting} timeZone={timeZone} />
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={4}>
            <InviteeAvatars invitees={meeting.invitees} max={4} size={30} />
            {meeting.owner && (
              <Text size="xs" c="dimmed">
                {t('MEETING_OWNER_LABEL', { 0: displayName(meeting.owner, nameStyle) })}
              </Text>
            )}
          </Stack>
          <MeetingRowActions meeting={meeting} />
        </Group>
      </Stack>
    </Paper>
  );
}
