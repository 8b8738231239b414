import { displayName, type Person, type VtoRock } from '@eos/domain';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';
import { useShellContext } from '../../../shell/useShellContext';
import { RockSummary } from './RockSummary';

interface QuarterRockRowProps {
  rock: VtoRock;
  /** Its owner, once the people are read. */
  owner: Person | undefined;
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
  onUnlink: () => void;
}

/** One Rock of the quarter as the meeting has it now: title, owner, status and due date; move and unlink. */
export function QuarterRockRow({ rock, owner, index, count, busy, onMove, onUnlink }: QuarterRockRowProps) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" fw={600} w={24} ta="right" aria-hidden style={{ flexShrink: 0 }}>
        {index + 1}.
      </Text>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <RockSummary
          rock={rock}
          owner={
            owner && (
              <Group gap={4} wrap="nowrap">
                <PersonAvatar person={owner} size={20} />
                <Text size="xs" c="dimmed">
                  {displayName(owner, user.nameDisplayStyle)}
                </Text>
              </Group>
            )
          }
        />
      </Stack>
      <Group gap={0} wrap="nowrap" style={{ flexShrink: 0 }}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('VTO_MOVE_UP', { title: rock.title })}
          disabled={busy || index === 0}
          onClick={() => onMove(index - 1)}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('VTO_MOVE_DOWN', { title: rock.title })}
          disabled={busy || index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('VTO_UNLINK_ROCK', { title: rock.title })}
          disabled={busy}
          onClick={onUnlink}
        >
          <IconLinkOff size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
