// @module-tag postgres
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

// Several app nodes started together on an empty database (a fresh deployment, a CI run) each run
// the migrations at start. Only PostgreSQL has several nodes; PGlite is one process's own database.
describe.skipIf(!process.env.DATABASE_URL)('migrations on PostgreSQL', () => {
  const baseUrl = process.env.DATABASE_URL as string;
  const name = `eos_migrate_${randomBytes(6).toString('hex')}`;
  // Built in the hooks: a skipped suite's body still runs, and without DATABASE_URL there is no URL.
  const url = () => {
    const u = new URL(baseUrl);
    u.pathname = `/${name}`;
    return u.toString();
  };

  async function admin(sql: string) {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  }
  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('three nodes starting at once on an empty database all start, and each migration runs once', async () => {
    const nodes = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url() })));
    try {
      const results = await Promise.allSettled(nodes.map((n) => n.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);

      const journal = JSON.parse(readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'));
      const c = new pg.Client({ connectionString: url() });
      await c.connect();
      const applied = await c.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      await c.end();
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await Promise.all(nodes.map((n) => n.close()));
    }
  });
});
