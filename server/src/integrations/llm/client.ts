import { setTimeout as sleep } from 'node:timers/promises';
import { LlmError } from './errors.ts';
import type { LlmConfig } from './settings.ts';
import { sseData } from './sse.ts';
import type { LlmAnswer, LlmClient, LlmMessage, LlmRequest } from './types.ts';
import { completionFrom, errorMessageOf, type StreamChunk, streamChunkFrom } from './wire.ts';

export interface LlmClientOptions extends LlmConfig {
  /** Further attempts after the first, on network errors, 429 and 5xx (never other 4xx). Default 2. */
  maxRetries?: number;
  /** The first wait before a retry the server gave no Retry-After for; doubled each time. Default 250 ms. */
  retryDelayMs?: number;
  /** The longest Retry-After honoured; a longer one is not waited for (the error is thrown). Default 5 s. */
  retryAfterCapSeconds?: number;
  fetch?: typeof fetch;
}

/**
 * A client of an OpenAI-compatible chat-completions endpoint (`POST {baseUrl}/chat/completions`) over
 * fetch: hosted providers, Ollama (`/v1`), llama.cpp's server. Each attempt has its own timeout
 * (LLM_TIMEOUT_MS); network errors, 429 (honouring a short Retry-After) and 5xx are retried at most
 * `maxRetries` times; a timeout is not retried (the person would wait for it again), nor is any other
 * 4xx. Every failure is an LlmError whose message never holds the API key.
 */
export function createLlmClient(options: LlmClientOptions): LlmClient {
  const { baseUrl, apiKey, model, timeoutMs } = options;
  const maxRetries = options.maxRetries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 250;
  const retryAfterCap = options.retryAfterCapSeconds ?? 5;
  const doFetch = options.fetch ?? fetch;
  const url = `${baseUrl}/chat/completions`;
  const redact = (text: string) => (apiKey ? text.split(apiKey).join('[redacted]') : text);

  /** How long to wait before trying again after `err`, or null when it is not worth another attempt. */
  function retryWait(err: LlmError, attempt: number): number | null {
    const backoff = retryDelayMs * 2 ** attempt;
    if (err.reason === 'network') return backoff;
    const status = err.status ?? 0;
    if (err.reason !== 'http' || (status !== 429 && status < 500)) return null;
    const after = err.details.retryAfterSeconds;
    if (after === undefined) return backoff;
    return after <= retryAfterCap ? after * 1000 : null;
  }

  async function withRetries<T>(signal: AbortSignal | undefined, attempt: () => Promise<T>): Promise<T> {
    for (let n = 0; ; n++) {
      try {
        return await attempt();
      } catch (err) {
        const failure = err instanceof LlmError ? err : new LlmError('network', redact(String(err)));
        const wait = n < maxRetries ? retryWait(failure, n) : null;
        if (wait === null) throw failure;
        try {
          await sleep(wait, undefined, { signal });
        } catch {
          throw new LlmError('aborted', 'the language model call was abandoned by its caller');
        }
      }
    }
  }

  /** One attempt up to the response's status and headers; an error status becomes LlmError('http'). */
  async function open(body: object, signal: AbortSignal | undefined): Promise<Attempt> {
    const attempt = new Attempt(timeoutMs, signal, redact);
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ model, ...body }),
        signal: attempt.signal,
      });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new LlmError(
          'http',
          `the language model answered HTTP ${response.status}: ${redact(errorMessageOf(text) ?? response.statusText)}`,
          { status: response.status, retryAfterSeconds: retryAfterOf(response.headers) },
        );
      }
      attempt.response = response;
      return attempt;
    } catch (err) {
      attempt.done();
      throw attempt.failure(err);
    }
  }

  return {
    model,

    chat(request, signal) {
      return withRetries(signal, async (): Promise<LlmAnswer> => {
        const attempt = await open(wireRequest(request), signal);
        try {
          return completionFrom(await attempt.ok().text());
        } catch (err) {
          throw attempt.failure(err);
        } finally {
          attempt.done();
        }
      });
    },

    async *stream(request, signal) {
      // Retried until the answer starts; once text has been handed on it cannot be taken back.
      const attempt = await withRetries(signal, () => open({ ...wireRequest(request), stream: true }, signal));
      try {
        const response = attempt.ok();
        // A server that ignores `stream` answers with one completion: its text is the whole stream.
        if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
          const { content } = completionFrom(await response.text());
          if (content) yield content;
          return;
        }
        let finished = false;
        for await (const data of sseData(response.body, () => attempt.restartTimer())) {
          if (data.trim() === '[DONE]') {
            finished = true;
            break;
          }
          const chunk: StreamChunk = streamChunkFrom(data);
          if (chunk.error) throw new LlmError('http', `the language model failed mid-answer: ${redact(chunk.error)}`);
          if (chunk.finishReason) finished = true;
          if (chunk.content) yield chunk.content;
        }
        if (!finished) throw new LlmError('malformed', 'the language model stream ended before [DONE]');
      } catch (err) {
        throw attempt.failure(err);
      } finally {
        attempt.done();
      }
    },
  };
}

/**
 * One request's timer and abort signal: aborted by its own timeout (reason timeout) or by the caller's
 * signal (reason aborted); any other failure of fetch or of reading is a network error.
 */
class Attempt {
  readonly signal: AbortSignal;
  response: Response | null = null;
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private timedOut = false;

  constructor(
    private readonly timeoutMs: number,
    private readonly callerSignal: AbortSignal | undefined,
    private readonly redact: (text: string) => string,
  ) {
    this.signal = callerSignal ? AbortSignal.any([this.controller.signal, callerSignal]) : this.controller.signal;
    this.restartTimer();
  }

  ok(): Response {
    if (!this.response) throw new LlmError('network', 'no response');
    return this.response;
  }

  /** While an answer streams, the timeout counts from the last piece received. */
  restartTimer(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.timeoutMs);
  }

  done(): void {
    clearTimeout(this.timer);
    // Frees the connection when the answer was not read to its end.
    this.controller.abort();
  }

  failure(err: unknown): LlmError {
    if (err instanceof LlmError) return err;
    if (this.timedOut) return new LlmError('timeout', `the language model did not answer within ${this.timeoutMs} ms`);
    if (this.callerSignal?.aborted)
      return new LlmError('aborted', 'the language model call was abandoned by its caller');
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
    return new LlmError('network', `the language model could not be reached: ${this.redact(why)}`);
  }
}

/** Retry-After (seconds or an HTTP date), or retry-after-ms as some providers send it; undefined without. */
function retryAfterOf(headers: Headers): number | undefined {
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms / 1000;
  const raw = headers.get('retry-after');
  if (!raw) return undefined;
  if (/^\d+(\.\d+)?$/.test(raw.trim())) return Number(raw);
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - Date.now()) / 1000);
}

/** Our request in the OpenAI wire format (the model is added by the caller). */
function wireRequest(request: LlmRequest): Record<string, unknown> {
  const { tools, toolChoice } = request;
  return {
    messages: request.messages.map(wireMessage),
    ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    ...(tools && tools.length > 0
      ? {
          tools: tools.map((t) => ({
            type: 'function',
            function: {
              name: t.name,
              ...(t.description ? { description: t.description } : {}),
              parameters: t.parameters,
            },
          })),
        }
      : {}),
    ...(toolChoice
      ? {
          tool_choice:
            typeof toolChoice === 'string' ? toolChoice : { type: 'function', function: { name: toolChoice.name } },
        }
      : {}),
  };
}

function wireMessage(message: LlmMessage): Record<string, unknown> {
  switch (message.role) {
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
    case 'assistant':
      return {
        role: 'assistant',
        content: message.content,
        ...(message.toolCalls && message.toolCalls.length > 0
          ? {
              tool_calls: message.toolCalls.map((c) => ({
                id: c.id,
                type: 'function',
                function: { name: c.name, arguments: c.arguments },
              })),
            }
          : {}),
      };
    default:
      return { role: message.role, content: message.content };
  }
}
