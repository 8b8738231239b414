// @module-tag postgres
// Attack check (18): a pg_dump and restore keeps everything. A rich organization (the demo seed: people
// of every role, a leadership meeting, Rocks, To-Dos, Issues, Headlines, a scorecard with weeks of
// numbers; then a live meeting, an upgrade request and its notifications, a second organization made
// through the app) is dumped with PostgreSQL's own pg_dump (custom format) and restored with
// pg_restore into a new database. Every table must hold the same rows (count and checksum of every
// row's text), and the app started on the restored database must answer every read the same as the
// original, for each demo user, with the sessions they had. Needs PostgreSQL and its client tools:
// DATABASE_URL's server, else 127.0.0.1:5432 when it answers, else it says it was skipped.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, meetings } from '../../src/db/schema/index.ts';
import { DEMO_USERS, seedDemo } from '../../src/seed/demo.ts';
import { signIn } from '../auth-helpers.ts';
import { createAccount } from '../factories.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

const FALLBACK_URL = 'postgres://postgres@127.0.0.1:5432/test';

let baseUrl: string | null = null;
const names = { src: '', dst: '' };
const urls = { src: '', dst: '' };
let workDir = '';

async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

const hasTools = () => {
  try {
    execFileSync('pg_dump', ['--version']);
    execFileSync('pg_restore', ['--version']);
    return true;
  } catch {
    return false;
  }
};

async function query<T>(url: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows as T[];
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  const candidate = process.env.DATABASE_URL || FALLBACK_URL;
  if (!hasTools() || !(await reachable(candidate))) return;
  baseUrl = candidate;
  const tag = randomBytes(5).toString('hex');
  for (const k of ['src', 'dst'] as const) {
    names[k] = `eos_dump_${k}_${tag}`;
    await query(baseUrl, `CREATE DATABASE ${names[k]}`);
    const u = new URL(baseUrl);
    u.pathname = `/${names[k]}`;
    urls[k] = u.toString();
  }
  workDir = mkdtempSync(path.join(os.tmpdir(), 'eos-dump-'));
});
afterAll(async () => {
  if (!baseUrl) return;
  for (const k of ['src', 'dst'] as const) await query(baseUrl, `DROP DATABASE IF EXISTS ${names[k]} WITH (FORCE)`);
  rmSync(workDir, { recursive: true, force: true });
});

/** Every table of the database (the app's and drizzle's migration log): rows and a checksum of them. */
async function fingerprint(url: string): Promise<Map<string, { rows: number; sum: string }>> {
  const tables = await query<{ schema: string; name: string }>(
    url,
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const out = new Map<string, { rows: number; sum: string }>();
  for (const { schema, name } of tables) {
    const id = `"${schema}"."${name}"`;
    const [row] = await query<{ rows: number; sum: string | null }>(
      url,
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum from ${id} t`,
    );
    out.set(`${schema}.${name}`, { rows: row?.rows ?? 0, sum: row?.sum ?? '' });
  }
  return out;
}

type Read = { what: string; status: number; body: unknown };

/** What each demo user reads through the API: their session, every list, the meeting and its parts. */
async function readEverything(t: TestApp, cookies: Map<string, string>, meetingId: string, scorecardId: string) {
  const reads: Read[] = [];
  const all = { startIndex: 0, endIndex: 100 };
  for (const [email, cookie] of cookies) {
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: { cookie } });
      reads.push({ what: `${email} GET ${url}`, status: res.statusCode, body: res.json() });
    };
    const search = async (url: string, filters: Record<string, string[]> = {}) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v2${url}`,
        headers: { cookie },
        payload: { ...all, includeTotalCount: true, filters },
      });
      reads.push({ what: `${email} POST ${url} ${JSON.stringify(filters)}`, status: res.statusCode, body: res.json() });
    };
    await get('/session');
    await get('/orgs');
    await search('/people/search');
    await search('/todos/search', { status: ['Done', 'NotDone', 'Pending'] });
    await search('/issues/search', { status: ['Open', 'Solved', 'Removed'] });
    await search('/headlines/search', { status: ['ToReview', 'Reviewed', 'Pending', 'Removed'] });
    await search('/rocks/search');
    await search('/meetings/search/detail');
    await search('/my-meetings');
    await search('/notification-center/search');
    await get('/notification-center/count');
    await get('/org/paid-users');
    await get(`/meeting/${meetingId}`);
    await get(`/meeting/${meetingId}/history`);
    await get(`/live-meeting/${meetingId}`);
    await get('/scorecards/meetings');
    await get(`/scorecard/${scorecardId}`);
  }
  return reads;
}

describe('(18) pg_dump and restore', () => {
  it('keeps every row of every table, and the app reads the same', { timeout: 180_000 }, async (ctx) => {
    if (!baseUrl) {
      recordFigure(18, 'pg_dump and restore', 'skipped: no PostgreSQL with pg_dump/pg_restore reachable');
      ctx.skip();
      return;
    }
    // The original: the demo organization and more made through the app.
    const a = await createTestApp({ databaseUrl: urls.src, inMemoryDb: false });
    await seedDemo(a.ctx);
    const cookies = new Map<string, string>();
    for (const user of DEMO_USERS) {
      const [row] = await a.ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, user.email));
      cookies.set(user.email, (await signIn(a, row?.id as string)).cookie);
    }
    const [meeting] = await a.ctx.db.select().from(meetings);
    if (!meeting?.scorecardId) throw new Error('the demo meeting has no scorecard');
    const as = (email: string, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
      a.app.inject({ method, url: `/api/v2${url}`, headers: { cookie: cookies.get(email) as string }, payload });
    const target = { meetingId: meeting.id, meetingThreadId: meeting.threadId };
    const owner = 'owner@demo.local';
    expect((await as(owner, 'POST', '/live-meeting/start', target)).statusCode).toBe(200);
    expect((await as(owner, 'POST', '/live-meeting/next-agenda-item', target)).statusCode).toBe(200);
    expect((await as('observer@demo.local', 'POST', '/person/upgrade')).statusCode).toBe(200);
    expect(
      (
        await as(owner, 'POST', '/personal-todos', {
          title: 'Mine ✓ "quoted" \\ é',
          dueDate: '2030-02-03',
          contentHtml: '<p>x</p>',
        })
      ).statusCode,
    ).toBe(200);
    // Someone else's organization beside it, made through the app.
    const founder = await createAccount(a.ctx.db, { passwordHash: 'x' });
    const founderCookie = (await signIn(a, founder.id)).cookie;
    const founded = await a.app.inject({
      method: 'POST',
      url: '/api/v2/orgs',
      headers: { cookie: founderCookie },
      payload: { name: 'Second Company' },
    });
    expect(founded.statusCode).toBeLessThan(300);
    const [{ n: people } = { n: 0 }] = await query<{ n: number }>(
      urls.src,
      'select count(*)::int as n from memberships',
    );
    expect(people).toBeGreaterThan(DEMO_USERS.length);

    const before = await fingerprint(urls.src);
    const readsBefore = await readEverything(a, cookies, meeting.id, meeting.scorecardId);
    await a.close();

    // The round trip, with the tools an operator would use.
    const file = path.join(workDir, 'eos.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${urls.src}`]);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${urls.dst}`, file]);

    const after = await fingerprint(urls.dst);
    const differing = [...before].filter(([name, f]) => !isDeepStrictEqual(after.get(name), f)).map(([n]) => n);
    const extra = [...after.keys()].filter((name) => !before.has(name));
    expect(differing).toEqual([]);
    expect(extra).toEqual([]);

    // The app on the restored database: migrations find nothing to do, the same sessions read the same.
    const b = await createTestApp({ databaseUrl: urls.dst, inMemoryDb: false });
    const readsAfter = await readEverything(b, cookies, meeting.id, meeting.scorecardId);
    await b.close();
    const changed = readsBefore.filter((r, i) => !isDeepStrictEqual(r, readsAfter[i])).map((r) => r.what);
    // The Observer is not invited to the meeting: its live view is 403, before and after alike.
    const refused = readsBefore.filter((r) => r.status !== 200).map((r) => `${r.what}: ${r.status}`);
    expect(refused).toEqual([`observer@demo.local GET /live-meeting/${meeting.id}: 403`]);
    expect(changed).toEqual([]);

    const rows = [...before.values()].reduce((n, f) => n + f.rows, 0);
    recordFigure(
      18,
      'pg_dump and restore',
      `${before.size} tables, ${rows} rows: identical after restore (count and checksum per table); ${readsBefore.length} API reads by ${cookies.size} users identical on the restored database`,
    );
  });
});
