import { displayName, type Rock } from '@eos/domain';
import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';
import { useShellContext } from '../../../shell/useShellContext';
import { rockTypeLabel } from './rockOptions';

interface DelegateSummaryProps {
  rock: Rock;
  /** Meeting titles by id (useMeetingTitles). */
  meetingTitles: Map<string, string>;
}

/** A delegated Rock in one line: its owner, and the meeting(s) and type it was delegated to. */
export function DelegateSummary({ rock, meetingTitles }: DelegateSummaryProps) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const owner = rock.owner ? displayName(rock.owner, user.nameDisplayStyle) : t('ROCK_OWNER_UNKNOWN');
  const meetings = rock.tractionIds.map((id) => meetingTitles.get(id)).filter(Boolean);
  return (
    <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
      {rock.owner && <PersonAvatar person={rock.owner} size="sm" />}
      <Text size="sm">{owner}</Text>
      <Text size="xs" c="dimmed">
        {[meetings.join(', '), rockTypeLabel(t, rock.type)].filter(Boolean).join(' · ')}
      </Text>
    </Group>
  );
}
