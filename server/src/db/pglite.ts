import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from './client.ts';
import { migrationsFolder, migrationsHash } from './client.ts';
import * as schema from './schema/index.ts';

/**
 * PGlite's memory: Postgres' default 128 MB of shared buffers, inside a WebAssembly heap that never
 * shrinks, made an embedded server hold ~400 MB at rest. 16 MB caches a team's working set; the
 * per-query and maintenance memory shrink with it. bench/api-throughput.ts prints the RSS.
 */
const CONF = [
  'shared_buffers = 16MB',
  'wal_buffers = 1MB',
  'temp_buffers = 1MB',
  'work_mem = 2MB',
  'maintenance_work_mem = 16MB',
];

/**
 * The embedded database, in `dir` or in memory. A new one starts from the template (below) instead
 * of PGlite's initdb; migrate() then finds the template's migrations applied and runs only newer ones.
 */
export async function openPglite(dir: string | undefined, logger?: Logger): Promise<Database> {
  // A folder is filled here, outside PGlite: loading the template through PGlite copies it into the
  // WebAssembly heap, which then stays ~150 MB larger for the life of the process.
  if (dir && !existsSync(path.join(dir, 'PG_VERSION'))) extractTar(gunzipSync(await template()), dir);
  // One options object: PGlite's constructor drops its second argument when the first is not a string,
  // so `new PGlite(undefined, {...})` silently ran initdb and every migration for each in-memory database.
  const client = new PGlite({
    postgresqlconf: CONF,
    ...(dir ? { dataDir: dir } : { loadDataDir: new Blob([new Uint8Array(await template())]) }),
  });
  const db = drizzle(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db as never, { migrationsFolder: migrationsFolder() }),
    // Embedded: no network to lose. It answers unless the process itself is stuck.
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * A new database's data directory, made once and kept gzipped in node_modules/.cache/eos-pglite:
 * initdb with every migration applied. PGlite's initdb takes ~2.5 s on two cores and leaves ~400 MB
 * behind in the process that ran it; loading the template takes well under a second. The name holds
 * a hash of the PGlite version, the settings and the migrations, so a change makes a new one.
 * `npm run build` makes it (server/build.mjs): a first `npm start` and every test's in-memory
 * database load it. Writers race safely: each writes a file of its own and renames it into place.
 */
export async function template(): Promise<Buffer> {
  const file = templateFile();
  if (!existsSync(file)) {
    const made = new PGlite({ postgresqlconf: CONF });
    try {
      await migrate(drizzle(made, { schema }) as never, { migrationsFolder: migrationsFolder() });
      const dump = Buffer.from(await (await made.dumpDataDir('gzip')).arrayBuffer());
      mkdirSync(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}`;
      writeFileSync(partial, dump);
      renameSync(partial, file);
    } finally {
      await made.close();
    }
  }
  return readFileSync(file);
}

/**
 * Writes a tar archive's folders and files under `dir`: the template's plain ustar (PGlite's dump,
 * names of a few dozen characters, no links), so no tar package is needed for it.
 */
export function extractTar(archive: Buffer, dir: string): void {
  const text = (from: number, length: number, at: number) =>
    archive
      .subarray(at + from, at + from + length)
      .toString('utf8')
      .replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= archive.length; ) {
    const name = text(0, 100, at);
    if (!name) break;
    const full = path.join(text(345, 155, at), name).replace(/^\/+/, '');
    const size = Number.parseInt(text(124, 12, at).trim() || '0', 8);
    const type = text(156, 1, at);
    const target = path.join(dir, full);
    if (!target.startsWith(path.resolve(dir))) throw new Error(`template entry outside its folder: ${full}`);
    if (type === '5') mkdirSync(target, { recursive: true });
    else if (type === '0' || type === '') {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, archive.subarray(at + 512, at + 512 + size), { mode: 0o600 });
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
}

function templateFile(): string {
  const modules = nodeModules();
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(path.join(modules, PGLITE_PACKAGE), 'utf8')) as { version: string };
  hash.update(pglite.version).update(CONF.join('\n'));
  hash.update(migrationsHash());
  return path.join(modules, '.cache', 'eos-pglite', `template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

const PGLITE_PACKAGE = '@electric-sql/pglite/package.json';

/** The node_modules folder PGlite is installed in, found upwards from here as Node finds it. */
function nodeModules(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', PGLITE_PACKAGE))) return path.join(dir, 'node_modules');
    if (path.dirname(dir) === dir) throw new Error('@electric-sql/pglite is not installed');
  }
}
