import { displayName, type Person } from '@eos/domain';
import { Avatar, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';

const SHOWN = 4;

/** The first invitees' faces with their names on hover (and for screen readers), then '+N'. */
export function InviteeAvatars({ invitees }: { invitees: Person[] }) {
  const { t } = useTranslation();
  const names = invitees.map((p) => displayName(p));
  const rest = invitees.length - SHOWN;
  return (
    <Tooltip.Group openDelay={200} closeDelay={100}>
      <Avatar.Group spacing={6} role="img" aria-label={t('MEETING_INVITEES_ARIA', { 0: names.join(', ') })}>
        {invitees.slice(0, SHOWN).map((person, i) => (
          <Tooltip key={person.id} label={names[i]} withArrow>
            <PersonAvatar person={person} size={30} />
          </Tooltip>
        ))}
        {rest > 0 && (
          <Tooltip label={names.slice(SHOWN).join(', ')} withArrow>
            <Avatar size={30} aria-label={t('MEETING_INVITEES_MORE', { 0: rest })}>
              +{rest}
            </Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
