import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { describeDatabaseUrl, migrationsFolder } from '../db/client.ts';
import { knownMigrations, type MigrationEntry } from '../modules/export/migrations.ts';

/**
 * Backup and restore of a whole installation (issue 22 item 5, docs/export.md 'Backup and restore'):
 * every table of every organization, as one gzipped file of JSON lines. Works on the embedded
 * database (DATA_DIR/db) and on PostgreSQL (DATABASE_URL), and across them: rows are written by
 * PostgreSQL itself (row_to_json) and read back by it (json_populate_recordset), so every type comes
 * back exactly as it was.
 *
 * The file: line 1 the header { format: 'eos-backup', version, migration, createdAt, source, tables };
 * then one line per row { t: <table>, r: <row> }, tables in foreign-key order; the last line
 * { end: true, counts } (a file without it was cut short and is refused).
 */

export const BACKUP_FORMAT = 'eos-backup';
export const BACKUP_VERSION = 1;

/** The few calls both drivers answer alike. */
export interface SqlConnection {
  kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface Target {
  databaseUrl?: string;
  /** The embedded database's folder (DATA_DIR/db). */
  pgliteDir?: string;
}

export class BackupError extends Error {}

/**
 * The database of `target`. The embedded one is refused while something has it open (PGlite keeps
 * postmaster.pid in its folder while open; two processes on one folder would corrupt it) unless
 * `ignoreLock` says the file is left over from a crash. `create` makes a missing embedded database.
 */
export async function connect(
  target: Target,
  opts: { create?: boolean; ignoreLock?: boolean } = {},
): Promise<SqlConnection> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    try {
      await client.connect();
    } catch (err) {
      throw new BackupError(`Cannot connect to ${describeDatabaseUrl(target.databaseUrl)}: ${(err as Error).message}`);
    }
    // Instants print in UTC whatever the server's zone (they read back the same either way).
    await client.query("set time zone 'UTC'");
    return {
      kind: 'postgres',
      query: async (text, params) => (await client.query(text, params as unknown[])).rows,
      close: () => client.end(),
    };
  }
  const dir = target.pgliteDir;
  if (!dir) throw new BackupError('No database: set DATABASE_URL, or DATA_DIR for the embedded one.');
  const exists = existsSync(path.join(dir, 'PG_VERSION'));
  if (!exists && !opts.create) throw new BackupError(`There is no embedded database in ${dir}.`);
  if (exists && existsSync(path.join(dir, 'postmaster.pid')) && !opts.ignoreLock) {
    throw new BackupError(
      `The embedded database in ${dir} is open in another process (db/postmaster.pid exists): stop the app ` +
        '(npm start) first. If it is not running (it crashed), pass --ignore-lock.',
    );
  }
  if (!exists) {
    // A new folder starts from the same template the app uses.
    const { openPglite } = await import('../db/pglite.ts');
    await (await openPglite(dir)).close();
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dir);
  await db.query("set time zone 'UTC'");
  return {
    kind: 'pglite',
    query: async (text, params) => (await db.query(text, params as unknown[])).rows as never,
    close: () => db.close(),
  };
}

interface TableMeta {
  name: string;
  primaryKey: string[];
  /** Foreign keys: own columns -> referenced table. */
  references: { columns: string[]; table: string; refColumns: string[] }[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The app's tables (schema public) with their primary keys and foreign keys, in foreign-key order. */
export async function appTables(db: SqlConnection): Promise<TableMeta[]> {
  const tables = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const keys = await db.query<{ tbl: string; type: string; cols: string; ref: string | null; refcols: string | null }>(
    `select cl.relname as tbl, c.contype::text as type,
            (select string_agg(a.attname, ',' order by k.i) from unnest(c.conkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as cols,
            rc.relname as ref,
            (select string_agg(a.attname, ',' order by k.i) from unnest(c.confkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n) as refcols
       from pg_constraint c
       join pg_class cl on cl.oid = c.conrelid
       join pg_namespace ns on ns.oid = cl.relnamespace
       left join pg_class rc on rc.oid = c.confrelid
      where ns.nspname = 'public' and c.contype in ('p', 'f')`,
  );
  const metas = new Map<string, TableMeta>(
    tables.map((t) => [t.name, { name: t.name, primaryKey: [], references: [] }]),
  );
  for (const k of keys) {
    const meta = metas.get(k.tbl);
    if (!meta) continue;
    if (k.type === 'p') meta.primaryKey = k.cols.split(',');
    else if (k.ref && k.refcols) {
      meta.references.push({ columns: k.cols.split(','), table: k.ref, refColumns: k.refcols.split(',') });
    }
  }
  // Foreign-key order; a table's references to itself are ordered row by row at restore.
  const out: TableMeta[] = [];
  const done = new Set<string>();
  const visiting = new Set<string>();
  const visit = (meta: TableMeta) => {
    if (done.has(meta.name)) return;
    if (visiting.has(meta.name)) throw new BackupError(`Foreign keys form a cycle through ${meta.name}.`);
    visiting.add(meta.name);
    for (const ref of meta.references) {
      const target = ref.table !== meta.name ? metas.get(ref.table) : undefined;
      if (target) visit(target);
    }
    visiting.delete(meta.name);
    done.add(meta.name);
    out.push(meta);
  };
  for (const meta of metas.values()) visit(meta);
  return out;
}

/** The migration the database is at (drizzle's own record), as this build knows it. */
export async function databaseMigration(
  db: SqlConnection,
): Promise<{ when: number; tag: string | null; idx: number | null }> {
  const found = await db.query<{ exists: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!found[0]?.exists) throw new BackupError('This database has no migrations applied: it is not one of this app.');
  const [last] = await db.query<{ created_at: string }>(
    'select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const when = Number(last?.created_at ?? 0);
  const known = knownMigrations().find((m) => m.when === when);
  return { when, tag: known?.tag ?? null, idx: known?.idx ?? null };
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  migration: { when: number; tag: string | null; idx: number | null };
  createdAt: string;
  source: 'pglite' | 'postgres';
  tables: string[];
}

const PAGE = 1000;

/** Writes the whole database to `file` (gzipped JSON lines); returns the rows per table. */
export async function backupTo(db: SqlConnection, file: string): Promise<Record<string, number>> {
  const partial = `${file}.partial-${process.pid}`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  const counts: Record<string, number> = {};
  try {
    // One snapshot: every table as of the same moment, while the app may keep writing (PostgreSQL).
    await db.query('begin isolation level repeatable read read only');
    const migration = await databaseMigration(db);
    const tables = await appTables(db);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      migration,
      createdAt: new Date().toISOString(),
      source: db.kind,
      tables: tables.map((t) => t.name),
    };
    await write(JSON.stringify(header));
    for (const table of tables) {
      const order = table.primaryKey.length ? `order by ${table.primaryKey.map(ident).join(', ')}` : '';
      counts[table.name] = 0;
      for (let offset = 0; ; offset += PAGE) {
        const rows = await db.query<{ j: string }>(
          `select row_to_json(t)::text as j from ${ident(table.name)} t ${order} limit ${PAGE} offset ${offset}`,
        );
        for (const row of rows) await write(`{"t":${JSON.stringify(table.name)},"r":${row.j}}`);
        counts[table.name] = (counts[table.name] ?? 0) + rows.length;
        if (rows.length < PAGE) break;
      }
    }
    await write(JSON.stringify({ end: true, counts }));
    await db.query('commit');
    gzip.end();
    await once(out, 'close');
    renameSync(partial, file);
    return counts;
  } catch (err) {
    await db.query('rollback').catch(() => {});
    gzip.destroy();
    out.destroy();
    rmSync(partial, { force: true });
    throw err;
  }
}

/** Whether any app table holds a row (a database with no app tables at all is empty). */
export async function isEmptyDatabase(db: SqlConnection): Promise<boolean> {
  for (const t of await appTables(db)) {
    const [row] = await db.query<{ any: boolean }>(`select exists (select 1 from ${ident(t.name)}) as any`);
    if (row?.any) return false;
  }
  return true;
}

/**
 * Applies the migrations after `fromWhen` up to and including `toIdx` (all when undefined) as drizzle
 * would (the same statements, the same record in drizzle.__drizzle_migrations), inside the caller's
 * transaction.
 */
async function migrate(db: SqlConnection, fromWhen: number, toIdx?: number): Promise<void> {
  await db.query('create schema if not exists drizzle');
  await db.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  const files = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  const known = knownMigrations();
  for (const [i, m] of files.entries()) {
    const entry = known[i] as MigrationEntry;
    if (m.folderMillis <= fromWhen) continue;
    if (toIdx !== undefined && entry.idx > toIdx) break;
    for (const statement of m.sql) if (statement.trim()) await db.query(statement);
    await db.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      m.hash,
      m.folderMillis,
    ]);
  }
}

export interface RestoreOptions {
  /** Empty a database that holds data first (else it is refused). */
  force?: boolean;
  /** Told what happens, one line at a time. */
  log?: (line: string) => void;
}

/**
 * Restores `file` into the database: refused when it holds data (unless force) or when the backup
 * comes from a newer migration than this build knows. In one transaction: the app's tables are
 * dropped, the migrations are applied up to the backup's, the rows go in table by table, sequences
 * follow their columns, and the newer migrations of this build run last, so an older backup is
 * brought up to date the way the app would have done it.
 */
export async function restoreFrom(
  db: SqlConnection,
  file: string,
  opts: RestoreOptions = {},
): Promise<Record<string, number>> {
  const log = opts.log ?? (() => {});
  if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async (): Promise<string | null> => {
    try {
      const r = await iterator.next();
      return r.done ? null : r.value;
    } catch (err) {
      throw new BackupError(`The backup cannot be read (${(err as Error).message}): is it a gzipped backup file?`);
    }
  };
  let header: BackupHeader;
  try {
    header = JSON.parse((await next()) ?? '') as BackupHeader;
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError('This file is not a backup of this app (no header).');
  }
  if (header?.format !== BACKUP_FORMAT) throw new BackupError('This file is not a backup of this app.');
  if (header.version !== BACKUP_VERSION) {
    throw new BackupError(`This backup's format version ${header.version} is not one this version of the app reads.`);
  }
  const known = knownMigrations();
  const at = known.find((m) => m.when === header.migration?.when);
  if (!at) {
    const latest = known[known.length - 1];
    throw new BackupError(
      (header.migration?.when ?? 0) > (latest?.when ?? 0)
        ? `This backup comes from a newer version of the app (migration ${header.migration.tag ?? header.migration.when}). Update the app first.`
        : 'This backup names a migration this version of the app does not know.',
    );
  }
  if (!(await isEmptyDatabase(db))) {
    if (!opts.force) {
      throw new BackupError(
        'The database is not empty. Restore into an empty database, or pass --force to empty it first.',
      );
    }
    log('The database is not empty: --force empties it first.');
  }

  const counts: Record<string, number> = {};
  await db.query('begin');
  try {
    // Empty: every table, view and sequence of the app, and drizzle's record of migrations.
    for (const t of await db.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public'`,
    )) {
      await db.query(`drop table if exists ${ident(t.name)} cascade`);
    }
    for (const s of await db.query<{ name: string }>(
      `select sequencename as name from pg_sequences where schemaname = 'public'`,
    )) {
      await db.query(`drop sequence if exists ${ident(s.name)} cascade`);
    }
    await db.query('drop schema if exists drizzle cascade');
    await migrate(db, 0, at.idx);
    log(`Schema made at migration ${at.tag}.`);

    const metas = new Map((await appTables(db)).map((t) => [t.name, t]));
    let current = '';
    let pending: string[] = [];
    const deferred = new Map<string, Record<string, unknown>[]>();
    const flush = async () => {
      if (pending.length === 0) return;
      await db.query(
        `insert into ${ident(current)} select * from json_populate_recordset(null::${ident(current)}, $1::json)`,
        [`[${pending.join(',')}]`],
      );
      pending = [];
    };
    let ended: { end: true; counts: Record<string, number> } | null = null;
    for (let line = await next(); line !== null; line = await next()) {
      if (!line.trim()) continue;
      let parsed: { t?: string; r?: Record<string, unknown>; end?: true; counts?: Record<string, number> };
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new BackupError('The backup is damaged: a line is not JSON.');
      }
      if (parsed.end) {
        ended = parsed as { end: true; counts: Record<string, number> };
        break;
      }
      const table = parsed.t;
      const meta = table ? metas.get(table) : undefined;
      if (!table || !meta || !parsed.r)
        throw new BackupError(`The backup names a table this schema does not have: ${table}`);
      counts[table] = (counts[table] ?? 0) + 1;
      if (meta.references.some((r) => r.table === table)) {
        // A table pointing at itself: its rows go in once all are read, parents first.
        deferred.set(table, [...(deferred.get(table) ?? []), parsed.r]);
        continue;
      }
      if (current !== table) {
        await flush();
        current = table;
      }
      pending.push(JSON.stringify(parsed.r));
      if (pending.length >= 500) await flush();
    }
    await flush();
    for (const [table, rows] of deferred) {
      const meta = metas.get(table) as TableMeta;
      current = table;
      pending = parentsFirst(meta, rows).map((r) => JSON.stringify(r));
      await flush();
    }
    if (!ended) throw new BackupError('The backup is incomplete (it was cut short): nothing was restored.');
    for (const [table, n] of Object.entries(ended.counts)) {
      if ((counts[table] ?? 0) !== n) throw new BackupError(`The backup is damaged: ${table} should have ${n} rows.`);
    }
    // Sequences (serial columns) continue after the highest value restored.
    const sequences = await db.query<{ seq: string; tbl: string; col: string }>(
      `select s.relname as seq, t.relname as tbl, a.attname as col
         from pg_class s
         join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
         join pg_class t on t.oid = d.refobjid
         join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
         join pg_namespace n on n.oid = s.relnamespace
        where s.relkind = 'S' and n.nspname = 'public'`,
    );
    for (const s of sequences) {
      await db.query(
        `select setval('${ident(s.seq)}', coalesce((select max(${ident(s.col)}) from ${ident(s.tbl)}), 0) + 1, false)`,
      );
    }
    // Then whatever this build adds after the backup's migration.
    await migrate(db, at.when);
    await db.query('commit');
  } catch (err) {
    await db.query('rollback').catch(() => {});
    throw err;
  } finally {
    lines.close();
  }
  return counts;
}

/** Rows of a table that points at itself, each after the row it points at. */
function parentsFirst(meta: TableMeta, rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const self = meta.references.filter((r) => r.table === meta.name);
  const keyOf = (row: Record<string, unknown>, cols: string[]) => JSON.stringify(cols.map((c) => row[c] ?? null));
  const placed = new Set<string>();
  const out: Record<string, unknown>[] = [];
  let left = rows;
  while (left.length) {
    const waiting: Record<string, unknown>[] = [];
    for (const row of left) {
      const ready = self.every((r) => {
        if (r.columns.some((c) => row[c] === null || row[c] === undefined)) return true;
        const target = keyOf(row, r.columns);
        // Pointing at itself, or at a row already placed.
        return target === keyOf(row, r.refColumns) || placed.has(`${r.refColumns.join(',')}=${target}`);
      });
      if (!ready) {
        waiting.push(row);
        continue;
      }
      out.push(row);
      for (const r of self) placed.add(`${r.refColumns.join(',')}=${keyOf(row, r.refColumns)}`);
    }
    if (waiting.length === left.length)
      throw new BackupError(`The rows of ${meta.name} point at each other in a cycle.`);
    left = waiting;
  }
  return out;
}
