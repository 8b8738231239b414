import { z } from 'zod';
import { LlmError } from './errors.ts';
import type { LlmAnswer, LlmToolCall } from './types.ts';

// The OpenAI chat-completions answers, read leniently (servers differ in what they add or leave out)
// but never trusted: anything that is not the expected shape is a malformed answer.

/** Some servers (older Ollama) send a tool call's arguments as an object rather than JSON text. */
const Arguments = z.union([z.string(), z.record(z.string(), z.unknown())]).optional();

const WireToolCall = z.object({
  id: z.string().optional(),
  index: z.number().optional(),
  function: z.object({ name: z.string(), arguments: Arguments }),
});

const Completion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(WireToolCall).nullish(),
        }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

const Chunk = z.object({
  choices: z
    .array(
      z.object({ delta: z.object({ content: z.string().nullish() }).nullish(), finish_reason: z.string().nullish() }),
    )
    .optional(),
  error: z.unknown().optional(),
});

const ErrorBody = z.union([
  z.object({ error: z.object({ message: z.string() }) }),
  z.object({ error: z.string() }),
  z.object({ message: z.string() }),
]);

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new LlmError('malformed', 'the language model answered something that is not JSON');
  }
}

/** A chat completion's first choice. Throws LlmError('malformed') for anything else. */
export function completionFrom(text: string): LlmAnswer {
  const parsed = Completion.safeParse(json(text));
  if (!parsed.success) throw new LlmError('malformed', 'the language model answered without a chat completion');
  const choice = parsed.data.choices[0] as z.infer<typeof Completion>['choices'][number];
  const toolCalls: LlmToolCall[] = (choice.message.tool_calls ?? []).map((call, i) => ({
    id: call.id ?? `call_${i}`,
    name: call.function.name,
    arguments:
      typeof call.function.arguments === 'string'
        ? call.function.arguments
        : JSON.stringify(call.function.arguments ?? {}),
  }));
  return { content: choice.message.content ?? null, toolCalls, finishReason: choice.finish_reason ?? null };
}

export interface StreamChunk {
  content: string | null;
  finishReason: string | null;
  /** An error the server reported inside the stream. */
  error: string | null;
}

/** One `data:` payload of a streamed completion. */
export function streamChunkFrom(data: string): StreamChunk {
  const parsed = Chunk.safeParse(json(data));
  if (!parsed.success) throw new LlmError('malformed', 'the language model streamed something that is not a chunk');
  const { choices, error } = parsed.data;
  if (error !== undefined && error !== null) {
    return { content: null, finishReason: null, error: errorMessageOf(data) ?? 'error' };
  }
  const choice = choices?.[0];
  return { content: choice?.delta?.content ?? null, finishReason: choice?.finish_reason ?? null, error: null };
}

/** The message of an error body ({error: {message}}, {error: "…"} or {message}), shortened; undefined if none. */
export function errorMessageOf(text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) return undefined;
  const data = parsed.data;
  const message = 'message' in data ? data.message : typeof data.error === 'string' ? data.error : data.error.message;
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}
