import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflatedSpaces, unzipText, writeZip, type ZipEntry } from '../../src/modules/export/test-support.ts';
import { type SignedInUser, signedInMember } from '../auth-helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';

// Check 26 (issue 34 item 4): a restore's zip and an import's CSV are unpacked and parsed off the event
// loop, within a byte budget the export's own row counts allow, one restore per organization and two per
// node at a time. Hostile uploads any new sign-up can send (each sign-up owns an empty organization):
// - a real export whose organization.json and people.json are each followed by 120 MB of spaces (valid
//   JSON; a 250 kB zip);
// - the same zip three times at once;
// - a zip whose manifest claims 10 V/TO revisions, holding none and 24 MB of spaces (within the claimed
//   rows' budget, so it is unpacked and parsed), three times at once into one organization and three
//   times at once into three;
// - a CSV import whose header has 400,000 columns (3.9 MB).
// Meanwhile a client on another thread asks GET /health/live every 10 ms over real HTTP (inject would
// run on the server's own loop, and a stall would delay the asking too). The figure prints the slowest
// answer against the 50 ms the issue asks (15 to 29 ms measured on a quiet machine). The check fails past
// STALL_MS: inside the whole suite, the other test worker, the parse worker, the attacker and the probe
// share two cores, and the scheduler alone delayed one answer 101 ms there, while the stalls this catches
// lasted 3 to 15 s. The attacker sends from a thread of its own too, so the server's thread only serves.

const STALL_MS = 250;

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A client on its own thread: GET /health/live every 10 ms until told to stop; each answer's time, and the peak RSS. */
interface ProbeResult {
  times: number[];
  failures: number;
  peakRss: number;
}
function startProbe(url: string): { stop(): Promise<ProbeResult> };
function startProbe(url: string, forMs: number): Promise<ProbeResult>;
function startProbe(url: string, forMs?: number): { stop(): Promise<ProbeResult> } | Promise<ProbeResult> {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let stopping = false;
    const times = [];
    let failures = 0;
    let peakRss = process.memoryUsage.rss();
    const sampler = setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage.rss()); }, 5);
    parentPort.on('message', () => { stopping = true; });
    const ask = () => new Promise((resolve) => {
      const started = performance.now();
      const req = http.get(workerData.url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : -1));
      });
      req.on('error', () => resolve(-1));
    });
    (async () => {
      while (!stopping) {
        const ms = await ask();
        if (ms < 0) failures++; else times.push(ms);
        await new Promise((r) => setTimeout(r, 10));
      }
      agent.destroy();
      clearInterval(sampler);
      parentPort.postMessage({ times, failures, peakRss });
    })();
    `,
    { eval: true, workerData: { url } },
  );
  const done = new Promise<ProbeResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const stop = async () => {
    worker.postMessage('stop');
    const result = await done;
    await worker.terminate();
    return result;
  };
  if (forMs === undefined) return { stop };
  return new Promise((resolve) => setTimeout(resolve, forMs)).then(stop);
}

/** One request of the attack: sent from another thread, so the server's thread does the server's work alone. */
interface Shot {
  path: string;
  cookie: string;
  type: string;
  body: Uint8Array;
}

/** Sends each volley's requests at once, one volley after the other, from its own thread; their statuses. */
async function fire(url: string, volleys: Shot[][]): Promise<number[]> {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const statuses = [];
      for (const volley of workerData.volleys) {
        const answers = await Promise.all(volley.map((shot) => fetch(workerData.url + shot.path, {
          method: 'POST',
          headers: { cookie: shot.cookie, 'content-type': shot.type, origin: 'http://localhost:3000' },
          body: shot.body,
        })));
        for (const res of answers) {
          statuses.push(res.status);
          await res.arrayBuffer();
        }
      }
      parentPort.postMessage(statuses);
    })();
    `,
    { eval: true, workerData: { url, volleys } },
  );
  try {
    return await new Promise<number[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

const restore = (user: SignedInUser, zip: Uint8Array) =>
  fetch(`${base}/api/v2/export/restore`, {
    method: 'POST',
    headers: { cookie: user.cookie, 'content-type': 'application/zip', origin: 'http://localhost:3000' },
    body: Buffer.from(zip),
  });

async function exportOf(user: SignedInUser): Promise<Record<string, string>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/export', headers: { cookie: user.cookie } });
  expect(res.statusCode).toBe(200);
  return unzipText(res.rawPayload);
}

/** The export's files as zip entries, with some replaced. */
function entriesOf(files: Record<string, string>, replaced: Record<string, ZipEntry['deflated']>): ZipEntry[] {
  return Object.entries(files).map(([name, text]) =>
    replaced[name] ? { name, deflated: replaced[name] } : { name, data: strToU8(text) },
  );
}

describe('attack 26: parse stalls', () => {
  it('refuses zip bombs, restore bursts and a 400,000-column CSV while /health/live keeps answering', async () => {
    const [first, second, third, fourth, fifth] = (await Promise.all(
      [0, 1, 2, 3, 4].map(() => signedInMember(t, { role: 'Owner' })),
    )) as [SignedInUser, SignedInUser, SignedInUser, SignedInUser, SignedInUser];
    const files = await exportOf(first);
    // 120 MB of spaces after the organization's row and as many after its people: the 249 kB
    // zip of whitespace JSON, under the sizes a restore took before (128 MB a file, 256 MB in all).
    const bomb = writeZip(
      entriesOf(files, {
        'json/organization.json': deflatedSpaces(files['json/organization.json'] as string, 120),
        'json/people.json': deflatedSpaces(files['json/people.json'] as string, 120),
      }),
    );
    // A manifest claiming 10 revisions, and a revisions file with none, padded to 24 MB.
    const manifest = JSON.parse(files['manifest.json'] as string);
    manifest.counts.revisions = 10;
    const claimed = writeZip(
      entriesOf(
        { ...files, 'manifest.json': JSON.stringify(manifest) },
        { 'json/revisions.json': deflatedSpaces('[', 24, ']') },
      ),
    );
    const header = Array.from({ length: 400_000 }, (_, i) => `Col${i}`).join(',');
    const csv = `${header}\nx\n`;

    // Started from TypeScript, a worker thread spends a second of CPU loading tsx and compiling its
    // modules (the bundled server loads dist/workers/*.js): started before the clock runs. Each attacker
    // opens the Export tab first (GET export/status), as the web app does before a restore.
    expect((await restore(first, strToU8('not a zip'))).status).toBe(422);
    for (const user of [first, second, third, fourth, fifth]) {
      const status = await t.app.inject({
        method: 'GET',
        url: '/api/v2/export/status',
        headers: { cookie: user.cookie },
      });
      expect(status.json().canRestore).toBe(true);
    }
    // The machine's own noise, for the figure: the same probe with nothing else going on.
    const idle = await startProbe(`${base}/api/v2/health/live`, 500);
    const rssBefore = process.memoryUsage.rss();
    const probe = startProbe(`${base}/api/v2/health/live`);
    await new Promise((r) => setTimeout(r, 50));
    const restoreShot = (user: SignedInUser, zip: Uint8Array): Shot => ({
      path: '/api/v2/export/restore',
      cookie: user.cookie,
      type: 'application/zip',
      body: zip,
    });
    const csvShot: Shot = {
      path: '/api/v2/import/columns',
      cookie: first.cookie,
      type: 'application/json',
      body: strToU8(JSON.stringify({ source: 'generic', entity: 'todos', csv })),
    };
    const statuses = await fire(base, [
      [restoreShot(first, bomb)],
      [restoreShot(first, bomb), restoreShot(first, bomb), restoreShot(first, bomb)],
      [restoreShot(second, claimed), restoreShot(second, claimed), restoreShot(second, claimed)],
      [restoreShot(third, claimed), restoreShot(fourth, claimed), restoreShot(fifth, claimed)],
      [csvShot],
    ]);
    await new Promise((r) => setTimeout(r, 50));
    const { times, failures, peakRss } = await probe.stop();

    const sorted = [...times].sort((a, b) => a - b);
    const slowest = Math.round(sorted.at(-1) ?? 0);
    const p99 = Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0);
    const growth = Math.round((peakRss - rssBefore) / 1024 / 1024);
    const counted = new Map<number, number>();
    for (const s of statuses) counted.set(s, (counted.get(s) ?? 0) + 1);
    const byStatus = [...counted].map(([s, n]) => `${n}×${s}`).join(', ');
    const refused = statuses.filter((s) => s >= 400 && s < 500).length;
    recordFigure(
      26,
      'parse stalls',
      `${statuses.length} hostile restores and imports (zip bombs of 240 MB alone and in a burst of 3, ` +
        `claimed-rows bombs of 24 MB in bursts of 3 into one and three organizations, 400,000 columns): ` +
        `${refused} refused 4xx (${byStatus}); /health/live answered ${times.length} times, ` +
        `slowest ${slowest} ms (p99 ${p99} ms; idle beforehand: ${idle.times.length} answers, slowest ` +
        `${Math.round(Math.max(...idle.times))} ms); memory growth ${growth} MB`,
    );
    expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
    expect(failures).toBe(0);
    expect(times.length).toBeGreaterThan(10);
    expect(slowest).toBeLessThan(STALL_MS);
  }, 60_000);
});
