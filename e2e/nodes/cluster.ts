import path from 'node:path';
import pg from 'pg';
import { type AppNode, ROOT, startAppNode } from '../appNode.ts';

// Several app nodes of the built server on one PostgreSQL database, sharing Redis: what a production
// deployment behind a load balancer looks like, started and stopped by the test itself so it can
// take a node away mid-meeting.

/** One data folder for every node, as a shared volume: the mail outbox is read from it. */
export const NODES_DATA_DIR = path.join(ROOT, 'e2e/.nodes-data');

export interface Cluster {
  start(port: number): Promise<AppNode>;
  close(): Promise<void>;
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
  const env = { DATABASE_URL: url.toString(), REDIS_URL: redisUrl };

  const running = new Set<AppNode>();
  let first = true;
  return {
    async start(port) {
      const node = await startAppNode({ port, dataDir: NODES_DATA_DIR, fresh: first, env });
      first = false;
      running.add(node);
      return {
        ...node,
        stop: async (signal) => {
          running.delete(node);
          await node.stop(signal);
        },
      };
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
