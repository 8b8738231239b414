// What the browser benches share: the built app on a free port with its embedded database in a
// temporary data dir, a signed-in demo session, and medians.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEMO = { email: 'owner@demo.local', password: 'Demo1234!' } as const;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningApp {
  base: string;
  child: ChildProcess;
  dataDir: string;
  /** Milliseconds from spawning the process to its first answer. */
  startMs: number;
  /** Stops the app (and waits for it to exit); removes its data dir unless kept for a restart. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * Starts server/dist/main.js (run `npm run build` first) and waits until it serves. A given
 * `dataDir` restarts on an existing embedded database; otherwise a new one is made.
 */
export async function startApp(env: Record<string, string> = {}, dataDir?: string): Promise<RunningApp> {
  const port = await freePort();
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'eos-bench-'));
  const base = `http://localhost:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, PUBLIC_URL: base, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async ({ keepData = false } = {}) => {
    child.kill('SIGTERM');
    await exited;
    if (!keepData) rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 6000; i++) {
    try {
      if ((await fetch(`${base}/api/v2/version`)).ok) {
        return { base, child, dataDir: dir, startMs: performance.now() - started, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  await stop();
  throw new Error('the app did not start');
}

/** A process's resident memory now and at its peak, in MB (Linux /proc). */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Signs the demo Owner in through the API; the session cookie for further requests. */
export async function demoCookie(base: string): Promise<string> {
  const login = await fetch(`${base}/api/v2/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(DEMO),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('eos_session='))
    ?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return cookie;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
