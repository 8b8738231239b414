import { displayName, type Meeting, type NameDisplayStyle } from '@eos/domain';
import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { InviteeAvatars } from '../../../components/InviteeAvatars';
import { cadenceLabel } from '../meetingFormat';
import { ColorTagMenu } from './ColorTagMenu';
import { FavoriteToggle } from './FavoriteToggle';
import { MeetingNextDate } from './MeetingNextDate';
import { MeetingRowActions } from './MeetingRowActions';
import { MeetingTitleLink } from './MeetingTitleLink';

interface MeetingsTableProps {
  meetings: Meeting[];
  timeZone: string;
  nameStyle: NameDisplayStyle;
}

/** Desktop: one row per meeting with star, title and cadence, colour, next date, invitees, owner, actions. */
export function MeetingsTable({ meetings, timeZone, nameStyle }: MeetingsTableProps) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44}>
            <VisuallyHidden>{t('MEETING_COL_FAVORITE')}</VisuallyHidden>
          </Table.Th>
          <Table.Th>{t('MEETING_COL_TITLE')}</Table.Th>
          <Table.Th>{t('MEETING_COL_NEXT')}</Table.Th>
          <Table.Th>{t('MEETING_COL_INVITEES')}</Table.Th>
          <Table.Th>{t('MEETING_COL_OWNER')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('MEETING_COL_ACTIONS')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {meetings.map((meeting) => (
          <Table.Tr key={meeting.id}>
            <Table.Td>
              <FavoriteToggle meeting={meeting} />
            </Table.Td>
            <Table.Td>
              <Stack gap={4}>
                <MeetingTitleLink meeting={meeting} />
                <Group gap="xs">
                  <ColorTagMenu meeting={meeting} canEdit={meeting.abilities.canEdit} />
                  <Text size="xs" c="dimmed">
                    {cadenceLabel(t, meeting.cadence)}
                  </Text>
                </Group>
              </Stack>
            </Table.Td>
            <Table.Td>
              <MeetingNextDate meeting={meeting} timeZone={timeZone} />
            </Table.Td>
            <Table.Td>
              <InviteeAvatars invitees={meeting.invitees} max={4} size={30} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{meeting.owner ? displayName(meeting.owner, nameStyle) : ''}</Text>
            </Table.Td>
            <Table.Td>
              <MeetingRowActions meeting={meeting} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
