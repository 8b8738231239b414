import { ChatRequest, ChatResponse, type ChatStreamEvent, ChatThreadResponse, Succeeded } from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { sendEvents, wantsEvents } from '../../lib/sse.ts';
import { memberOf } from '../../plugins/access.ts';
import { answerChat, assertChatRate } from './service.ts';
import { clearThread, loadThread } from './thread.ts';

// 'self': every member of the organization, Observers included. The chat only reads what the person
// may see (its tools are the API's reads, as them), and writes nothing but the person's own thread.
const self = { access: 'self' } as const;

/**
 * The help chat (001 §3 Chat, §7 POST chat; issue 21): a question answered from the organization's
 * data by the configured model, else from the learning centre's guides; JSON, or server-sent events
 * when asked for; the thread kept per person. docs/api.md "Chat".
 */
export async function chatRoutes(api: App, ctx: AppContext): Promise<void> {
  api.post(
    '/chat',
    { config: self, schema: { body: ChatRequest, response: { 200: ChatResponse } } },
    async (request, reply) => {
      const member = memberOf(request);
      await assertChatRate(ctx, member);
      // A browser that goes away stops the model calls.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const question = { member, body: request.body, log: request.log, signal: gone.signal };
      if (!wantsEvents(request)) return answerChat(ctx, question);
      return sendEvents<ChatStreamEvent>(
        reply,
        request.log,
        { final: 'message', what: 'the chat', gone: gone.signal },
        (send) => answerChat(ctx, question, (text) => send('delta', { text })),
      );
    },
  );

  api.get('/chat', { config: self, schema: { response: { 200: ChatThreadResponse } } }, async (request) => ({
    succeeded: true as const,
    messages: await loadThread(ctx.db, memberOf(request)),
  }));

  api.delete('/chat', { config: self, schema: { response: { 200: Succeeded } } }, async (request) => {
    await clearThread(ctx.db, memberOf(request));
    return { succeeded: true as const };
  });
}
