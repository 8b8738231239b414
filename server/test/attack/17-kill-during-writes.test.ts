// @module-tag postgres
// Attack check (17): kill -9 during a stream of writes. The server runs as its own process on a fresh
// PostgreSQL database (server/src/main.ts bundled by esbuild as `npm run build` does, so that three
// restarts stay quick; Vitest runs before the build), writers stream
// To-Do creations (personal and meeting To-Dos, several at once) and keep every id the server
// acknowledged; the process gets SIGKILL mid-stream, starts again on the same database, and every
// acknowledged To-Do must be there, as acknowledged. Three rounds. Only meaningful on PostgreSQL (an
// in-memory PGlite dies with the process): it uses DATABASE_URL's server, else PostgreSQL at
// 127.0.0.1:5432 when one answers, else it says it was skipped.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { createSession } from '../../src/lib/session-store.ts';
import { addMember, createAccount, createMeeting, createOrg } from '../factories.ts';
import { recordFigure } from './report.ts';

const ROUNDS = 3;
const WRITERS = 6;
const ROOT = path.resolve(import.meta.dirname, '../../..');
const FALLBACK_URL = 'postgres://postgres@127.0.0.1:5432/test';

let baseUrl: string | null = null;
let dbName = '';
let dbUrl = '';
let dataDir = '';
let bundleDir = '';

async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: baseUrl as string });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  const candidate = process.env.DATABASE_URL || FALLBACK_URL;
  if (!(await reachable(candidate))) return;
  baseUrl = candidate;
  dbName = `eos_kill_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  dbUrl = url.toString();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'eos-kill-'));
  // Beside src (git ignores .test-data*), so the bundle finds node_modules and the migrations.
  bundleDir = path.join(ROOT, 'server', `.test-data-attack17-${randomBytes(4).toString('hex')}`);
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'server/package.json'), 'utf8'));
  await build({
    entryPoints: [path.join(ROOT, 'server/src/main.ts')],
    outfile: path.join(bundleDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies ?? {}),
    logLevel: 'warning',
  });
});
afterAll(async () => {
  if (!baseUrl) return;
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Node {
  url: string;
  proc: ChildProcess;
  log: () => string;
}

/** The server as its own process on the test database; resolves once it answers. */
async function startNode(): Promise<Node> {
  const port = await freePort();
  let log = '';
  const proc = spawn(process.execPath, [path.join(bundleDir, 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: dbUrl,
      REDIS_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ATTACK_REPORT: '',
    },
  });
  proc.stdout?.on('data', (d) => {
    log += d;
  });
  proc.stderr?.on('data', (d) => {
    log += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${url}/api/v2/version`)).ok) return { url, proc, log: () => log };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  proc.kill('SIGKILL');
  throw new Error(`server did not answer within 60 s:\n${log}`);
}

function kill9(node: Node): Promise<void> {
  return new Promise((resolve) => {
    if (node.proc.exitCode !== null || node.proc.signalCode !== null) return resolve();
    node.proc.once('exit', () => resolve());
    node.proc.kill('SIGKILL');
  });
}

interface Acked {
  id: string;
  title: string;
}

describe('(17) kill -9 during a stream of writes', () => {
  it('loses no acknowledged To-Do across three SIGKILLs', { timeout: 240_000 }, async (ctx) => {
    if (!baseUrl) {
      recordFigure(17, 'kill -9 during writes', 'skipped: no PostgreSQL (DATABASE_URL or 127.0.0.1:5432) reachable');
      ctx.skip();
      return;
    }
    let node = await startNode();
    // Someone to write as, straight into the database the server has just migrated.
    const database = await openDatabase({ databaseUrl: dbUrl });
    const account = await createAccount(database.db, { passwordHash: 'x' });
    const org = await createOrg(database.db, { createdBy: account });
    const me = await addMember(database.db, org, account, 'Owner', { isDefault: true });
    const meeting = await createMeeting(database.db, { orgId: org.id, ownerId: me.id });
    const { token } = await createSession(database.db, account.id);
    await database.close();
    const cookie = `eos_session=${token}`;

    const acked: Acked[] = [];
    let attempts = 0;
    let unanswered = 0;
    const lost: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const url = node.url;
      let stop = false;
      const writer = async (w: number) => {
        for (let i = 0; !stop; i++) {
          const title = `r${round} w${w} #${i} ${randomBytes(3).toString('hex')}`;
          const personal = (w + i) % 2 === 0;
          attempts += 1;
          try {
            const res = await fetch(`${url}/api/v2/${personal ? 'personal-todos' : 'todos'}`, {
              method: 'POST',
              headers: { cookie, origin: url, 'content-type': 'application/json' },
              body: JSON.stringify({
                title,
                dueDate: '2030-01-01',
                contentHtml: '',
                ...(personal ? {} : { tractionId: meeting.id, ownerIds: [me.id] }),
              }),
            });
            if (res.status !== 200) throw new Error(`create answered ${res.status}: ${await res.text()}`);
            const body = await res.json();
            const todos = body.todos ?? [body.todo];
            for (const t of todos) acked.push({ id: t.id, title });
          } catch (error) {
            // The kill: the request got no answer, so nothing was promised.
            if (!stop) throw error;
            unanswered += 1;
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      // Let the stream run until a random number of writes were acknowledged, then pull the plug.
      const target = acked.length + 40 + Math.floor(Math.random() * 60);
      const until = Date.now() + 30_000;
      while (acked.length < target && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, Math.random() * 20));
      stop = true;
      await kill9(node);
      await Promise.all(writers);

      node = await startNode();
      // Every acknowledged To-Do is there, as it was acknowledged.
      const found = new Map<string, { title: string }>();
      for (let i = 0; i < acked.length; i += 400) {
        const ids = acked.slice(i, i + 400).map((a) => a.id);
        const res = await fetch(`${node.url}/api/v2/todos?ids=${ids.join(',')}`, { headers: { cookie } });
        expect(res.status).toBe(200);
        for (const t of (await res.json()) as { id: string; title: string }[]) found.set(t.id, t);
      }
      for (const a of acked) {
        if (found.get(a.id)?.title !== a.title) lost.push(`round ${round}: ${a.id} (${a.title})`);
      }
    }
    await kill9(node);

    expect(acked.length).toBeGreaterThan(ROUNDS * WRITERS);
    expect(lost).toEqual([]);
    recordFigure(
      17,
      'kill -9 during writes (PostgreSQL)',
      `${ROUNDS} rounds, ${acked.length} acknowledged writes (${attempts} attempted, ${unanswered} cut off by the kill), 0 lost`,
    );
  });
});
