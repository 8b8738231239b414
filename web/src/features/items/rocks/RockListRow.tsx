import { DATE_FORMATS, displayName, type Rock } from '@eos/domain';
import { Badge, Group, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowMoveDown } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';
import { useShellContext } from '../../../shell/useShellContext';
import { NewBadge } from '../lists/NewBadge';
import { openItemPopup } from '../popups/store';
import { RockRowMenu } from './RockRowMenu';
import { RockStatusSelect } from './RockStatusSelect';
import { rockStatusLabel, rockTypeLabel } from './rockOptions';

/**
 * One Rock of a meeting's list: status (changeable inline by its editors), title (opens the popup),
 * owner, due date, type, milestone progress and a delegated marker. Wraps onto more lines on a phone.
 */
export function RockListRow({ rock, tractionId }: { rock: Rock; tractionId: string }) {
  const { t } = useTranslation();
  const { user, isObserver } = useShellContext();
  const canEdit = rock.abilities.canEdit && !isObserver;
  const ownerName = rock.owner ? displayName(rock.owner, user.nameDisplayStyle) : t('ROCK_OWNER_UNKNOWN');
  return (
    <Group
      component="li"
      gap="xs"
      wrap="wrap"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {canEdit ? (
        <RockStatusSelect rock={rock} compact size="xs" />
      ) : (
        <Badge variant="light" color="gray">
          {rockStatusLabel(t, rock.status)}
        </Badge>
      )}
      <UnstyledButton
        onClick={() => openItemPopup({ kind: 'rock', id: rock.id })}
        style={{ flex: '1 1 160px', minWidth: 0 }}
      >
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {rock.title}
        </Text>
      </UnstyledButton>
      <Group gap={6} wrap="wrap">
        <NewBadge type="rock" id={rock.id} />
        {rock.delegatedFromRockId && (
          <Badge variant="outline" size="sm" leftSection={<IconArrowMoveDown size={12} aria-hidden />}>
            {t('ROCK_DELEGATED_BADGE')}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          {rockTypeLabel(t, rock.type)}
        </Text>
        {rock.progress.total > 0 && (
          <Text size="xs" c="dimmed">
            {t('ROCK_MILESTONES_PROGRESS', { 0: rock.progress.done, 1: rock.progress.total })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          <VisuallyHidden>{t('ROCK_DUE_LABEL')}</VisuallyHidden>
          {dayjs(rock.dueDate).format(DATE_FORMATS.inline)}
        </Text>
        {rock.owner && (
          <Tooltip label={ownerName}>
            <PersonAvatar person={rock.owner} size="sm" role="img" aria-label={ownerName} />
          </Tooltip>
        )}
        {canEdit && <RockRowMenu rock={rock} tractionId={tractionId} />}
      </Group>
    </Group>
  );
}
