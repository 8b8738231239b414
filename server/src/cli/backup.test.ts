// @module-tag postgres
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth-helpers.ts';
import {
  addMember,
  createAccount,
  createMeasurable,
  createMeasuredValue,
  createMeeting,
  createOrg,
  createTodo,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  accessTokens,
  authThrottle,
  billingEvents,
  chatMessages,
  instanceState,
  mailOutbox,
  notifications,
  orgBilling,
  sandboxCustomers,
} from '../db/schema/index.ts';
import { knownMigrations } from '../modules/export/migrations.ts';
import { seedDemo } from '../seed/demo.ts';
import { appTables, backupTo, connect, restoreFrom, type SqlConnection, type Target } from './instance-backup.ts';

// Backup and restore of the whole installation (issue 22 item 5): a rich database is backed up,
// restored into a fresh one, and every table is compared row by row in primary-key order. On PGlite
// in the normal suite; on PostgreSQL too when DATABASE_URL is set (the CI's PostgreSQL pass), where
// an embedded backup is also restored into PostgreSQL.

const root = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'eos-backup-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
  rmSync(work, { recursive: true, force: true });
});

/** A database full of everything: two organizations, items, numbers, V/TO, chart, sessions, tokens… */
async function richInstance(
  overrides: Parameters<typeof createTestApp>[0] = {},
): Promise<{ t: TestApp; target: Target }> {
  const t = await createTestApp({ inMemoryDb: false, ...overrides });
  cleanups.push(() => t.close());
  await seedDemo(t.ctx);
  const db = t.ctx.db;
  const account = await createAccount(db, { email: 'zoë@example.com', firstName: 'Zoë', lastName: 'O\'Brien, "Jr"' });
  const org = await createOrg(db, { name: 'Ünïcode & Sons' });
  const person = await addMember(db, org, account, 'Owner', { isDefault: true });
  const meeting = await createMeeting(db, { orgId: org.id, ownerId: person.id, title: 'Weekly 🚀' });
  await createTodo(db, {
    orgId: org.id,
    ownerId: person.id,
    tractionId: meeting.id,
    title: 'Quotes " and \\ backslashes, tabs\tand\nnew lines',
    contentHtml: '<p>Notes with <strong>bold</strong> &amp; ünïcode</p>',
  });
  const measurable = await createMeasurable(db, { orgId: org.id, tractionId: meeting.id, ownerId: person.id });
  await createMeasuredValue(db, { measurable, intervalId: '2026-11-02', value: 0.1 + 0.2 });
  await createMeasuredValue(db, { measurable, intervalId: '2026-11-09', value: -1e-7 });
  const { sessionId } = await signIn(t, account.id);
  await db.insert(accessTokens).values({
    orgId: org.id,
    membershipId: null,
    kind: 'organization',
    name: 'Zapier',
    scopes: ['items:read', 'data:read'],
    tokenHash: randomBytes(32).toString('hex'),
    displayPrefix: 'eos_oat_AbCd',
    createdById: person.id,
    expiresAt: new Date('2027-01-01T00:00:00.123Z'),
  });
  await db.insert(notifications).values({
    orgId: org.id,
    recipientId: person.id,
    type: 'Info',
    messageKey: 'NOTIFY_X',
    messageParams: ['a,b', 'c"d', '{e}'],
  });
  await db.insert(chatMessages).values({
    orgId: org.id,
    membershipId: person.id,
    role: 'user',
    content: 'How do I run an L10?',
    citations: [{ title: 'Guide', url: '/learning/l10' }] as never,
    createdAt: sql`now()` as never,
  });
  await db.insert(orgBilling).values({
    orgId: org.id,
    provider: 'sandbox',
    customerId: 'cus_123',
    accountEmail: 'billing@example.com',
    couponCodes: ['SAVE10'],
  });
  await db.insert(billingEvents).values({
    orgId: org.id,
    provider: 'sandbox',
    eventId: 'evt_1',
    type: 'invoice.paid',
    payload: { nested: { list: [1, 2.5, null, 'ü'] } },
  });
  await db.insert(sandboxCustomers).values({ id: 'cus_123', orgId: org.id, email: 'billing@example.com', name: 'Z' });
  await db.insert(mailOutbox).values({ toAddress: 'a@example.com', subject: 'Hi', text: 'Body' });
  await db.insert(authThrottle).values({ key: `signin:${sessionId}`, failures: 2 });
  await db.insert(instanceState).values({ key: 'backup-test', value: 'x' }).onConflictDoNothing();
  // The app lets go of its database (the embedded one must be closed to be backed up).
  await t.app.close();
  const target: Target = t.config.databaseUrl
    ? { databaseUrl: t.config.databaseUrl }
    : { pgliteDir: path.join(t.config.dataDir, 'db') };
  return { t, target };
}

/** A fresh, empty PostgreSQL database on DATABASE_URL's server (dropped after the file). */
async function freshPostgres(): Promise<Target> {
  const base = process.env.DATABASE_URL as string;
  const name = `eos_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString() };
}

const freshDir = (): Target => ({ pgliteDir: path.join(mkdtempSync(path.join(work, 'db-')), 'db') });

/** Every app table's rows in primary-key order, and drizzle's record of migrations. */
async function dump(db: SqlConnection): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await appTables(db)) {
    const order = table.primaryKey.map((c) => `"${c}"`).join(', ');
    const rows = await db.query<{ j: string }>(
      `select row_to_json(t)::text as j from "${table.name}" t order by ${order}`,
    );
    out[table.name] = rows.map((r) => r.j);
  }
  out['drizzle.__drizzle_migrations'] = (
    await db.query<{ j: string }>(
      'select json_build_array(hash, created_at)::text as j from drizzle.__drizzle_migrations order by created_at',
    )
  ).map((r) => r.j);
  return out;
}

async function withDb<T>(target: Target, run: (db: SqlConnection) => Promise<T>, create = false): Promise<T> {
  const db = await connect(target, { create });
  try {
    return await run(db);
  } finally {
    await db.close();
  }
}

async function roundTrip(source: Target, target: Target): Promise<void> {
  const file = path.join(work, `backup-${randomBytes(4).toString('hex')}.jsonl.gz`);
  const before = await withDb(source, dump);
  const counts = await withDb(source, (db) => backupTo(db, file));
  expect(counts.todos).toBeGreaterThan(3);
  await withDb(target, (db) => restoreFrom(db, file), true);
  const after = await withDb(target, dump);
  expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
  for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
  // Non-trivial: every kind of data is in there.
  for (const table of [
    'accounts',
    'memberships',
    'sessions',
    'access_tokens',
    'measured_values',
    'revisions',
    'billing_events',
  ]) {
    expect(before[table]?.length, table).toBeGreaterThan(0);
  }
}

const onPostgres = Boolean(process.env.DATABASE_URL);

describe(`backup and restore of the whole instance (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let source: Target;
  let file: string;

  it('restores into a fresh database with every table identical', async () => {
    source = (await richInstance()).target;
    await roundTrip(source, onPostgres ? await freshPostgres() : freshDir());
  });

  it.runIf(onPostgres)('moves an embedded database into PostgreSQL, and back', async () => {
    const embedded = (await richInstance({ databaseUrl: undefined })).target;
    expect(embedded.pgliteDir).toBeDefined();
    await roundTrip(embedded, await freshPostgres());
    await roundTrip(source, freshDir());
  });

  it('refuses a database that is not empty unless forced, and a backup from a newer migration', async () => {
    file = path.join(work, 'refusals.jsonl.gz');
    await withDb(source, (db) => backupTo(db, file));
    const target = freshDir();
    await withDb(target, (db) => restoreFrom(db, file), true);
    await expect(withDb(target, (db) => restoreFrom(db, file))).rejects.toThrow(/not empty.*--force/);
    await withDb(target, (db) => restoreFrom(db, file, { force: true }));

    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    const header = JSON.parse(lines[0] as string);
    const newer = path.join(work, 'newer.jsonl.gz');
    header.migration = { when: header.migration.when + 10 ** 12, tag: '9999_future', idx: 9999 };
    writeFileSync(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    await expect(withDb(freshDir(), (db) => restoreFrom(db, newer), true)).rejects.toThrow(/newer version/);

    // Cut short: refused, and the database keeps what it had.
    const cut = path.join(work, 'cut.jsonl.gz');
    writeFileSync(cut, gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')));
    const before = await withDb(target, dump);
    await expect(withDb(target, (db) => restoreFrom(db, cut, { force: true }))).rejects.toThrow(/incomplete/);
    expect(await withDb(target, dump)).toEqual(before);
    await expect(withDb(freshDir(), (db) => restoreFrom(db, path.join(root, 'package.json')), true)).rejects.toThrow(
      /gzipped backup/,
    );
  });

  it('brings a backup from an older migration up to date as the app would migrate it', async () => {
    const known = knownMigrations();
    const older = known[known.length - 2] as (typeof known)[number];
    const file = path.join(work, 'older.jsonl.gz');
    const header = { format: 'eos-backup', version: 1, migration: older, createdAt: '', source: 'pglite', tables: [] };
    writeFileSync(file, gzipSync(`${JSON.stringify(header)}\n${JSON.stringify({ end: true, counts: {} })}\n`));
    const target = freshDir();
    await withDb(target, (db) => restoreFrom(db, file), true);
    const applied = await withDb(target, (db) =>
      db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'),
    );
    expect(applied[0]?.n).toBe(known.length);
  });

  it('refuses an embedded database another process has open', async () => {
    const target = freshDir();
    await withDb(target, async () => {}, true);
    writeFileSync(path.join(target.pgliteDir as string, 'postmaster.pid'), '-42\n');
    await expect(connect(target)).rejects.toThrow(/open in another process.*--ignore-lock/);
    rmSync(path.join(target.pgliteDir as string, 'postmaster.pid'));
  });
});

// The command line on the embedded database: the PostgreSQL pass would run the same thing again.
describe.skipIf(onPostgres)('npm run backup / npm run restore', () => {
  it('back up and restore the embedded database in DATA_DIR from the command line', async () => {
    const { t } = await richInstance({ databaseUrl: undefined });
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const file = path.join(work, 'cli.jsonl.gz');
    const backup = await run('npm', ['run', '--silent', 'backup', '--', file], {
      cwd: root,
      env: { ...env, DATA_DIR: t.config.dataDir },
    });
    expect(backup.stdout).toMatch(/Backed up the embedded database in .*: \d+ tables, \d+ rows/);
    const dataDir = mkdtempSync(path.join(work, 'cli-'));
    const first = await run('npm', ['run', '--silent', 'restore', '--', file], {
      cwd: root,
      env: { ...env, DATA_DIR: dataDir },
    });
    expect(first.stdout).toMatch(/Restored .*: \d+ rows in \d+ tables\./);
    const again = await run('npm', ['run', '--silent', 'restore', '--', file], {
      cwd: root,
      env: { ...env, DATA_DIR: dataDir },
    }).catch((err: { stderr: string; code: number }) => err);
    expect((again as { stderr: string }).stderr).toContain('The database is not empty');
    const forced = await run('npm', ['run', '--silent', 'restore', '--', file, '--force'], {
      cwd: root,
      env: { ...env, DATA_DIR: dataDir },
    });
    expect(forced.stdout).toContain('--force empties it first');
    const source = await withDb({ pgliteDir: path.join(t.config.dataDir, 'db') }, dump);
    expect(await withDb({ pgliteDir: path.join(dataDir, 'db') }, dump)).toEqual(source);
  }, 120_000);
});
