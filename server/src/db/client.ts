import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DependencyUnavailableError } from '../lib/unavailable.ts';
import { type QueryShapes, queryShapesLogger } from './query-shapes.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type: PGlite on a laptop, PostgreSQL in production, the same SQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Resolves when the database answers `select 1` within timeoutMs, on a connection of its own. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

// Any fixed number the app uses for nothing else: the advisory lock held while migrating.
const MIGRATION_LOCK_KEY = 4_207_031_775;

// Migrations sit beside this file in source, and are copied next to the bundle in production.
export function migrationsFolder(): string {
  const candidates = [
    path.join(import.meta.dirname, 'migrations'),
    path.join(import.meta.dirname, '../src/db/migrations'),
    path.join(import.meta.dirname, 'db/migrations'),
  ];
  const found = candidates.find((p) => existsSync(path.join(p, 'meta/_journal.json')));
  if (!found) throw new Error(`No migrations folder found in ${candidates.join(', ')}`);
  return found;
}

/** A hash of every migration's name and SQL: a database template made from them is named by it. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const folder = migrationsFolder();
  for (const name of readdirSync(folder).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(path.join(folder, name)));
  }
  return hash.digest('hex');
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; undefined keeps it in memory. */
  pgliteDir?: string;
  /** Told when PostgreSQL drops an idle connection. */
  onIdleError?: (err: Error) => void;
  /** Opening a connection, or waiting for a free one in the pool (PostgreSQL only). */
  connectTimeoutMs?: number;
  /** The longest one statement may run (PostgreSQL only; migrations are not bound). */
  statementTimeoutMs?: number;
  /** Writes each statement's shape to a file (db/query-shapes.ts). */
  queryShapes?: QueryShapes;
}

/** Statements one connection keeps prepared at most (each holds its plan in its PostgreSQL backend). */
const MAX_PREPARED = 200;

/**
 * A pool client that survives its server going away. Two things node-postgres leaves to us:
 * - a client checked out for a transaction has no 'error' listener, so a connection dropped mid-
 *   transaction would emit an unhandled 'error' and end the process; its queries fail anyway;
 * - after a client-side read timeout the query is still in flight on the connection, and every later
 *   query would queue behind an answer that never comes: the connection is dropped instead, so the
 *   pool opens a fresh one when the database answers again.
 */
class ResilientClient extends pg.Client {
  /** The statements this connection has prepared under a name (see named()). */
  private readonly prepared = new Set<string>();

  constructor(config?: pg.ClientConfig) {
    super(config);
    this.on('error', () => {});
  }

  /**
   * Every statement with parameters runs as a prepared statement named by its text: PostgreSQL parses
   * it once per connection and, once it has seen it a few times, stops planning it on each request (a
   * page of To-Dos spent more time planning its owners' query than running it). The app has a bounded
   * number of statement shapes; past MAX_PREPARED on one connection (many lengths of `in (...)` lists)
   * new ones run unnamed, so neither side's memory grows without end.
   */
  private named(config: unknown, values: unknown): unknown {
    if (!config || typeof config !== 'object' || !('text' in config) || ('name' in config && config.name))
      return config;
    const hasValues = Array.isArray(values)
      ? values.length > 0
      : Array.isArray((config as { values?: unknown[] }).values);
    if (!hasValues) return config;
    const name = `s_${createHash('sha1').update(String(config.text)).digest('base64url')}`;
    if (!this.prepared.has(name)) {
      if (this.prepared.size >= MAX_PREPARED) return config;
      this.prepared.add(name);
    }
    return { ...config, name };
  }

  // biome-ignore lint/suspicious/noExplicitAny: node-postgres overloads query() many ways.
  override query(...args: any[]): any {
    args[0] = this.named(args[0], args[1]);
    const drop = (err: unknown) => {
      if (err instanceof Error && err.message === 'Query read timeout') {
        (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      }
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: unknown, res: unknown) => {
        drop(err);
        callback(err, res);
      };
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      return result.catch((err: unknown) => {
        drop(err);
        throw err;
      });
    }
    return result;
  }
}

/** Where a connection string points, for messages (never the password). */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL is not a URL)';
  }
}

/** PostgreSQL at `databaseUrl`, else PGlite (in `pgliteDir`, or in memory): only the one used is loaded. */
export async function openDatabase({
  databaseUrl,
  pgliteDir,
  onIdleError,
  connectTimeoutMs = 5000,
  statementTimeoutMs = 15000,
  queryShapes,
}: DatabaseOptions): Promise<Database> {
  const logger = queryShapes && queryShapesLogger(queryShapes);
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      Client: ResilientClient,
      connectionTimeoutMillis: connectTimeoutMs,
      // The server cancels a statement that runs too long (a clean error, the connection stays usable);
      // the client gives up a second later when no answer comes at all (the network lost the server).
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + 1000,
    });
    // A server restart, a failover or an administrator can end an idle connection. The pool drops it
    // and opens another on demand; without a listener Node would treat the error as fatal.
    pool.on('error', (err) => onIdleError?.(err));
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // Migrations run on a connection of their own without the statement timeout: building an index
      // on a large table may take longer than any request should.
      migrate: async () => {
        const migrationPool = new pg.Pool({
          connectionString: databaseUrl,
          max: 1,
          Client: ResilientClient,
          connectionTimeoutMillis: connectTimeoutMs,
        });
        // Nodes started together on an empty database would each apply the same migrations and fail
        // on each other's tables: a session-level advisory lock lets one migrate while the others
        // wait, then find nothing left to do. The lock is on this connection and ends with it.
        const client = await migrationPool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg(client) as never, { migrationsFolder: migrationsFolder() });
        } finally {
          client.release();
          await migrationPool.end();
        }
      },
      ping: (timeoutMs) => pingPostgres(databaseUrl, timeoutMs),
      close: () => pool.end(),
    };
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(pgliteDir, logger);
}

/**
 * One fresh connection and `select 1`, all within timeoutMs: says whether the server answers now,
 * without taking a connection from the pool (a black-holed server would hold pool connections).
 */
async function pingPostgres(databaseUrl: string, timeoutMs: number): Promise<void> {
  const client = new ResilientClient({
    connectionString: databaseUrl,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout expired')), timeoutMs);
  });
  try {
    await Promise.race([
      (async () => {
        await client.connect();
        await client.query('select 1');
      })(),
      deadline,
    ]);
  } catch (err) {
    const reason = err instanceof Error ? err.message || (err as { code?: string }).code : String(err);
    throw new DependencyUnavailableError('database', `${describeDatabaseUrl(databaseUrl)}: ${reason}`, {
      cause: err,
    });
  } finally {
    clearTimeout(timer);
    // end() waits for the server's goodbye, which a black hole never sends.
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    client.end().catch(() => {});
  }
}

/**
 * Start-up: retries the ping until the database answers or timeoutMs has passed, so a database that
 * starts a few seconds after the app (docker compose) is waited for, and an absent one ends start-up
 * with one clear error instead of a stack or a process that never listens.
 */
export async function waitForDatabase(database: Database, timeoutMs: number, connectTimeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = deadline - Date.now();
    try {
      await database.ping(Math.max(100, Math.min(connectTimeoutMs, left)));
      return;
    } catch (err) {
      if (deadline - Date.now() <= 500) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new DependencyUnavailableError(
          'database',
          `${reason} (gave up after ${Math.round(timeoutMs / 1000)} s)`,
          {
            cause: err,
          },
        );
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
