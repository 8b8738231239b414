import { CHAT_PROMPT_MAX } from '@eos/domain';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { AssistantTextBox } from '../AssistantTextBox';

/** The question box and Send (001 §2: Enter or the button sends; Shift+Enter starts a new line). */
export function ChatComposer({ busy, onSend }: { busy: boolean; onSend: (prompt: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = () => {
    if (!text.trim() || busy) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <AssistantTextBox
      label={t('CHAT_INPUT_LABEL')}
      placeholder={t('CHAT_PLACEHOLDER')}
      value={text}
      onChange={setText}
      onSend={send}
      maxLength={CHAT_PROMPT_MAX}
      sendLabel={t('CHAT_SEND')}
      sendDisabled={busy || !text.trim()}
    />
  );
}
