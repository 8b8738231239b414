import { Reactions } from '@eos/domain';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { REACTIONS } from '../constants';
import { useLive } from '../LiveMeetingContext';

/** A row of reaction buttons; everyone in the meeting sees each one float by with the sender's name. */
export function ReactionBar() {
  const { t } = useTranslation();
  const { send, canWrite } = useLive();
  if (!canWrite) return null;
  return (
    <Group gap={4} role="group" aria-label={t('LIVE_REACTIONS')}>
      {Reactions.map((reaction) => {
        const { emoji, label } = REACTIONS[reaction];
        return (
          <Tooltip key={reaction} label={t(label)}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t(label)}
              onClick={() => void send('reaction', { id: reaction })}
            >
              <Text fz={20} lh={1} aria-hidden>
                {emoji}
              </Text>
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
