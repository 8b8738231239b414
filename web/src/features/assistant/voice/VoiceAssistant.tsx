import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { AssistantPanel } from '../AssistantPanel';
import { useVoiceConversation } from './useVoiceConversation';
import { VoiceAssistantBody } from './VoiceAssistantBody';

interface VoiceAssistantProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Ask EOS AI's Voice Assistant (000 §2, 001 §2): a side panel beside the page on desktop, a popup on
 * smaller screens (the whole screen on a phone). The conversation outlives closing it.
 */
export default function VoiceAssistant({ opened, onClose }: VoiceAssistantProps) {
  const { t } = useTranslation();
  const conversation = useVoiceConversation();
  const title = (
    <Group gap="xs" component="span">
      <Text component="span" fw={700}>
        {t('ASK_EOS_AI')}
      </Text>
      <Badge size="sm" variant="light" component="span">
        {t('VOICE_BETA')}
      </Badge>
    </Group>
  );
  return (
    <AssistantPanel opened={opened} onClose={onClose} title={title} closeLabel={t('VOICE_CLOSE')}>
      <VoiceAssistantBody conversation={conversation} />
    </AssistantPanel>
  );
}
