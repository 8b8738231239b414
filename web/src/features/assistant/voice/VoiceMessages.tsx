import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../app/i18n';
import { openItemPopup } from '../../items/popups/store';
import type { AssistantMessage, VoiceMessage } from './useVoiceConversation';

const BACKGROUND: Record<AssistantMessage['tone'], string> = {
  info: 'var(--mantine-color-gray-light)',
  success: 'var(--mantine-color-green-light)',
  error: 'var(--mantine-color-red-light)',
};

// Long words (a pasted address) wrap rather than widen the panel.
const WRAP = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

function AssistantReply({ message }: { message: AssistantMessage }) {
  const { t } = useTranslation();
  const { created } = message;
  return (
    <Paper p="xs" radius="md" maw="90%" bg={BACKGROUND[message.tone]}>
      <Text size="sm" style={WRAP}>
        {t(message.key, message.params)}
      </Text>
      {created && (
        <Group gap="sm">
          {created.items.map((item) => {
            // Several owners made several items: each link says whose it opens.
            const several = created.items.length > 1 && item.ownerName;
            return (
              <Anchor
                key={item.id}
                component="button"
                type="button"
                size="sm"
                fw={600}
                aria-label={
                  several
                    ? t('VOICE_EDIT_ITEM_FOR', { 0: created.title, 1: item.ownerName })
                    : t('VOICE_EDIT_ITEM', { 0: created.title })
                }
                onClick={() => openItemPopup({ kind: created.type, id: item.id })}
              >
                {several ? t('VOICE_EDIT_FOR', { 0: item.ownerName }) : t('ITEM_EDIT')}
              </Anchor>
            );
          })}
        </Group>
      )}
    </Paper>
  );
}

/**
 * The conversation, oldest first, scrolled to the newest. A log region: a screen reader reads each
 * reply as it arrives.
 */
export function VoiceMessages({ messages, hint }: { messages: VoiceMessage[]; hint: string }) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  return (
    <Box role="log" aria-live="polite" aria-label={t('VOICE_CONVERSATION')}>
      {count === 0 && (
        <Text size="sm" c="dimmed" style={WRAP}>
          {hint}
        </Text>
      )}
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {messages.map((message) => (
          <Box
            component="li"
            key={message.id}
            style={{ display: 'flex', justifyContent: message.role === 'user' ? 'flex-end' : 'flex-start' }}
          >
            {message.role === 'user' ? (
              <Paper p="xs" radius="md" maw="90%" bg="var(--mantine-color-blue-light)">
                <Text size="sm" style={WRAP}>
                  {message.text}
                </Text>
              </Paper>
            ) : (
              <AssistantReply message={message} />
            )}
          </Box>
        ))}
      </Stack>
      <div ref={end} />
    </Box>
  );
}
