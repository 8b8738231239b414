// A big Accountability Chart (issue 17 item 9): 500 seats, five roles each, in the demo organization.
// Times the API's read of the chart and one seat write on it, then opens the chart page cold in
// Chromium (signed in, empty cache) until its seat cards show, then from its folder in the same tab,
// and times a zoom out and back. Each cold open says when the last script and the chart's data
// arrived, so the app's own start shows apart from the chart's. Runs the built app (npm run build) on
// its embedded database in a temporary data dir. Prints each run and the medians; asserts nothing.
//
//   npm run build && npm run bench:ac -w bench          (SEATS=1000 RUNS=9 for more)
//   PROFILE=1 ...   also prints the cold open's 25 costliest functions (build the web app with
//                   `npx vite build --minify false` in web/ to read their names)
import { chromium } from 'playwright';
import { CHROMIUM, median, startApp } from './lib/app.ts';

const SEATS = Number(process.env.SEATS ?? 500);
const RUNS = Number(process.env.RUNS ?? 5);
const ROLES = ['Lead, manage, hold accountable', 'Own the plan', 'Hit the numbers', 'Hire and coach', 'Report weekly'];

const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
};

const app = await startApp({ SEED_DEMO: 'true' });
const base = app.base;
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const setup = await browser.newContext({ baseURL: base });
  const signIn = await setup.newPage();
  await signIn.goto('/login');
  await signIn.getByLabel('Email').fill('owner@demo.local');
  await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo1234!');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await signIn.getByRole('button', { name: /Organization: Demo Company/ }).waitFor();
  const api = setup.request;

  // A new chart in a folder of its own, filled breadth-first: every seat gets up to six seats below it.
  const folder = (await (await api.post('/api/v2/ac/collections', { data: { title: 'Bench' } })).json()).collection.id;
  const revision = (
    await (await api.put(`/api/v2/ac/collection/${folder}/revision`, { data: { title: `Bench ${SEATS}` } })).json()
  ).revision.id;
  const chartPath = `/api/v2/ac/collection/${folder}/revision/${revision}`;
  const ids: string[] = [];
  const [, buildMs] = await timed(async () => {
    for (let n = 0; n < SEATS; n++) {
      const parentId = n === 0 ? null : (ids[Math.floor((n - 1) / 6)] ?? null);
      const body = { title: `Seat ${n + 1}`, assignedToId: null, roles: ROLES, isAssistant: false, parentId };
      const made = await (await api.put(`${chartPath}/create-seat`, { data: body })).json();
      ids.push(made.id);
    }
  });
  console.log(
    `built ${SEATS} seats one call at a time in ${(buildMs / 1000).toFixed(1)} s (${(buildMs / SEATS).toFixed(1)} ms a seat)`,
  );

  const reads: number[] = [];
  const writes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const [res, readMs] = await timed(() => api.get(chartPath));
    const bytes = (await res.body()).length;
    reads.push(readMs);
    const last = ids[ids.length - 1];
    const body = {
      title: `Seat ${SEATS} (${run})`,
      assignedToId: null,
      roles: ROLES,
      isAssistant: false,
      parentId: ids[0],
    };
    const [, writeMs] = await timed(() => api.put(`${chartPath}/edit-seat/${last}`, { data: body }));
    writes.push(writeMs);
    console.log(
      `run ${run + 1}: GET chart ${readMs.toFixed(0)} ms (${(bytes / 1024).toFixed(0)} kB), move a seat ${writeMs.toFixed(0)} ms`,
    );
  }

  const state = await setup.storageState();
  await setup.close();
  const opens: number[] = [];
  const zooms: number[] = [];
  const inApp: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      baseURL: base,
      storageState: state,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    // Where the cold open's time goes: when the last script arrived and when the chart was asked for and answered.
    const t0 = performance.now();
    const at: Record<string, number> = {};
    page.on('requestfinished', (request) => {
      const url = request.url();
      if (url.endsWith('.js')) at.lastScript = performance.now() - t0;
      if (url.includes(`/revision/${revision}`) && url.includes('/api/')) at.chartAnswered = performance.now() - t0;
    });
    page.on('request', (request) => {
      if (request.url().includes(`/revision/${revision}`) && request.url().includes('/api/'))
        at.chartAsked = performance.now() - t0;
    });
    const cdp = process.env.PROFILE ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const [, openMs] = await timed(async () => {
      await page.goto(`/ac/collection/${folder}/revision/${revision}`);
      await page.locator('.react-flow__node').first().waitFor({ state: 'visible', timeout: 30_000 });
    });
    if (cdp) {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
        profile: {
          nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
          samples: number[];
          timeDeltas: number[];
        };
      };
      const self = new Map<string, number>();
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      profile.samples.forEach((id, i) => {
        const f = byId.get(id)?.callFrame;
        const key = `${f?.functionName || '(anon)'} ${f?.url.split('/').pop()}:${f?.lineNumber}`;
        self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      });
      for (const [key, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
        console.log(`  ${ms.toFixed(0)} ms ${key}`);
    }
    console.log(
      `  last script ${at.lastScript?.toFixed(0)} ms, chart asked ${at.chartAsked?.toFixed(0)} ms, answered ${at.chartAnswered?.toFixed(0)} ms`,
    );
    opens.push(openMs);
    const rendered = await page.locator('.react-flow__node').count();
    const [, zoomMs] = await timed(async () => {
      for (let i = 0; i < 5; i++) await page.getByRole('button', { name: /zoom out/i }).click();
      for (let i = 0; i < 5; i++) await page.getByRole('button', { name: /zoom in/i }).click();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    });
    zooms.push(zoomMs);
    // The way people usually arrive: from the chart's folder, in a tab that has the app loaded.
    await page.goto(`/ac/folder/${folder}`);
    const link = page.getByRole('link', { name: `Bench ${SEATS}`, exact: true }).first();
    await link.waitFor();
    const [, inAppMs] = await timed(async () => {
      await link.click();
      await page.locator('.react-flow__node').first().waitFor({ state: 'visible', timeout: 30_000 });
    });
    inApp.push(inAppMs);
    console.log(
      `run ${run + 1}: chart page shows seats after ${openMs.toFixed(0)} ms cold, ${inAppMs.toFixed(0)} ms from its folder (${rendered} cards in view), 10 zoom steps ${zoomMs.toFixed(0)} ms`,
    );
    await context.close();
  }
  console.log(
    `${SEATS} seats: GET chart median ${median(reads).toFixed(0)} ms, a move median ${median(writes).toFixed(0)} ms, cold open of the chart page median ${median(opens).toFixed(0)} ms (best ${Math.min(...opens).toFixed(0)}, worst ${Math.max(...opens).toFixed(0)}), opened from its folder median ${median(inApp).toFixed(0)} ms, 10 zoom steps median ${median(zooms).toFixed(0)} ms over ${RUNS} runs`,
  );
} finally {
  await browser.close();
  await app.stop();
}
