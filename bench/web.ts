// The web app's first load (issue 18 item 2): builds the app, serves it, and loads the sign-in page,
// the signed-in dashboard and a meeting page in the system Chromium. Per page it prints the
// JavaScript and CSS a cold browser downloads (compressed as sent, and decoded), the number of
// requests, and Lighthouse's performance score, LCP, TBT and CLS for desktop and mobile, medians of
// RUNS Lighthouse runs each. Prints the aims beside the figures; asserts nothing (the byte budgets are
// checked by e2e/specs/budgets.spec.ts).
//
//   npm run bench:web -w bench   (SKIP_BUILD=1 reuses web/dist, RUNS=5 runs more, DETAIL=1 lists the files,
//                                 PAGES=sign-in,dashboard picks pages, LIGHTHOUSE=0 skips Lighthouse)
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright';
import { CHROMIUM_LAUNCH } from '../e2e/playwright.config.ts';
import { CHROMIUM, demoCookie, median, ROOT, startApp } from './lib/app.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const AIMS = {
  publicKb: 120,
  signedInKb: 200,
  desktopScore: 98,
  mobileScore: 90,
  desktopLcpMs: 1000,
};
/** The e2e suite's quiet Chromium flags; chrome-launcher (Lighthouse) also needs headless asked for. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_LAUNCH.args];

if (!process.env.SKIP_BUILD) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('npm run build failed');
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;

interface Bytes {
  js: { sent: number; decoded: number };
  css: { sent: number; decoded: number };
  requests: number;
  uncompressed: string[];
}

/** What a cold browser downloads to show a page: every response's body as sent and decoded. */
async function download(base: string, path: string, cookie: string | null, ready: string): Promise<Bytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: base }]);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const seen = new Map<string, { type: string; url: string; encoding: string; sent: number; decoded: number }>();
    cdp.on('Network.responseReceived', (e) => {
      const encoding = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding');
      seen.set(e.requestId, { type: e.type, url: e.response.url, encoding: encoding?.[1] ?? '', sent: 0, decoded: 0 });
    });
    cdp.on('Network.dataReceived', (e) => {
      const r = seen.get(e.requestId);
      if (r) {
        r.sent += e.encodedDataLength;
        r.decoded += e.dataLength;
      }
    });
    await page.goto(path);
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const bytes: Bytes = {
      js: { sent: 0, decoded: 0 },
      css: { sent: 0, decoded: 0 },
      requests: seen.size,
      uncompressed: [],
    };
    for (const r of seen.values()) {
      const kind = r.type === 'Script' ? bytes.js : r.type === 'Stylesheet' ? bytes.css : null;
      if (!kind) continue;
      kind.sent += r.sent;
      kind.decoded += r.decoded;
      if (!r.encoding && r.decoded > 1024) bytes.uncompressed.push(new URL(r.url).pathname);
    }
    if (process.env.DETAIL) {
      const files = [...seen.values()].filter((r) => r.type === 'Script' || r.type === 'Stylesheet');
      for (const r of files.sort((a, b) => b.sent - a.sent).slice(0, Number(process.env.DETAIL) || 25))
        console.log(`    ${kb(r.sent).padStart(7)} ${kb(r.decoded).padStart(8)}  ${new URL(r.url).pathname}`);
    }
    return bytes;
  } finally {
    await browser.close();
  }
}

interface Score {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Lighthouse's performance figures for a page, desktop or mobile, median of RUNS cold runs. */
async function score(url: string, cookie: string | null, form: 'desktop' | 'mobile'): Promise<Score> {
  const runs: Score[] = [];
  for (let run = 0; run < RUNS; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      };
      const result = await lighthouse(url, flags, form === 'desktop' ? (desktopConfig as Config) : undefined);
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
  };
}

const mark = (ok: boolean) => (ok ? 'met' : 'NOT MET');

const app = await startApp({ SEED_DEMO: 'true' });
try {
  const cookie = await demoCookie(app.base);
  const meetings = await (
    await fetch(`${app.base}/api/v2/my-meetings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: app.base },
      body: JSON.stringify({ startIndex: 0, endIndex: 10 }),
    })
  ).json();
  const meeting = meetings.items.find((m: { title: string }) => m.title === 'Leadership Team');
  const pages = [
    { name: 'sign-in', path: '/login', cookie: null, ready: 'button[type=submit]', budgetKb: AIMS.publicKb },
    { name: 'sign-up', path: '/register', cookie: null, ready: 'button[type=submit]', budgetKb: AIMS.publicKb },
    { name: 'reset', path: '/reset-password', cookie: null, ready: 'button[type=submit]', budgetKb: AIMS.publicKb },
    { name: 'dashboard', path: '/', cookie, ready: 'main h1', budgetKb: AIMS.signedInKb },
    {
      name: 'meeting',
      path: `/traction/${meeting.id}/${meeting.meetingThreadId}/meetingoverview`,
      cookie,
      ready: 'main h1',
      budgetKb: null,
    },
  ];
  const load = os.loadavg()[0]?.toFixed(2);
  console.log(`web first load, ${os.cpus().length} cores, load average ${load} at start, ${RUNS} Lighthouse runs each`);
  let allMet = true;
  const only = process.env.PAGES?.split(',');
  for (const p of pages.filter((page) => !only || only.includes(page.name))) {
    const bytes = await download(app.base, p.path, p.cookie, p.ready);
    const sent = bytes.js.sent + bytes.css.sent;
    const lighthouseOn = process.env.LIGHTHOUSE !== '0';
    const desktop = lighthouseOn ? await score(app.base + p.path, p.cookie, 'desktop') : null;
    const mobile = lighthouseOn ? await score(app.base + p.path, p.cookie, 'mobile') : null;
    const budget = p.budgetKb === null ? '' : ` (aim <= ${p.budgetKb} kB: ${mark(sent <= p.budgetKb * 1024)})`;
    console.log(`\n${p.name} ${p.path}`);
    console.log(
      `  JavaScript ${kb(bytes.js.sent)} sent / ${kb(bytes.js.decoded)} decoded, CSS ${kb(bytes.css.sent)} / ${kb(bytes.css.decoded)}; together ${kb(sent)} sent${budget}; ${bytes.requests} requests`,
    );
    if (bytes.uncompressed.length) console.log(`  sent uncompressed: ${bytes.uncompressed.join(', ')}`);
    for (const [form, s, aim] of [
      ['desktop', desktop, AIMS.desktopScore],
      ['mobile', mobile, AIMS.mobileScore],
    ] as const) {
      if (!s) continue;
      const lcpAim = form === 'desktop' ? `, aim < ${AIMS.desktopLcpMs} ms: ${mark(s.lcp < AIMS.desktopLcpMs)}` : '';
      console.log(
        `  Lighthouse ${form.padEnd(7)} performance ${s.score} (aim >= ${aim}: ${mark(s.score >= aim)}), LCP ${s.lcp.toFixed(0)} ms${lcpAim}, TBT ${s.tbt.toFixed(0)} ms, CLS ${s.cls.toFixed(3)}`,
      );
      allMet &&= s.score >= aim && (form === 'mobile' || s.lcp < AIMS.desktopLcpMs);
    }
    allMet &&= p.budgetKb === null || sent <= p.budgetKb * 1024;
  }
  console.log(`\nload average ${os.loadavg()[0]?.toFixed(2)} at the end; aims ${allMet ? 'all met' : 'NOT all met'}`);
} finally {
  await app.stop();
}
