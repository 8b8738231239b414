import type { Meeting } from '@eos/domain';
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useOpenModalRoute } from '../../../app/modalRoutes';

/** Join (when the meeting can be joined now) and edit (when the user may edit it). */
export function MeetingRowActions({ meeting }: { meeting: Pick<Meeting, 'id' | 'title' | 'canJoin' | 'abilities'> }) {
  const { t } = useTranslation();
  const openModalRoute = useOpenModalRoute();
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {meeting.canJoin && (
        <Button
          size="compact-sm"
          leftSection={<IconPlayerPlay size={14} />}
          aria-label={t('MEETING_JOIN_ARIA', { 0: meeting.title })}
          onClick={() => openModalRoute(`/meeting/live/${meeting.id}`)}
        >
          {t('MEETING_JOIN')}
        </Button>
      )}
      {meeting.abilities.canEdit && (
        <ActionIcon
          variant="subtle"
          aria-label={t('MEETING_EDIT_ARIA', { 0: meeting.title })}
          onClick={() => openModalRoute(`/meeting/${meeting.id}`)}
        >
          <IconPencil size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
