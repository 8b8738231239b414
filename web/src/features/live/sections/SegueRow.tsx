import type { LiveAttendee } from '@eos/domain';
import { Badge, Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';
import { attendeePerson } from '../attendees/attendeePerson';
import { useAttendeeName } from '../attendees/useAttendeeName';
import { useLive } from '../LiveMeetingContext';
import { useLiveSend } from '../useLiveSend';

/** One person in the segue: sharing now (highlighted), already shared (dimmed, ticked), or yet to. */
export function SegueRow({ attendee }: { attendee: LiveAttendee }) {
  const { t } = useTranslation();
  const { canWrite } = useLive();
  const { send, busy } = useLiveSend();
  const name = useAttendeeName()(attendee);
  const selected = attendee.segueStatus === 'Selected';
  const done = attendee.segueStatus === 'AlreadySelected';
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ opacity: done ? 0.6 : 1 }}
    >
      <Group gap="sm" wrap="nowrap">
        <PersonAvatar person={attendeePerson(attendee)} size="md" aria-hidden />
        <Text fw={selected ? 700 : 500} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        {selected && (
          <Badge variant="filled" size="sm">
            {t('LIVE_SEGUE_SPEAKING')}
          </Badge>
        )}
        {done && (
          <>
            <IconCheck size={18} aria-hidden color="var(--mantine-color-green-7)" />
            <VisuallyHidden>{t('LIVE_SEGUE_DONE')}</VisuallyHidden>
          </>
        )}
        {canWrite && !selected && (
          <Button
            size="compact-sm"
            variant="light"
            disabled={busy}
            aria-label={t('LIVE_SEGUE_PICK_OF', { 0: name })}
            onClick={() => void send('set-selected-attendee', { personId: attendee.personId })}
          >
            {t('LIVE_SEGUE_PICK')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
