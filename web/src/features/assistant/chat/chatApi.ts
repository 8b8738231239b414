import type { ApiFailure, ChatDelta, ChatMessage, ChatRequest, ChatResponse, ChatThreadResponse } from '@eos/domain';
import { ApiError, api } from '../../../api/client';
import { readEvents } from './sse';

/** GET chat: the person's stored thread, oldest first. */
export async function loadChatThread(): Promise<ChatMessage[]> {
  return (await api.get<ChatThreadResponse>('chat')).messages;
}

/** DELETE chat: the person's thread is gone. */
export async function clearChatThread(): Promise<void> {
  await api.del('chat', { quiet: true });
}

/**
 * POST chat, streamed: the answer's pieces go to `onDelta` as they arrive, then the whole answer (with
 * its citations) is returned. A failure, before or during the stream, is an ApiError with the
 * server's message; a server that answers JSON instead of events is read as JSON.
 */
export async function askChat(
  body: ChatRequest,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<ChatResponse> {
  const answer = await api.stream<ChatResponse>('chat', body, { quiet: true, signal });
  if (answer.json) return answer.json;
  const got: { final?: ChatResponse; failure?: ApiFailure } = {};
  await readEvents(answer.events, ({ event, data }) => {
    if (event === 'delta') onDelta((JSON.parse(data) as ChatDelta).text);
    else if (event === 'message') got.final = JSON.parse(data) as ChatResponse;
    else if (event === 'error') got.failure = JSON.parse(data) as ApiFailure;
  });
  if (got.final) return got.final;
  throw new ApiError(200, got.failure?.messages ?? []);
}
