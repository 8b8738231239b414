import { ActionIcon, Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '../app/i18n';
import { useLazyPanel } from './useLazyPanel';
import { useShellContext } from './useShellContext';

// Its own chunk, fetched the first time someone opens it.
const VoiceAssistant = lazy(() => import('../features/assistant/voice/VoiceAssistant'));

/**
 * Ask EOS AI (flag voice-assistant; the sub-bar shows it to licensed members only, never to Observers):
 * opens the Voice Assistant. A labelled button on wide screens, an icon button with the same name on
 * narrow ones. Another organization starts another conversation.
 */
export function AskAiButton() {
  const { t } = useTranslation();
  const { session } = useShellContext();
  const wide = useRef<HTMLButtonElement>(null);
  const narrow = useRef<HTMLButtonElement>(null);
  const { opened, loaded, toggle, close } = useLazyPanel([wide, narrow]);
  const label = t('ASK_EOS_AI');
  return (
    <>
      <Button
        ref={wide}
        variant="light"
        size="compact-md"
        leftSection={<IconSparkles size={16} />}
        visibleFrom="md"
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={toggle}
      >
        {label}
      </Button>
      <ActionIcon
        ref={narrow}
        variant="light"
        size="lg"
        hiddenFrom="md"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={toggle}
      >
        <IconSparkles size={16} />
      </ActionIcon>
      {loaded && (
        <Suspense fallback={null}>
          <VoiceAssistant key={session.orgId} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
