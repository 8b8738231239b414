import type { Seat } from '@eos/domain';
import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';
import { usePeopleByIds } from '../../../components/pickers/pickerQueries';
import type { NotesState } from './useSeatNotes';

/** 'Auto-saved on {date} at {time} by {person}' with their picture; 'Saving…' while a save is out. */
export function NotesSavedLine({ seat, state }: { seat: Seat; state: NotesState }) {
  const { t } = useTranslation();
  const people = usePeopleByIds(seat.notesUpdatedById ? [seat.notesUpdatedById] : []);
  if (state === 'saving')
    return (
      <Text size="xs" c="dimmed" role="status">
        {t('AC_NOTES_SAVING')}
      </Text>
    );
  if (!seat.notesUpdated) return null;
  const when = new Date(seat.notesUpdated);
  const person = people.data?.find((p) => p.id === seat.notesUpdatedById);
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : '';
  return (
    <Group gap={6} wrap="nowrap" role="status">
      {person && <PersonAvatar person={person} size={20} />}
      <Text size="xs" c="dimmed">
        {t('AC_NOTES_SAVED', {
          0: when.toLocaleDateString(),
          1: when.toLocaleTimeString([], { timeStyle: 'short' }),
          2: name,
        })}
      </Text>
    </Group>
  );
}
