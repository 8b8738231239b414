import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../../db/client.ts';

/** One migration of server/src/db/migrations, as drizzle-kit's journal lists it. */
export interface MigrationEntry {
  idx: number;
  tag: string;
  /** drizzle records this as created_at in drizzle.__drizzle_migrations. */
  when: number;
}

/** Every migration this build knows, oldest first. */
export function knownMigrations(): MigrationEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
    entries: MigrationEntry[];
  };
  return journal.entries.map(({ idx, tag, when }) => ({ idx, tag, when }));
}

/** The newest migration this build knows: the schema version an export or a backup names. */
export function latestMigration(): MigrationEntry {
  const all = knownMigrations();
  const last = all[all.length - 1];
  if (!last) throw new Error('no migrations found');
  return last;
}
