// Measures the server as a user would feel it (issue 18 item 3): time from start to serving on a
// new and on an existing database, memory at rest on the embedded database and on PostgreSQL, then
// requests per second for signed-in reads. Prints figures and ratios with the aims beside them;
// asserts nothing. Run `npm run build` first; PostgreSQL at DATABASE_URL (default the local `test`).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { demoCookie, memoryMb, type RunningApp, startApp } from './lib/app.ts';

const AIMS = { freshStartMs: 5000, existingStartMs: 2000, restPgliteMb: 250, restPostgresMb: 120 };
/** How long a server idles before its memory counts as at rest: V8 gives memory back 15 to 20 s after start. */
const REST_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');

/** Starts, reports time to serving and memory right away and at rest. */
async function measuredStart(
  label: string,
  env: Record<string, string>,
  aimMs: number,
  aimMb: number,
  dataDir?: string,
) {
  const app = await startApp({ SEED_DEMO: 'true', ...env }, dataDir);
  const first = memoryMb(app.child.pid as number);
  await sleep(REST_MS);
  const rest = memoryMb(app.child.pid as number);
  console.log(
    `${label.padEnd(42)} serving after ${Math.round(app.startMs)} ms (aim < ${aimMs}: ${met(app.startMs < aimMs)}); ` +
      `RSS ${first.rss.toFixed(0)} MB at once, ${rest.rss.toFixed(0)} MB at rest (aim <= ${aimMb}: ${met(rest.rss <= aimMb)}), peak ${rest.peak.toFixed(0)} MB`,
  );
  return app;
}

/** PostgreSQL: a new database of its own, dropped afterwards; null when none answers. */
async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const name = `eos_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch (err) {
    console.log(`PostgreSQL at ${baseUrl} did not answer (${(err as Error).message}): its figures are skipped`);
    return null;
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function load(title: string, url: string, cookie?: string, body?: unknown) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (body) headers['content-type'] = 'application/json';
  const result = await autocannon({
    url,
    connections: 10,
    duration: 5,
    headers,
    method: body ? 'POST' : 'GET',
    body: body ? JSON.stringify(body) : undefined,
  });
  console.log(
    `${title.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}`,
  );
  return result.requests.average;
}

console.log(`start and memory, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}`);
const freshPglite = await measuredStart(
  'embedded database, new (migrations, seed)',
  {},
  AIMS.freshStartMs,
  AIMS.restPgliteMb,
);
await freshPglite.stop({ keepData: true });
const app: RunningApp = await measuredStart(
  'embedded database, existing',
  {},
  AIMS.existingStartMs,
  AIMS.restPgliteMb,
  freshPglite.dataDir,
);
const postgres = await postgresDatabase();
if (postgres) {
  try {
    const env = { DATABASE_URL: postgres.url };
    const fresh = await measuredStart(
      'PostgreSQL, new (migrations, seed)',
      env,
      AIMS.freshStartMs,
      AIMS.restPostgresMb,
    );
    await fresh.stop();
    const existing = await measuredStart('PostgreSQL, existing', env, AIMS.existingStartMs, AIMS.restPostgresMb);
    await existing.stop();
  } finally {
    await postgres.drop();
  }
}

const base = app.base;
try {
  const cookie = await demoCookie(base);
  const flags = await load('GET feature-flags (public)', `${base}/api/v2/app-configuration/feature-flags`);
  const session = await load('GET session (signed in)', `${base}/api/v2/session`, cookie);
  const orgs = await load('GET orgs (signed in)', `${base}/api/v2/orgs`, cookie);
  console.log(`ratio signed-in session / public read: ${(session / flags).toFixed(2)}`);
  console.log(`ratio orgs / session: ${(orgs / session).toFixed(2)}`);

  // A full page of the meetings list: 100 meetings with three invitees each. One query for the page,
  // one for all invitees, one for favourites, whatever the page size: no N+1.
  const people = (await (
    await fetch(`${base}/api/v2/people/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie },
      body: JSON.stringify({ filters: { 'has-license': ['true'] } }),
    })
  ).json()) as { items: { id: string }[] };
  const inviteeIds = people.items.map((p: { id: string }) => p.id);
  const agenda = { name: 'Level 10 Meeting', type: 'Level10', items: [{ type: 'IDS', name: 'IDS', minutes: 60 }] };
  for (let i = 0; i < 99; i++) {
    await fetch(`${base}/api/v2/meetings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie },
      body: JSON.stringify({
        title: `Bench meeting ${i}`,
        cadence: 'Weekly',
        date: '2026-12-07',
        time: '09:00',
        timeZone: 'America/New_York',
        inviteeIds,
        agenda,
      }),
    });
  }
  const page = { startIndex: 0, endIndex: 100, includeTotalCount: true };
  const list = await load('POST my-meetings (100 per page)', `${base}/api/v2/my-meetings`, cookie, page);
  const one = await load('POST my-meetings (1 per page)', `${base}/api/v2/my-meetings`, cookie, {
    ...page,
    endIndex: 1,
  });
  console.log(`ratio 100-meeting page / 1-meeting page: ${(list / one).toFixed(2)} (rows cost, queries do not)`);
  console.log(`memory after load (RSS): ${memoryMb(app.child.pid as number).rss.toFixed(0)} MB`);
} finally {
  await app.stop();
}
