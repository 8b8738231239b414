import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// An OpenAI-compatible chat-completions server on loopback for the language-model tests: a small
// node:http server answering POST /v1/chat/completions (and /chat/completions) the way OpenAI, Ollama
// or llama.cpp's server do, from a script the test sets: a completion (text or tool calls), an HTTP
// error with OpenAI's error body, a slow answer, a malformed body, a dropped connection or a streamed
// answer (server-sent events ending with `data: [DONE]`). It records every request it receives.

// biome-ignore lint/suspicious/noExplicitAny: the peer reads the client's loosely typed JSON by hand.
export type Json = Record<string, any>;

export interface PeerToolCall {
  id?: string;
  name: string;
  /** JSON text as the model writes it; an object is serialised. */
  arguments: string | Json;
}

/** What the peer answers to one request. `delayMs` waits before answering (a slow model). */
export type PeerStep = { delayMs?: number } & (
  | {
      kind: 'completion';
      content?: string | null;
      toolCalls?: PeerToolCall[];
      finishReason?: string;
    }
  | {
      kind: 'error';
      status: number;
      message?: string;
      type?: string;
      code?: string | null;
      headers?: Record<string, string>;
    }
  /** A 200 whose body is not a chat completion (`body`, default half a JSON object). */
  | { kind: 'malformed'; body?: string; contentType?: string }
  /** Text in pieces as server-sent events; `chunkDelayMs` between pieces; `done: false` leaves out [DONE]. */
  | { kind: 'stream'; chunks: string[]; chunkDelayMs?: number; finishReason?: string; done?: boolean }
  /** The connection is closed without an answer (a network error for the client). */
  | { kind: 'drop' }
);

/** Builders for the common answers. */
export const answer = {
  text: (content: string, extra: Partial<PeerStep> = {}): PeerStep =>
    ({ kind: 'completion', content, ...extra }) as PeerStep,
  json: (value: unknown): PeerStep => ({ kind: 'completion', content: JSON.stringify(value) }),
  tools: (...toolCalls: PeerToolCall[]): PeerStep => ({ kind: 'completion', content: null, toolCalls }),
  error: (
    status: number,
    message = 'The server had an error while processing your request.',
    headers = {},
  ): PeerStep => ({
    kind: 'error',
    status,
    message,
    headers,
  }),
  slow: (delayMs: number, step: PeerStep = { kind: 'completion', content: 'late' }): PeerStep => ({ ...step, delayMs }),
  malformed: (body?: string): PeerStep => ({ kind: 'malformed', body }),
  stream: (chunks: string[], extra: { chunkDelayMs?: number; done?: boolean } = {}): PeerStep => ({
    kind: 'stream',
    chunks,
    ...extra,
  }),
  drop: (): PeerStep => ({ kind: 'drop' }),
};

export interface RecordedCompletionRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The JSON body, parsed (null if it was not JSON). */
  body: Json | null;
}

export interface OpenAiPeer {
  /** The base URL a client is configured with (LLM_BASE_URL), ending in /v1. */
  baseUrl: string;
  port: number;
  /** The bearer key it requires; undefined: it takes any request. */
  apiKey?: string;
  requests: RecordedCompletionRequest[];
  /** Answers for the next requests, in order; once used up, the default answer. */
  enqueue(...steps: PeerStep[]): void;
  /** The answer to every request the queue does not cover (initially a 500 saying nothing was scripted). */
  setDefault(step: PeerStep): void;
  /** Forgets the recorded requests and the queue. */
  reset(): void;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

function openAiError(status: number, message: string, type?: string, code?: string | null): Json {
  const fallbackType =
    status === 401
      ? 'invalid_request_error'
      : status === 429
        ? 'rate_limit_exceeded'
        : status >= 500
          ? 'server_error'
          : 'invalid_request_error';
  return { error: { message, type: type ?? fallbackType, param: null, code: code ?? null } };
}

/** Starts the peer on 127.0.0.1 with a random port. With `apiKey` every request must carry it as a bearer token. */
export async function startOpenAiPeer(options: { apiKey?: string } = {}): Promise<OpenAiPeer> {
  const { apiKey } = options;
  const requests: RecordedCompletionRequest[] = [];
  const queue: PeerStep[] = [];
  let fallback: PeerStep = answer.error(500, 'The peer has no scripted answer for this request.');

  const created = () => Math.floor(Date.now() / 1000);
  const sendJson = (res: http.ServerResponse, status: number, body: Json, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': newId('req'), ...headers });
    res.end(JSON.stringify(body));
  };
  /** Resolves after `ms`, or at once (false) when the client has gone away meanwhile. */
  const wait = (res: http.ServerResponse, ms: number) =>
    new Promise<boolean>((resolve) => {
      if (ms <= 0) return resolve(!res.destroyed);
      const timer = setTimeout(() => resolve(!res.destroyed), ms);
      res.once('close', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });

  async function respond(res: http.ServerResponse, step: PeerStep, model: string) {
    if (step.delayMs && !(await wait(res, step.delayMs))) return;
    switch (step.kind) {
      case 'drop':
        res.socket?.destroy();
        return;
      case 'error':
        sendJson(
          res,
          step.status,
          openAiError(step.status, step.message ?? 'Error', step.type, step.code),
          step.headers ?? {},
        );
        return;
      case 'malformed':
        res.writeHead(200, { 'content-type': step.contentType ?? 'application/json' });
        res.end(step.body ?? '{"id": "chatcmpl-broken", "choices": [');
        return;
      case 'completion': {
        const toolCalls = (step.toolCalls ?? []).map((c) => ({
          id: c.id ?? newId('call'),
          type: 'function',
          function: {
            name: c.name,
            arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments),
          },
        }));
        const content = step.content === undefined ? (toolCalls.length > 0 ? null : '') : step.content;
        sendJson(res, 200, {
          id: newId('chatcmpl'),
          object: 'chat.completion',
          created: created(),
          model,
          system_fingerprint: 'fp_peer',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content, ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}) },
              logprobs: null,
              finish_reason: step.finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop'),
            },
          ],
          usage: { prompt_tokens: 42, completion_tokens: 7, total_tokens: 49 },
        });
        return;
      }
      case 'stream': {
        const id = newId('chatcmpl');
        res.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-cache',
          connection: 'keep-alive',
        });
        const chunk = (delta: Json, finishReason: string | null) =>
          `data: ${JSON.stringify({
            id,
            object: 'chat.completion.chunk',
            created: created(),
            model,
            choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
          })}\n\n`;
        res.write(chunk({ role: 'assistant', content: '' }, null));
        for (const piece of step.chunks) {
          if (step.chunkDelayMs && !(await wait(res, step.chunkDelayMs))) return;
          res.write(chunk({ content: piece }, null));
        }
        if (step.done === false) {
          res.end();
          return;
        }
        res.write(chunk({}, step.finishReason ?? 'stop'));
        res.end('data: [DONE]\n\n');
        return;
      }
    }
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://peer').pathname;
    const text = Buffer.concat(chunks).toString('utf8');
    let body: Json | null = null;
    try {
      body = JSON.parse(text) as Json;
    } catch {
      body = null;
    }
    requests.push({ path, headers: req.headers, body });
    if (req.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/chat/completions')) {
      sendJson(res, 404, openAiError(404, `Invalid URL (${req.method} ${path})`));
      return;
    }
    if (apiKey && req.headers.authorization !== `Bearer ${apiKey}`) {
      const given = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      const message = given
        ? `Incorrect API key provided: ${given.slice(0, 3)}***${given.slice(-4)}.`
        : "You didn't provide an API key.";
      sendJson(res, 401, openAiError(401, message, 'invalid_request_error', 'invalid_api_key'));
      return;
    }
    if (!body || typeof body.model !== 'string' || !Array.isArray(body.messages)) {
      sendJson(
        res,
        400,
        openAiError(400, "We could not parse the JSON body of your request: 'model' and 'messages' are required."),
      );
      return;
    }
    await respond(res, queue.shift() ?? fallback, body.model);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((e) => {
      if (!res.headersSent) sendJson(res, 500, openAiError(500, String(e)));
      else res.destroy();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    port,
    apiKey,
    requests,
    enqueue: (...steps) => {
      queue.push(...steps);
    },
    setDefault: (step) => {
      fallback = step;
    },
    reset: () => {
      requests.length = 0;
      queue.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
