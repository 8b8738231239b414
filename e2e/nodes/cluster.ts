import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

// Several app nodes of the built server on one PostgreSQL database, sharing Redis: what a production
// deployment behind a load balancer looks like, started and stopped by the test itself so it can
// take a node away mid-meeting.

const root = path.resolve(import.meta.dirname, '..', '..');
/** One data folder for every node, as a shared volume: the mail outbox is read from it. */
export const NODES_DATA_DIR = path.join(root, 'e2e/.nodes-data');

export interface AppNode {
  port: number;
  url: string;
  /** Stops the process: SIGKILL is a crash, SIGTERM a graceful shutdown. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  databaseUrl: string;
  start(port: number): Promise<AppNode>;
  close(): Promise<void>;
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

/**
 * A fresh database on the PostgreSQL server of DATABASE_URL (dropped at close) and the nodes started
 * on it. The first node migrates and seeds the demo organization; start nodes one after the other.
 */
export async function createCluster(): Promise<Cluster> {
  const baseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!baseUrl || !redisUrl) throw new Error('the nodes e2e needs DATABASE_URL and REDIS_URL');
  const name = `e2e_nodes_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  rmSync(NODES_DATA_DIR, { recursive: true, force: true });

  const running = new Set<AppNode>();
  return {
    databaseUrl,
    async start(port) {
      let log = '';
      const proc = spawn(process.execPath, ['server/dist/main.js'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: NODES_DATA_DIR,
          PUBLIC_URL: `http://localhost:${port}`,
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          SMTP_URL: '',
          SEED_DEMO: 'true',
          LOG_LEVEL: 'warn',
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
            running.delete(node);
            if (proc.exitCode !== null) return resolve();
            proc.once('exit', () => resolve());
            proc.kill(signal);
          }),
      };
      running.add(node);
      await waitForVersion(node.url, proc, () => log);
      return node;
    },
    async close() {
      await Promise.all([...running].map((n) => n.stop('SIGTERM')));
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
