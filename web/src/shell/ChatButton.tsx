import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '../app/i18n';
import { useLazyPanel } from './useLazyPanel';
import { useShellContext } from './useShellContext';

// Its own chunk, fetched the first time someone opens it.
const ChatPopup = lazy(() => import('../features/assistant/chat/ChatPopup'));

/**
 * The help chat's button in the top bar (000 §1 'a help chat'): every member of the organization,
 * Observers included (it reads only what they may see). Another organization starts another thread.
 */
export function ChatButton() {
  const { t } = useTranslation();
  const { session } = useShellContext();
  const button = useRef<HTMLButtonElement>(null);
  const { opened, loaded, toggle, close } = useLazyPanel([button]);
  const label = t('CHAT_OPEN');
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon
          ref={button}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={toggle}
        >
          <IconMessageChatbot size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPopup key={session.orgId} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
