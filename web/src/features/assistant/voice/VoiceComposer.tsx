import { VOICE_TEXT_MAX } from '@eos/domain';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
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
  const input = useRef<HTMLTextAreaElement>(null);
  const send = (said: string) => {
    if (!said.trim() || busy) return;
    onSend(said);
    setText('');
  };
  const speech = useSpeechRecognition({ lang: user.userLocale, onTranscript: setText, onEnd: send });
  const { listening } = speech;

  useEffect(() => onListeningChange(listening), [listening, onListeningChange]);
  // The panel opens ready to type (the desktop panel does not trap focus, so nothing else would).
  useEffect(() => input.current?.focus(), []);

  const listen = () => {
    if (listening) return speech.stop();
    setText('');
    speech.start();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send(text);
  };

  return (
    <form onSubmit={submit}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          ref={input}
          flex={1}
          autosize
          minRows={1}
          maxRows={6}
          aria-label={t('VOICE_INPUT_LABEL')}
          placeholder={t('VOICE_INPUT_PLACEHOLDER')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={VOICE_TEXT_MAX}
          readOnly={listening}
        />
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
        <ActionIcon
          type="submit"
          size="input-sm"
          aria-label={t('VOICE_SEND')}
          disabled={busy || listening || !text.trim()}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </form>
  );
}
