import type { ChatMessage } from '@eos/domain';
import { Box, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../../app/i18n';
import { ChatCitations } from './ChatCitations';
import type { PendingTurn } from './useChat';

// Long words (a pasted address) wrap rather than widen the panel; the model's line breaks are kept.
const WRAP = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

function Bubble({ mine, children, error }: { mine: boolean; error?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const background = mine
    ? 'var(--mantine-color-blue-light)'
    : error
      ? 'var(--mantine-color-red-light)'
      : 'var(--mantine-color-gray-light)';
  return (
    <Box component="li" style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper p="xs" radius="md" maw="90%" bg={background}>
        <VisuallyHidden>{mine ? t('CHAT_YOU') : t('CHAT_ASSISTANT')}: </VisuallyHidden>
        {children}
      </Paper>
    </Box>
  );
}

/** Text as text: a model's markup is shown, never run (React escapes it). */
const Said = ({ text, dimmed }: { text: string; dimmed?: boolean }) => (
  <Text size="sm" style={WRAP} c={dimmed ? 'dimmed' : undefined}>
    {text}
  </Text>
);

interface ChatMessagesProps {
  messages: ChatMessage[];
  pending: PendingTurn | null;
  loading: boolean;
  loadFailed: boolean;
  onFollow: () => void;
}

/**
 * The conversation, oldest first, scrolled to the newest: a log region (a screen reader reads each
 * answer once it is whole: the region is busy while one streams in), a skeleton while the thread loads.
 */
export function ChatMessages({ messages, pending, loading, loadFailed, onFollow }: ChatMessagesProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const progress = `${messages.length}:${pending?.answer.length ?? -1}:${pending?.error ?? ''}`;
  useEffect(() => {
    if (progress) end.current?.scrollIntoView({ block: 'end' });
  }, [progress]);
  const empty = !loading && messages.length === 0 && !pending;
  return (
    <Box
      role="log"
      aria-live="polite"
      aria-label={t('CHAT_MESSAGES')}
      aria-busy={loading || Boolean(pending?.streaming)}
    >
      {loading && (
        <Stack gap="xs" data-testid="chat-skeleton">
          <Skeleton height={32} width="60%" ml="auto" radius="md" />
          <Skeleton height={64} width="85%" radius="md" />
        </Stack>
      )}
      {loadFailed && (
        <Text size="sm" c="red">
          {t('CHAT_LOAD_FAILED')}
        </Text>
      )}
      {empty && !loadFailed && (
        <Text size="sm" c="dimmed" style={WRAP}>
          {t('CHAT_EMPTY')}
        </Text>
      )}
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {messages.map((message, index) => (
          // The thread only grows at its end (or is cleared): positions are stable keys.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <Bubble key={index} mine={message.role === 'user'}>
            <Said text={message.content} />
            {message.role === 'assistant' && <ChatCitations citations={message.citations} onFollow={onFollow} />}
          </Bubble>
        ))}
        {pending && (
          <>
            <Bubble mine>
              <Said text={pending.question} />
            </Bubble>
            {pending.error ? (
              <Bubble mine={false} error>
                <Said text={t('CHAT_FAILED', { 0: pending.error })} />
              </Bubble>
            ) : (
              <Bubble mine={false}>
                {pending.answer ? <Said text={pending.answer} /> : <Said text={t('CHAT_THINKING')} dimmed />}
              </Bubble>
            )}
          </>
        )}
      </Stack>
      <div ref={end} />
    </Box>
  );
}
