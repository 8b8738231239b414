import { VOICE_TEXT_MAX } from '@eos/domain';
import { ActionIcon } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { AssistantTextBox } from '../AssistantTextBox';
import { useSpeechRecognition } from './useSpeechRecognition';

interface VoiceComposerProps {
  busy: boolean;
  onSend: (text: string) => void;
  /** Told whether the microphone is listening, to show the listening note. */
  onListeningChange: (listening: boolean) => void;
}

/**
 * The text box, the microphone (where the browser has a speech API) and Send. Listening clears the
 * text and fills it with what is heard; when listening ends, what was heard is sent (001 §4 steps 1, 2).
 * Enter sends typed text; Shift+Enter starts a new line.
 */
export function VoiceComposer({ busy, onSend, onListeningChange }: VoiceComposerProps) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const [text, setText] = useState('');
  const send = (said: string) => {
    if (!said.trim() || busy) return;
    onSend(said);
    setText('');
  };
  const speech = useSpeechRecognition({ lang: user.userLocale, onTranscript: setText, onEnd: send });
  const { listening } = speech;

  useEffect(() => onListeningChange(listening), [listening, onListeningChange]);

  const listen = () => {
    if (listening) return speech.stop();
    setText('');
    speech.start();
  };
  return (
    <AssistantTextBox
      label={t('VOICE_INPUT_LABEL')}
      placeholder={t('VOICE_INPUT_PLACEHOLDER')}
      value={text}
      onChange={setText}
      onSend={() => send(text)}
      maxLength={VOICE_TEXT_MAX}
      readOnly={listening}
      sendLabel={t('VOICE_SEND')}
      sendDisabled={busy || listening || !text.trim()}
    >
      {speech.supported && (
        <ActionIcon
          size="input-sm"
          variant={listening ? 'filled' : 'light'}
          color={listening ? 'red' : undefined}
          aria-label={listening ? t('VOICE_STOP_LISTENING') : t('VOICE_START_LISTENING')}
          onClick={listen}
        >
          {listening ? <IconPlayerStopFilled size={18} /> : <IconMicrophone size={18} />}
        </ActionIcon>
      )}
    </AssistantTextBox>
  );
}
