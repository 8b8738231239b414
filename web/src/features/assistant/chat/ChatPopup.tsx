import { Box, Button, Group, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { AssistantPanel, useAssistantLayout } from '../AssistantPanel';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';
import { useChat } from './useChat';

interface ChatPopupProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The help chat (001 §2 ChatPopup, 'Let's Chat'): questions about the organization's own data, answered
 * by the configured model (streamed as it writes), or from the learning centre's guides without one;
 * the sources under each answer. Beside the page on desktop, over it on smaller screens, where
 * following a source closes it.
 */
export default function ChatPopup({ opened, onClose }: ChatPopupProps) {
  const { t } = useTranslation();
  const chat = useChat();
  const { docked } = useAssistantLayout();
  const onFollow = () => {
    if (!docked) onClose();
  };
  return (
    <AssistantPanel opened={opened} onClose={onClose} title={t('CHAT_TITLE')} closeLabel={t('CHAT_CLOSE')}>
      <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden />}
            disabled={chat.messages.length === 0 && !chat.pending}
            onClick={() => void chat.clear()}
          >
            {t('CHAT_CLEAR')}
          </Button>
        </Group>
        <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
          <ChatMessages
            messages={chat.messages}
            pending={chat.pending}
            loading={chat.loading}
            loadFailed={chat.loadFailed}
            onFollow={onFollow}
          />
        </Box>
        <ChatComposer busy={chat.busy} onSend={(prompt) => void chat.send(prompt)} />
      </Stack>
    </AssistantPanel>
  );
}
