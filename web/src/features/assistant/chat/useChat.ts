import { CHAT_CONTEXT_TURNS, type ChatMessage } from '@eos/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../../api/keys';
import { useShellContext } from '../../../shell/useShellContext';
import { askChat, clearChatThread, loadChatThread } from './chatApi';

/** The question being answered: the answer so far as it streams in, or why there is none. */
export interface PendingTurn {
  question: string;
  answer: string;
  streaming: boolean;
  error: string | null;
}

/** The longest turn sent back as context (the request's limit). */
const TURN_MAX = 8000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The help chat's conversation: the stored thread (GET chat, cached per organization) and the
 * question being answered. An answer streams into `pending` and joins the thread once whole; a failed
 * one stays on screen with its reason (the server stored neither).
 */
export function useChat() {
  const queryClient = useQueryClient();
  const { session } = useShellContext();
  const key = queryKeys.chatThread(session.orgId ?? '');
  const thread = useQuery({ queryKey: key, queryFn: loadChatThread });
  const [pending, setPending] = useState<PendingTurn | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);
  const messages = thread.data ?? [];
  const busy = pending?.streaming ?? false;

  const send = useCallback(
    async (prompt: string) => {
      if (busy) return;
      const controller = new AbortController();
      inFlight.current = controller;
      const context = messages
        .slice(-CHAT_CONTEXT_TURNS)
        .map(({ role, content }) => ({ role, content: content.slice(0, TURN_MAX) }));
      setPending({ question: prompt, answer: '', streaming: true, error: null });
      try {
        const answer = await askChat(
          { prompt, thread: context },
          (text) => setPending((p) => p && { ...p, answer: p.answer + text }),
          controller.signal,
        );
        queryClient.setQueryData<ChatMessage[]>(key, (old = []) => [...old, ...answer.messages]);
        setPending(null);
      } catch (error) {
        if (controller.signal.aborted) return;
        setPending((p) => p && { ...p, streaming: false, error: messageOf(error) });
      }
    },
    [busy, messages, queryClient, key],
  );

  const clear = useCallback(async () => {
    inFlight.current?.abort();
    setPending(null);
    await clearChatThread();
    queryClient.setQueryData<ChatMessage[]>(key, []);
  }, [queryClient, key]);

  return { messages, loading: thread.isPending, loadFailed: thread.isError, pending, busy, send, clear };
}
