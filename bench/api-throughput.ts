// Measures the server as a user would feel it: time from start to serving, memory at rest, and
// requests per second for signed-in reads. Prints figures and ratios; asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const port = 3300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eos-bench-'));

const started = performance.now();
const server = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    PUBLIC_URL: base,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitUntilServing(): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(`${base}/api/v2/version`);
      if (res.ok) return performance.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
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

try {
  const coldMs = await waitUntilServing();
  console.log(`start to serving (first start: migrations + demo seed): ${Math.round(coldMs)} ms`);
  await new Promise((r) => setTimeout(r, 2000));
  console.log(`memory at rest (RSS): ${rssMb(server.pid as number).toFixed(1)} MB`);

  const login = await fetch(`${base}/api/v2/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.local', password: 'Demo1234!' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
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
      headers: { 'content-type': 'application/json', cookie: cookie ?? '' },
      body: JSON.stringify({ filters: { 'has-license': ['true'] } }),
    })
  ).json()) as { items: { id: string }[] };
  const inviteeIds = people.items.map((p: { id: string }) => p.id);
  const agenda = { name: 'Level 10 Meeting', type: 'Level10', items: [{ type: 'IDS', name: 'IDS', minutes: 60 }] };
  for (let i = 0; i < 99; i++) {
    await fetch(`${base}/api/v2/meetings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie ?? '' },
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
  console.log(`memory after load (RSS): ${rssMb(server.pid as number).toFixed(1)} MB`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
