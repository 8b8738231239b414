// Opening a live meeting cold: a fresh browser (nothing cached, signed in) goes straight to
// /meeting/live/{id} of the demo's Leadership Team, and we time how long until its agenda shows.
// Runs the built app (npm run build) on its embedded database in a temporary data dir, with Debian's
// Chromium. Prints each run and the median; asserts nothing.
//
//   npm run build && npm run bench:live-open -w bench          (RUNS=9 for more runs)
//   MBPS=10 LATENCY_MS=40 npm run bench:live-open -w bench      (an office line instead of loopback)
import { chromium } from 'playwright';
import { CHROMIUM, median, startApp } from './lib/app.ts';

const RUNS = Number(process.env.RUNS ?? 7);
// Loopback hides what the bytes and round trips cost; these put a real line between browser and app.
const MBPS = Number(process.env.MBPS ?? 0);
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 0);

const app = await startApp({ SEED_DEMO: 'true' });
const base = app.base;
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
  await app.stop();
}
