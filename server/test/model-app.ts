import type { Config } from '../src/config.ts';
import type { LlmClient } from '../src/integrations/llm/types.ts';
import { caller } from '../src/modules/meetings/test-support.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { type OpenAiPeer, startOpenAiPeer } from './openai-peer.ts';

export interface ModelApp {
  t: TestApp;
  peer: OpenAiPeer;
  call: ReturnType<typeof caller>;
  /** The app's model client: a test that sets `t.ctx.llm = null` puts it back with `reset()`. */
  model: LlmClient | null;
  /** Every log line, at trace level: the tests prove the key never reaches them. */
  lines: string[];
  /** Between tests: the peer forgets its requests and answers, the app gets its model back. */
  reset(): void;
  close(): Promise<void>;
}

/** The app with its language model on a loopback OpenAI-compatible peer (the assistants' route tests). */
export async function createModelApp(opts: {
  apiKey: string;
  timeoutMs: number;
  featureFlagOverrides?: Config['featureFlagOverrides'];
}): Promise<ModelApp> {
  const peer = await startOpenAiPeer({ apiKey: opts.apiKey });
  const lines: string[] = [];
  const t = await createTestApp({
    ...(opts.featureFlagOverrides ? { featureFlagOverrides: opts.featureFlagOverrides } : {}),
    llm: { baseUrl: peer.baseUrl, apiKey: opts.apiKey, model: 'peer-model', timeoutMs: opts.timeoutMs },
    logLevel: 'trace',
    logStream: { write: (line: string) => void lines.push(line) },
  });
  const model = t.ctx.llm;
  return {
    t,
    peer,
    call: caller(t),
    model,
    lines,
    reset() {
      peer.reset();
      t.ctx.llm = model;
    },
    async close() {
      await t.close();
      await peer.close();
    },
  };
}
