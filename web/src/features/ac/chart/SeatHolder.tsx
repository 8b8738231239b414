import type { Seat } from '@eos/domain';
import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';

/** The seat's holder with their picture, or 'Open seat' when nobody holds it. */
export function SeatHolder({ seat }: { seat: Seat }) {
  const { t } = useTranslation();
  if (!seat.assignedToId)
    return (
      <Group px="sm" py={8} h={48}>
        <Text size="sm" c="dimmed" fs="italic">
          {t('AC_OPEN_SEAT')}
        </Text>
      </Group>
    );
  const person = {
    id: seat.assignedToId,
    firstName: seat.assignedToFirstName ?? '',
    lastName: seat.assignedToLastName ?? '',
    avatarUrl: seat.avatarUrl,
  };
  return (
    <Group px="sm" py={8} h={48} gap="xs" wrap="nowrap">
      <PersonAvatar person={person} size={32} />
      <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
        {seat.assignedTo ?? `${person.firstName} ${person.lastName}`.trim()}
      </Text>
    </Group>
  );
}
