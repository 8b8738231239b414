import { Box, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { VoiceConversation } from './useVoiceConversation';
import { VoiceChoices } from './VoiceChoices';
import { VoiceComposer } from './VoiceComposer';
import { VoiceMessages } from './VoiceMessages';

/**
 * Inside the panel: the early-access note, the conversation, the question's buttons, what is
 * happening (listening, working) and the text box at the bottom.
 */
export function VoiceAssistantBody({ conversation }: { conversation: VoiceConversation }) {
  const { t } = useTranslation();
  const { messages, question, busy, send, answer } = conversation;
  const [listening, setListening] = useState(false);
  return (
    <Stack gap="sm" h="100%" style={{ minHeight: 0 }}>
      <Text size="sm" c="dimmed">
        {t('VOICE_EARLY_ACCESS')}
      </Text>
      <ScrollArea.Autosize flex={1} mah="100%" type="auto" offsetScrollbars>
        <Stack gap="sm">
          <VoiceMessages messages={messages} hint={t('VOICE_HINT')} />
          {question && <VoiceChoices question={question} disabled={busy} onAnswer={answer} />}
        </Stack>
      </ScrollArea.Autosize>
      {/* Said aloud when it changes: the listening note, or that the answer is on its way. */}
      <Box role="status" aria-live="polite">
        {listening && (
          <Text size="sm" fw={600}>
            {t('VOICE_LISTENING')}
          </Text>
        )}
        {busy && !listening && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('VOICE_WORKING')}</Text>
          </Group>
        )}
      </Box>
      <VoiceComposer busy={busy} onSend={send} onListeningChange={setListening} />
    </Stack>
  );
}
