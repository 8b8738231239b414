// @module-tag postgres
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { DependencyUnavailableError } from '../../src/lib/unavailable.ts';
import { attachRealtime } from '../../src/realtime/socket.ts';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { createMeeting } from '../factories.ts';
import { OutageProxy } from '../outage-proxy.ts';
import { recordFigure } from './report.ts';

// Check 20: the database and Redis go away and come back, for real: the app talks to PostgreSQL and
// Redis through loopback proxies that refuse connections or swallow every byte. Requests must answer
// 503 with Retry-After and the envelope (never 500), none may hang, and service must be back within
// 10 s of the outage ending. PostgreSQL and Redis run on every machine and in CI (127.0.0.1:5432 and
// :6379): the check uses them even when the suite runs on the embedded database, because PGlite has no
// network to lose.

const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

// Short bounds so the check is quick; production defaults are 5 s / 15 s / 5 s (config.ts).
const TIMEOUTS = {
  DATABASE_CONNECT_TIMEOUT_MS: '1000',
  DATABASE_STATEMENT_TIMEOUT_MS: '2000',
  REDIS_TIMEOUT_MS: '1000',
  READY_TIMEOUT_MS: '500',
  STARTUP_TIMEOUT_MS: '2000',
};
/** No answer may take longer: the statement bound plus the client's read margin, plus slack for a busy machine. */
const HANG_MS = 6000;
const RECOVERY_MS = 10_000;

const pgTarget = new URL(PG_URL);
const redisTarget = new URL(REDIS_URL);
const dbName = `eos_outage_${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eos-outage-'));

const pgProxy = new OutageProxy(pgTarget.hostname, Number(pgTarget.port || 5432));
const redisProxy = new OutageProxy(redisTarget.hostname, Number(redisTarget.port || 6379));

function proxiedPg(port: number): string {
  const url = new URL(PG_URL);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  url.pathname = `/${dbName}`;
  return url.toString();
}

function configFor(databaseUrl: string, redisUrl: string): Config {
  return loadConfig(
    {
      ...process.env,
      ...TIMEOUTS,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
    },
    { seedDemo: false, publicUrl: 'http://localhost:3000', webDist: path.join(dataDir, 'no-web') },
  );
}

async function admin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

let built: BuiltApp;
let user: SignedInUser;
let meetingId = '';
let threadId = '';

interface Answer {
  what: string;
  status: number;
  ms: number;
  retryAfter?: string;
  body: { succeeded?: boolean; messages?: { id?: string }[]; checks?: Record<string, string> };
}
const answers: Answer[] = [];

async function ask(
  what: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  cookie = true,
): Promise<Answer> {
  const started = Date.now();
  const res = await built.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: cookie ? { cookie: user.cookie } : {},
    payload,
  });
  const answer: Answer = {
    what,
    status: res.statusCode,
    ms: Date.now() - started,
    retryAfter: res.headers['retry-after'] as string | undefined,
    body: res.json(),
  };
  answers.push(answer);
  return answer;
}

const readSession = () => ask('session', 'GET', '/session');
const createTodo = () =>
  ask('create', 'POST', '/todos', {
    title: `Outage ${answers.length}`,
    ownerIds: [user.membership.id],
    dueDate: '2030-01-14',
    tractionId: meetingId,
  });
/** Joining a live meeting asks every node through Redis who is connected (a made-up socket: 422 when Redis answers). */
const joinLive = () =>
  ask('live join', 'POST', '/live-meeting/join', {
    meetingId,
    meetingThreadId: threadId,
    connectionId: 'no-such-socket',
  });
const ready = () => ask('ready', 'GET', '/health/ready', undefined, false);

function expectUnavailable(a: Answer, dependency?: 'database' | 'redis') {
  expect(a.status, `${a.what}: ${JSON.stringify(a.body)}`).toBe(503);
  expect(a.ms).toBeLessThan(HANG_MS);
  if (a.what === 'ready') {
    expect(a.body.checks?.[dependency ?? 'database']).toBe('down');
  } else {
    expect(a.body).toMatchObject({ succeeded: false, messages: [{ id: 'ERR_SERVICE_UNAVAILABLE' }] });
  }
  expect(Number(a.retryAfter)).toBeGreaterThan(0);
}

/** Polls until `probe` succeeds; returns how long that took. Fails past RECOVERY_MS. */
async function recovery(probe: () => Promise<Answer>, ok: (a: Answer) => boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    const a = await probe();
    if (ok(a)) return Date.now() - started;
    if (Date.now() - started > RECOVERY_MS) throw new Error(`not recovered after ${RECOVERY_MS} ms: ${a.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const recoveries: number[] = [];
const outages: string[] = [];

beforeAll(async () => {
  await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
  await pgProxy.start();
  await redisProxy.start();
  const config = configFor(proxiedPg(pgProxy.port), `redis://127.0.0.1:${redisProxy.port}`);
  built = await buildApp(config);
  await attachRealtime(built.app, built.ctx);
  user = await signedInMember(built, { role: 'Owner' });
  const meeting = await createMeeting(built, { orgId: user.org.id, ownerId: user.membership.id });
  meetingId = meeting.id;
  threadId = meeting.threadId;
});

afterAll(async () => {
  // Shutting down after outages must not hang either (a Redis client still reconnecting is cut).
  const t0 = Date.now();
  await built?.app.close();
  expect(Date.now() - t0).toBeLessThan(HANG_MS);
  await pgProxy.close();
  await redisProxy.close();
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('attack 20: database and Redis outages', () => {
  it('answers normally before any outage', async () => {
    expect((await readSession()).status).toBe(200);
    expect((await createTodo()).status).toBe(200);
    expect((await joinLive()).status).toBe(422);
    expect((await ready()).body.checks).toEqual({ database: 'up', redis: 'up' });
  });

  for (const kind of ['refused', 'black-holed'] as const) {
    it(`database ${kind}: 503 with Retry-After, no hang, the process and its probes keep answering, back within 10 s`, async () => {
      outages.push(`database ${kind}`);
      if (kind === 'refused') await pgProxy.refuse();
      else pgProxy.blackhole();

      const [session, create, readiness] = await Promise.all([readSession(), createTodo(), ready()]);
      expectUnavailable(session);
      expectUnavailable(create);
      expectUnavailable(readiness, 'database');
      // A second round, once the pool has given up on its old connections.
      expectUnavailable(await readSession());
      // What needs no database still answers, cookie or not.
      for (const url of ['/version', '/health/live']) {
        const a = await ask(url, 'GET', url);
        expect(a.status, url).toBe(200);
        expect(a.ms).toBeLessThan(1000);
      }

      await pgProxy.restore();
      recoveries.push(await recovery(readSession, (a) => a.status === 200));
      expect((await createTodo()).status).toBe(200);
      expect((await ready()).status).toBe(200);
    });
  }

  for (const kind of ['refused', 'black-holed'] as const) {
    it(`Redis ${kind}: calls that need it answer 503, the rest work, back within 10 s`, async () => {
      outages.push(`Redis ${kind}`);
      if (kind === 'refused') await redisProxy.refuse();
      else redisProxy.blackhole();

      // Creating emits to the other nodes through Redis: the write succeeds, the event waits.
      expect((await createTodo()).status).toBe(200);
      expectUnavailable(await joinLive());
      expectUnavailable(await ready(), 'redis');

      await redisProxy.restore();
      recoveries.push(await recovery(joinLive, (a) => a.status === 422));
      expect((await ready()).status).toBe(200);
      // Publishes that failed during the outage did not take the process down.
      expect((await createTodo()).status).toBe(200);
    });
  }

  it('start-up ends with a clear error within the start-up bound when the database or Redis cannot be reached', async () => {
    await pgProxy.refuse();
    const started = Date.now();
    const noDb = await buildApp(configFor(proxiedPg(pgProxy.port), '')).then(
      () => null,
      (err: unknown) => err,
    );
    expect(noDb).toBeInstanceOf(DependencyUnavailableError);
    expect((noDb as Error).message).toMatch(/^PostgreSQL at 127\.0\.0\.1:\d+\/eos_outage_\w+: .*ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(HANG_MS);
    await pgProxy.restore();

    await redisProxy.refuse();
    const other = await buildApp(configFor(proxiedPg(pgProxy.port), `redis://127.0.0.1:${redisProxy.port}`));
    try {
      const t0 = Date.now();
      const noRedis = await attachRealtime(other.app, other.ctx).then(
        () => null,
        (err: unknown) => err,
      );
      expect(noRedis).toBeInstanceOf(DependencyUnavailableError);
      expect((noRedis as Error).message).toMatch(/^Redis at 127\.0\.0\.1:\d+: .*ECONNREFUSED/);
      expect(Date.now() - t0).toBeLessThan(HANG_MS);
    } finally {
      await other.app.close();
      await redisProxy.restore();
    }

    const during = answers.length;
    const fiveHundreds = answers.filter((a) => a.status >= 500 && a.status !== 503).length;
    const slowest = Math.max(...answers.map((a) => a.ms));
    expect(fiveHundreds).toBe(0);
    recordFigure(
      20,
      'outages',
      `0 answers of 500 and 0 hangs in ${during} requests across ${outages.length} outages (${outages.join(', ')}), ` +
        `slowest answer ${(slowest / 1000).toFixed(1)} s; service back ${(Math.max(...recoveries) / 1000).toFixed(1)} s ` +
        'after each outage at worst; start-up without the database or Redis exits with a one-line error',
    );
  });
});
