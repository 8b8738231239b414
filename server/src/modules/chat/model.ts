import { CHAT_CONTEXT_TURNS, type ChatCitation, type ChatTurn } from '@eos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { LlmClient, LlmMessage, LlmRequest, LlmToolChoice } from '../../integrations/llm/types.ts';
import { messageText } from '../../lib/errors.ts';
import { citedIn } from './citations.ts';
import { runToolCall, type ToolContext, toolSpecs } from './tools/index.ts';

/** Rounds of tool calls before the model must answer. */
export const MAX_TOOL_ROUNDS = 4;
/** Tool calls run per round; more are answered with an error. */
const MAX_CALLS_PER_ROUND = 8;
const PARAMS = { maxTokens: 800, temperature: 0.3 } as const;

export interface ModelQuestion {
  tools: ToolContext;
  system: string;
  thread: readonly ChatTurn[];
  prompt: string;
  log: FastifyBaseLogger;
  signal?: AbortSignal;
}

export interface ModelAnswer {
  content: string;
  citations: ChatCitation[];
}

/**
 * The chat with a model: a tool loop of at most MAX_TOOL_ROUNDS rounds (chat completions with the
 * tools offered), the model's reads run as the person (tools/). With `onDelta` the answer streams:
 * after tool results the next call is a stream, whose pieces go to `onDelta` as they come; a stream
 * that brings no text means the model asked for more tools (a stream does not carry tool calls here),
 * so that round is asked again without streaming. An answer that came whole is handed on whole.
 * Throws LlmError when the model fails.
 */
export async function answerWithModel(
  llm: LlmClient,
  q: ModelQuestion,
  onDelta?: (text: string) => void,
): Promise<ModelAnswer> {
  const tools = toolSpecs();
  const messages: LlmMessage[] = [
    { role: 'system', content: q.system },
    ...q.thread.slice(-CHAT_CONTEXT_TURNS).map((t) => ({ role: t.role, content: t.content })),
    { role: 'user', content: q.prompt },
  ];
  const found: ChatCitation[] = [];
  const ask = (choice: LlmToolChoice): LlmRequest => ({ messages, tools, toolChoice: choice, ...PARAMS });
  const finish = (text: string): ModelAnswer => {
    const content = text.trim() || messageText('CHAT_MODEL_NO_ANSWER');
    return { content, citations: citedIn(content, found) };
  };

  let answer = await llm.chat(ask('auto'), q.signal);
  for (let round = 1; answer.toolCalls.length > 0 && round <= MAX_TOOL_ROUNDS; round++) {
    messages.push({ role: 'assistant', content: answer.content, toolCalls: answer.toolCalls });
    for (const [i, call] of answer.toolCalls.entries()) {
      const result =
        i < MAX_CALLS_PER_ROUND
          ? await runToolCall(q.tools, call, q.log)
          : { content: JSON.stringify({ error: 'Too many tool calls at once.' }), found: [] };
      found.push(...result.found);
      messages.push({ role: 'tool', toolCallId: call.id, content: result.content });
    }
    // The last round must answer: tools stay described, but may not be called.
    const choice: LlmToolChoice = round >= MAX_TOOL_ROUNDS ? 'none' : 'auto';
    if (onDelta) {
      let streamed = '';
      for await (const piece of llm.stream(ask(choice), q.signal)) {
        streamed += piece;
        onDelta(piece);
      }
      if (streamed.trim() || choice === 'none') return finish(streamed);
    }
    answer = await llm.chat(ask(choice), q.signal);
  }
  const text = answer.content ?? '';
  if (onDelta && text) onDelta(text);
  return finish(text);
}
