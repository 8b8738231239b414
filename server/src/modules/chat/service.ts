import type { ChatMessage, ChatRequest, ChatResponse } from '@eos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { LlmError } from '../../integrations/llm/errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { lockedFor, recordHit, tooManyAttempts } from '../auth/throttle.ts';
import { answerWithModel } from './model.ts';
import { loadAsker, systemPrompt } from './prompt.ts';
import { storeExchange } from './thread.ts';

/** Questions one person may ask per minute (each may be several model calls). */
export const CHAT_PER_MINUTE = 20;
const MINUTE_MS = 60_000;

/** Counts the question against the person's minute (in the database: every node sees it); past it 429 with Retry-After. */
export async function assertChatRate(ctx: AppContext, member: Member): Promise<void> {
  const key = `assistant:chat:${member.personId}`;
  if ((await recordHit(ctx.db, key, CHAT_PER_MINUTE, MINUTE_MS)) > CHAT_PER_MINUTE) {
    throw tooManyAttempts(Math.max(1, await lockedFor(ctx.db, [key])));
  }
}

export interface ChatQuestion {
  member: Member;
  body: ChatRequest;
  log: FastifyBaseLogger;
  signal?: AbortSignal;
}

/**
 * Answers a question: with the configured model from the organization's data (model.ts), else from
 * the learning centre's guides. The question and its answer are added to the person's thread; the
 * answer's pieces go to `onDelta` as they come (the whole answer at once from the guides). A model
 * that fails is 503 ERR_ASSISTANT_MODEL, and nothing is stored.
 */
export async function answerChat(
  ctx: AppContext,
  q: ChatQuestion,
  onDelta?: (text: string) => void,
): Promise<ChatResponse> {
  const asked = new Date();
  const { member, body } = q;
  const question: ChatMessage = { role: 'user', content: body.prompt, citations: [] };
  let answer: Omit<ChatMessage, 'role'>;
  let source: ChatResponse['source'];
  if (ctx.llm) {
    const asker = await loadAsker(ctx.db, member, asked);
    try {
      answer = await answerWithModel(
        ctx.llm,
        {
          tools: { db: ctx.db, member, today: asker.today },
          system: systemPrompt(asker, member.role),
          thread: body.thread,
          prompt: body.prompt,
          log: q.log,
          signal: q.signal,
        },
        onDelta,
      );
    } catch (err) {
      if (!(err instanceof LlmError)) throw err;
      q.log.warn({ reason: err.reason, status: err.status, detail: err.message }, 'the chat model failed');
      throw new AppError('unavailable', 'ERR_ASSISTANT_MODEL');
    }
    source = 'model';
  } else {
    const { answerFromGuides } = await import('./guides.ts');
    answer = answerFromGuides(body.prompt);
    onDelta?.(answer.content);
    source = 'guides';
  }
  const reply: ChatMessage = { role: 'assistant', ...answer };
  await storeExchange(ctx.db, member, { asked, question, answer: reply });
  return { succeeded: true, messages: [question, reply], source };
}
