import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { migrationsHash, openDatabase } from '../src/db/client.ts';
import type { BillingConfig } from '../src/integrations/payments/settings.ts';

export interface TestApp extends BuiltApp {
  config: Config;
  close(): Promise<void>;
}

/**
 * A whole server for one test file, on its own empty database: in-memory PGlite by default,
 * or, when DATABASE_URL is set, a fresh PostgreSQL database created on that server and dropped after.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eos-test-'));
  const baseUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (baseUrl) {
    const name = `eos_test_${randomBytes(6).toString('hex')}`;
    await withAdmin(baseUrl, async (admin) => {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(admin, baseUrl)}`);
    });
    databaseUrl = databaseAt(baseUrl, name);
    dropDatabase = async () => {
      await withAdmin(baseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
  }
  const config = loadConfig(
    {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATABASE_URL: databaseUrl ?? '',
    },
    {
      inMemoryDb: !databaseUrl,
      seedDemo: false,
      publicUrl: 'http://localhost:3000',
      // scripts/pg-coverage.mjs: which statements each test file runs.
      ...(process.env.QUERY_SHAPES_FILE && {
        queryShapes: {
          file: process.env.QUERY_SHAPES_FILE,
          label: path.relative(path.resolve(import.meta.dirname, '..'), expect.getState().testPath ?? ''),
        },
      }),
      webDist: path.join(dataDir, 'no-web'),
      ...overrides,
    },
  );
  const built = await buildApp(config);
  return {
    ...built,
    config,
    async close() {
      await built.app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdmin<T>(baseUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseAt(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * On PostgreSQL each test's database is a copy of one with every migration applied (CREATE DATABASE
 * ... TEMPLATE), made once per set of migrations: migrating each took most of a test app's start.
 * Workers racing to make it each build their own and rename it into place; the loser drops its copy.
 */
async function migratedTemplate(admin: pg.Client, baseUrl: string): Promise<string> {
  const name = `eos_template_${migrationsHash().slice(0, 16)}`;
  const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.rowCount) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${building}`);
  const database = await openDatabase({ databaseUrl: databaseAt(baseUrl, building) });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  try {
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  } catch {
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  }
  return name;
}

/** BILLING_PROVIDER=sandbox, for `createTestApp({ billing: sandboxBilling() })`: the billing routes exist. */
export function sandboxBilling(over: Partial<BillingConfig> = {}): BillingConfig {
  return { provider: 'sandbox', taxRates: {}, sandboxCoupons: [], ...over };
}

/** The session cookie from a response, as a Cookie header value for the next request. */
export function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const found = list.find((c: string) => c.startsWith('eos_session='));
  if (!found) throw new Error('no session cookie in response');
  return found.split(';')[0] as string;
}
