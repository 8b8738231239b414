import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { prettyLine } from '../lib/log-format.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info', logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(() => t.close());

const requestLines = () =>
  lines.map((l) => JSON.parse(l)).filter((entry) => entry.msg === 'request') as {
    level: number;
    req: { method: string; url: string };
    res: { statusCode: number };
    responseTime: number;
  }[];

describe('the request log', () => {
  it('logs an API call once at info, with its method, URL, status and time; assets stay out of the info log', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/v2/version' });
    await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    await t.app.inject({ method: 'GET', url: '/api/v2/account/password/reset/secret-key-123' });
    const logged = requestLines();
    expect(logged.map((e) => [e.level, e.req.method, e.req.url, e.res.statusCode])).toEqual([
      [30, 'GET', '/api/v2/version', 200],
      [30, 'GET', '/api/v2/account/password/reset/[redacted]', expect.any(Number)],
    ]);
    expect(typeof logged[0]?.responseTime).toBe('number');
    expect(lines.join('\n')).not.toContain('secret-key-123');
  });

  it('reads as one line in a terminal', () => {
    const json = JSON.stringify({
      level: 30,
      time: Date.parse('2030-01-07T12:04:05'),
      msg: 'request',
      req: { method: 'GET', url: '/api/v2/session' },
      res: { statusCode: 200 },
      responseTime: 3.6,
    });
    expect(prettyLine(json)).toBe('12:04:05 INFO  GET /api/v2/session 200 4 ms\n');
    expect(
      prettyLine(JSON.stringify({ level: 40, time: Date.parse('2030-01-07T12:04:05'), msg: 'slow', ms: 900 })),
    ).toBe('12:04:05 WARN  slow ms=900\n');
  });
});
