import type { AddressInfo } from 'node:net';
import { MCP_MAX_BATCH } from '@eos/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TOKEN_CALLS_PER_MINUTE } from '../../src/modules/tokens/bearer.ts';
import { signedInMember } from '../auth-helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 25: JSON-RPC batches on the MCP server (issue 34 item 3). Before, one POST could carry 100
// tool calls and counted as one call against the token's limit of TOKEN_CALLS_PER_MINUTE a minute,
// so a read token got about 100 times its limit. Now a batch holds at most MCP_MAX_BATCH messages
// (a bigger one is refused whole, nothing run) and every message counts: a token sending full
// batches as fast as it can gets no more messages answered in a minute than its limit.

let t: TestApp;
let url: string;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v2/mcp`;
  const person = await signedInMember(t, { role: 'Member' });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/v2/user/tokens',
    headers: { cookie: person.cookie },
    payload: { name: 'Batcher', scope: 'read', expiresInDays: 30 },
  });
  expect(made.statusCode, made.body).toBe(200);
  secret = made.json().secret;
});
afterAll(() => t.close());

const batch = (size: number, from: number) =>
  fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${secret}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify(
      Array.from({ length: size }, (_, i) => ({ jsonrpc: '2.0', id: from + i, method: 'tools/list', params: {} })),
    ),
  });

it('refuses batches over the bound and counts every message of a batch against the limit', async () => {
  const big = await batch(100, 1);
  expect(big.status).toBe(400);
  expect(((await big.json()) as { error: { code: number } }).error.code).toBe(-32600);

  let answered = 0;
  let requests = 1;
  let limited: Response | null = null;
  for (let i = 0; i < 100 && !limited; i++) {
    requests++;
    const res = await batch(MCP_MAX_BATCH, 1000 + i * MCP_MAX_BATCH);
    if (res.status === 429) limited = res;
    else {
      expect(res.status).toBe(200);
      answered += ((await res.json()) as unknown[]).length;
    }
  }
  expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/);
  // The refused batch of 100 counted once; each answered batch its MCP_MAX_BATCH messages.
  expect(answered).toBeLessThanOrEqual(TOKEN_CALLS_PER_MINUTE);
  expect(answered).toBeGreaterThanOrEqual(TOKEN_CALLS_PER_MINUTE - MCP_MAX_BATCH);
  recordFigure(
    25,
    'MCP batches',
    `a batch of 100 refused whole (400, -32600); full batches of ${MCP_MAX_BATCH} sent as fast as possible: ${answered} messages answered in ${requests} POSTs before 429 with Retry-After (limit ${TOKEN_CALLS_PER_MINUTE} calls a minute; before: up to 100 messages per call)`,
  );
});
