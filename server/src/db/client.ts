import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  close(): Promise<void>;
}

// Migrations sit beside this file in source, and are copied next to the bundle in production.
function migrationsFolder(): string {
  const candidates = [
    path.join(import.meta.dirname, 'migrations'),
    path.join(import.meta.dirname, '../src/db/migrations'),
    path.join(import.meta.dirname, 'db/migrations'),
  ];
  const found = candidates.find((p) => existsSync(path.join(p, 'meta/_journal.json')));
  if (!found) throw new Error(`No migrations folder found in ${candidates.join(', ')}`);
  return found;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; undefined keeps it in memory. */
  pgliteDir?: string;
  /** Told when PostgreSQL drops an idle connection. */
  onIdleError?: (err: Error) => void;
}

export function openDatabase({ databaseUrl, pgliteDir, onIdleError }: DatabaseOptions): Database {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // A server restart, a failover or an administrator can end an idle connection. The pool drops it
    // and opens another on demand; without a listener Node would treat the error as fatal.
    pool.on('error', (err) => onIdleError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  if (pgliteDir) mkdirSync(pgliteDir, { recursive: true });
  const client = new PGlite(pgliteDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}
