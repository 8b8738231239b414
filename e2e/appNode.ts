import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

// An app node of the built server that a spec starts and stops itself: for specs that need a demo
// organization of their own (they change its people), or several nodes, or a node that goes away.

export const ROOT = path.resolve(import.meta.dirname, '..');

export interface AppNode {
  port: number;
  url: string;
  /** Stops the process: SIGKILL is a crash, SIGTERM a graceful shutdown. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface AppNodeOptions {
  port: number;
  /** Its data folder (embedded database unless DATABASE_URL is given, mail outbox). */
  dataDir: string;
  /** Empties dataDir first: a fresh embedded database seeded with the demo organization. */
  fresh?: boolean;
  env?: Record<string, string>;
}

async function waitForVersion(url: string, proc: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`app node exited with ${proc.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/v2/version`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`app node at ${url} did not answer within 60 s:\n${output()}`);
}

/** Starts `node server/dist/main.js` with the demo organization and waits until it answers. */
export async function startAppNode({ port, dataDir, fresh, env = {} }: AppNodeOptions): Promise<AppNode> {
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  let log = '';
  const proc = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  proc.stdout?.on('data', (d) => {
    log += d;
  });
  proc.stderr?.on('data', (d) => {
    log += d;
  });
  const node: AppNode = {
    port,
    url: `http://localhost:${port}`,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill(signal);
      }),
  };
  await waitForVersion(node.url, proc, () => log);
  return node;
}
