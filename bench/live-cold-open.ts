// Opening a live meeting cold: a fresh browser (nothing cached, signed in) goes straight to
// /meeting/live/{id} of the demo's Leadership Team, and we time how long until its agenda shows.
// Runs the built app (npm run build) on its embedded database in a temporary data dir, with Debian's
// Chromium. Prints each run and the median; asserts nothing.
//
//   npm run build && npm run bench:live-open -w bench          (RUNS=9 for more runs)
//   MBPS=10 LATENCY_MS=40 npm run bench:live-open -w bench      (an office line instead of loopback)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';

const RUNS = Number(process.env.RUNS ?? 7);
// Loopback hides what the bytes and round trips cost; these put a real line between browser and app.
const MBPS = Number(process.env.MBPS ?? 0);
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 0);
const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startApp(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/v2/version`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the app did not start');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eos-bench-open-'));
const port = await freePort();
const app = await startApp(port, dataDir);
const base = `http://localhost:${port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  // Sign in once, on the sign-in page; each run gets these cookies in a new context (an empty cache).
  const setup = await browser.newContext({ baseURL: base });
  const signIn = await setup.newPage();
  await signIn.goto('/login');
  await signIn.getByLabel('Email').fill('owner@demo.local');
  await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo1234!');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await signIn.getByRole('button', { name: /Organization: Demo Company/ }).waitFor();
  const meetings = await (
    await setup.request.post('/api/v2/my-meetings', { data: { startIndex: 0, endIndex: 10 } })
  ).json();
  const meeting = meetings.items.find((m: { title: string }) => m.title === 'Leadership Team');
  const state = await setup.storageState();
  await setup.close();

  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      baseURL: base,
      storageState: state,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    if (MBPS || LATENCY_MS) {
      const cdp = await context.newCDPSession(page);
      const bytesPerSecond = MBPS ? (MBPS * 1024 * 1024) / 8 : -1;
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: bytesPerSecond,
        uploadThroughput: bytesPerSecond,
      });
    }
    const started = performance.now();
    await page.goto(`/meeting/live/${meeting.id}`);
    await page.getByRole('navigation', { name: 'Agenda' }).waitFor({ state: 'visible', timeout: 30_000 });
    const ms = performance.now() - started;
    times.push(ms);
    console.log(`run ${run + 1}: agenda shown after ${ms.toFixed(0)} ms`);
    await context.close();
  }
  const line = MBPS || LATENCY_MS ? `a ${MBPS || 'unlimited'} Mbit/s line, ${LATENCY_MS} ms latency` : 'loopback';
  console.log(
    `cold open of /meeting/live/{id} over ${line}: median ${median(times).toFixed(0)} ms, best ${Math.min(...times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms over ${RUNS} runs`,
  );
} finally {
  await browser.close();
  app.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
