import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer, type OpenAiPeer, startOpenAiPeer } from '../../../test/openai-peer.ts';
import { createLlmClient, type LlmClientOptions } from './client.ts';
import { LlmError } from './errors.ts';
import type { LlmRequest } from './types.ts';

const KEY = 'sk-test-peer-0123456789abcdef';
let peer: OpenAiPeer;
beforeAll(async () => {
  peer = await startOpenAiPeer({ apiKey: KEY });
});
afterAll(() => peer.close());
beforeEach(() => peer.reset());

const client = (over: Partial<LlmClientOptions> = {}) =>
  createLlmClient({
    baseUrl: peer.baseUrl,
    apiKey: KEY,
    model: 'peer-model',
    timeoutMs: 2000,
    retryDelayMs: 10,
    ...over,
  });
const ask: LlmRequest = { messages: [{ role: 'user', content: 'Hello' }], maxTokens: 100, temperature: 0.7 };

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LlmError);
  return err as LlmError;
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of stream) out.push(piece);
  return out;
}

describe('the OpenAI-compatible client', () => {
  it('sends the model, messages, max_tokens, temperature and the bearer key; reads the answer', async () => {
    peer.enqueue(answer.text('Hi there'));
    const result = await client().chat(ask);
    expect(result).toEqual({ content: 'Hi there', toolCalls: [], finishReason: 'stop' });
    expect(peer.requests).toHaveLength(1);
    const [request] = peer.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body).toEqual({
      model: 'peer-model',
      messages: [{ role: 'user', content: 'Hello' }],
      max_tokens: 100,
      temperature: 0.7,
    });
  });

  it('offers tools and reads the tool calls; a tool answer goes back in OpenAI’s format', async () => {
    peer.enqueue(answer.tools({ id: 'call_1', name: 'search_todos', arguments: { text: 'board' } }));
    const tools = [
      { name: 'search_todos', description: 'Find To-Dos', parameters: { type: 'object', properties: {} } },
    ];
    const first = await client().chat({ ...ask, tools, toolChoice: 'auto' });
    expect(first).toEqual({
      content: null,
      toolCalls: [{ id: 'call_1', name: 'search_todos', arguments: '{"text":"board"}' }],
      finishReason: 'tool_calls',
    });
    expect(peer.requests[0]?.body).toMatchObject({
      tools: [{ type: 'function', function: { name: 'search_todos', description: 'Find To-Dos' } }],
      tool_choice: 'auto',
    });
    peer.enqueue(answer.text('You have one.'));
    await client().chat({
      messages: [
        { role: 'user', content: 'My To-Dos?' },
        { role: 'assistant', content: null, toolCalls: first.toolCalls },
        { role: 'tool', toolCallId: 'call_1', content: '[]' },
      ],
      toolChoice: { name: 'search_todos' },
    });
    expect(peer.requests[1]?.body).toMatchObject({
      messages: [
        { role: 'user' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'call_1', type: 'function', function: { name: 'search_todos', arguments: '{"text":"board"}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content: '[]' },
      ],
      tool_choice: { type: 'function', function: { name: 'search_todos' } },
    });
  });

  it('retries a 5xx and a dropped connection, then answers', async () => {
    peer.enqueue(answer.error(500), answer.drop(), answer.text('third time'));
    expect((await client().chat(ask)).content).toBe('third time');
    expect(peer.requests).toHaveLength(3);
  });

  it('gives up after two retries, with the last status', async () => {
    peer.enqueue(answer.error(502), answer.error(503), answer.error(500, 'still down'), answer.text('too late'));
    const err = await failure(client().chat(ask));
    expect(err).toMatchObject({ reason: 'http', status: 500 });
    expect(err.message).toContain('still down');
    expect(peer.requests).toHaveLength(3);
  });

  it('honours a short Retry-After on 429, and does not wait for a long one', async () => {
    peer.enqueue(answer.error(429, 'Rate limit reached', { 'retry-after': '0.2' }), answer.text('ok'));
    const started = Date.now();
    expect((await client().chat(ask)).content).toBe('ok');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);

    peer.enqueue(answer.error(429, 'Rate limit reached', { 'retry-after': '60' }), answer.text('not asked'));
    expect(await failure(client().chat(ask))).toMatchObject({ reason: 'http', status: 429 });
    expect(peer.requests).toHaveLength(3);
  });

  it('never retries another 4xx', async () => {
    peer.enqueue(answer.error(400, 'Invalid model'), answer.text('not asked'));
    expect(await failure(client().chat(ask))).toMatchObject({ reason: 'http', status: 400 });
    expect(peer.requests).toHaveLength(1);
  });

  it('refuses a wrong key (401, not retried) without repeating the key in its message', async () => {
    const err = await failure(client({ apiKey: 'sk-wrong-key-42' }).chat(ask));
    expect(err).toMatchObject({ reason: 'http', status: 401 });
    expect(peer.requests).toHaveLength(1);
    expect(err.message).not.toContain('sk-wrong-key-42');
  });

  it('times out a slow answer per attempt, without retrying it', async () => {
    peer.enqueue(answer.slow(1000, answer.text('late')), answer.text('not asked'));
    const started = Date.now();
    expect(await failure(client({ timeoutMs: 150 }).chat(ask))).toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(900);
    expect(peer.requests).toHaveLength(1);
  });

  it('calls an answer that is not a chat completion malformed', async () => {
    peer.enqueue(answer.malformed());
    expect(await failure(client().chat(ask))).toMatchObject({ reason: 'malformed' });
    peer.enqueue(answer.malformed('{"object": "list", "data": []}'));
    expect(await failure(client().chat(ask))).toMatchObject({ reason: 'malformed' });
  });

  it('calls an unreachable server a network error', async () => {
    const err = await failure(client({ baseUrl: 'http://127.0.0.1:9/v1', maxRetries: 0 }).chat(ask));
    expect(err.reason).toBe('network');
  });

  it('stops when the caller aborts', async () => {
    peer.enqueue(answer.slow(1000));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await failure(client().chat(ask, controller.signal))).toMatchObject({ reason: 'aborted' });
  });

  it('streams the answer piece by piece until [DONE], retrying before it starts', async () => {
    peer.enqueue(answer.error(503), answer.stream(['The ', 'board ', 'pack.']));
    expect(await collect(client().stream(ask))).toEqual(['The ', 'board ', 'pack.']);
    expect(peer.requests[1]?.body).toMatchObject({ stream: true, max_tokens: 100 });
  });

  it('a stream that stops early, or stalls longer than the timeout, is an error', async () => {
    peer.enqueue(answer.stream(['half'], { done: false }));
    expect(await failure(collect(client().stream(ask)))).toMatchObject({ reason: 'malformed' });
    peer.enqueue(answer.stream(['a', 'b'], { chunkDelayMs: 400 }));
    expect(await failure(collect(client({ timeoutMs: 150 }).stream(ask)))).toMatchObject({ reason: 'timeout' });
  });

  it('a server that ignores stream answers with one completion: that is the whole stream', async () => {
    peer.enqueue(answer.text('all at once'));
    expect(await collect(client().stream(ask))).toEqual(['all at once']);
  });
});
