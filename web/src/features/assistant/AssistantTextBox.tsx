import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';

interface AssistantTextBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter (not Shift+Enter, not an input method composing) or the Send button. */
  onSend: () => void;
  maxLength: number;
  readOnly?: boolean;
  sendLabel: string;
  sendDisabled: boolean;
  /** Buttons between the box and Send (the microphone). */
  children?: ReactNode;
}

/**
 * The assistants' text box and Send: Enter sends, Shift+Enter starts a new line. It takes the focus
 * when it appears (the desktop panel does not trap focus, so nothing else would).
 */
export function AssistantTextBox(props: AssistantTextBoxProps) {
  const { onSend } = props;
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          ref={input}
          flex={1}
          autosize
          minRows={1}
          maxRows={6}
          aria-label={props.label}
          placeholder={props.placeholder}
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            onSend();
          }}
          maxLength={props.maxLength}
          readOnly={props.readOnly}
        />
        {props.children}
        <ActionIcon type="submit" size="input-sm" aria-label={props.sendLabel} disabled={props.sendDisabled}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </form>
  );
}
