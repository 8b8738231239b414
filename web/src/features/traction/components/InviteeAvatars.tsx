import { displayName, initials, type Person } from '@eos/domain';
import { Avatar, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '../../../shell/useShellContext';

const SHOWN = 5;

/** The invitees as overlapping avatars; names come by tooltip and for screen readers by label. */
export function InviteeAvatars({ invitees }: { invitees: Person[] }) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const shown = invitees.slice(0, SHOWN);
  const rest = invitees.slice(SHOWN);
  const restNames = rest.map((p) => displayName(p, user.nameDisplayStyle)).join(', ');
  return (
    <Tooltip.Group openDelay={200} closeDelay={100}>
      <Avatar.Group role="list" aria-label={t('TRACTION_INVITEES')}>
        {shown.map((person) => {
          const name = displayName(person, user.nameDisplayStyle);
          return (
            <Tooltip key={person.id} label={name} withArrow>
              {/* Focusable so keyboard users reach the tooltip too. */}
              <Avatar
                role="listitem"
                tabIndex={0}
                src={person.avatarUrl}
                alt={name}
                aria-label={name}
                color="initials"
                name={name}
                radius="xl"
              >
                {initials(person)}
              </Avatar>
            </Tooltip>
          );
        })}
        {rest.length > 0 && (
          <Tooltip label={restNames} withArrow multiline maw={260}>
            <Avatar
              role="listitem"
              tabIndex={0}
              radius="xl"
              aria-label={t('TRACTION_MORE_INVITEES', { 0: rest.length })}
            >
              +{rest.length}
            </Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
