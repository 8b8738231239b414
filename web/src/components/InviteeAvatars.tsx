import { displayName, type Person } from '@eos/domain';
import { Avatar, type MantineSize, Tooltip } from '@mantine/core';
import { useTranslation } from '../app/i18n';
import { useShellContext } from '../shell/useShellContext';
import { PersonAvatar } from './pickers/PersonAvatar';

interface InviteeAvatarsProps {
  invitees: Person[];
  /** How many faces before '+N'. */
  max?: number;
  size?: MantineSize | number;
}

/**
 * A meeting's invitees as overlapping avatars. Names come by tooltip, and for screen readers as a
 * list of labelled items; each face is focusable so keyboard users reach the tooltip too.
 */
export function InviteeAvatars({ invitees, max = 5, size = 'md' }: InviteeAvatarsProps) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const name = (p: Person) => displayName(p, user.nameDisplayStyle);
  const rest = invitees.slice(max);
  return (
    <Tooltip.Group openDelay={200} closeDelay={100}>
      <Avatar.Group spacing={6} role="list" aria-label={t('INVITEES')}>
        {invitees.slice(0, max).map((person) => (
          <Tooltip key={person.id} label={name(person)} withArrow>
            <PersonAvatar
              person={person}
              role="listitem"
              tabIndex={0}
              aria-label={name(person)}
              size={size}
              radius="xl"
            />
          </Tooltip>
        ))}
        {rest.length > 0 && (
          <Tooltip label={rest.map(name).join(', ')} withArrow multiline maw={260}>
            <Avatar
              role="listitem"
              tabIndex={0}
              size={size}
              radius="xl"
              aria-label={t('INVITEES_MORE', { 0: rest.length })}
            >
              +{rest.length}
            </Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
