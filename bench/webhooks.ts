// What outbound webhooks cost the events they hear (issue 22): every organization-room live update asks
// the database which of the organization's active endpoints listen to it (one prepared query by org_id
// and event). Measures that question for an organization without endpoints (most) and for one with 5,
// among 1,000 organizations with 3 endpoints each, then the whole enqueue of a subscribed todo.added
// (the lookup, reading the To-Do as GET todos?ids= answers it, the insert). Prints p50/p99; asserts
// nothing. Embedded database by default; DATABASE_URL=postgres://… for a fresh PostgreSQL database.
//
//   npx tsx bench/webhooks.ts
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WebhookEvents } from '@eos/domain';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { memberships, organizations, todos, webhookEndpoints } from '../server/src/db/schema/index.ts';
import { webhooksOf } from '../server/src/modules/webhooks/hub.ts';
import { endpointsListening } from '../server/src/modules/webhooks/store.ts';
import { createAccount, createMeeting } from '../server/test/factories.ts';

const ORGS = 1000;
const CALLS = 3000;

const baseUrl = process.env.DATABASE_URL;
const dbName = `eos_bench_${randomBytes(6).toString('hex')}`;
let databaseUrl = '';
if (baseUrl) {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  await c.query(`CREATE DATABASE ${dbName}`);
  await c.end();
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eos-bench-webhooks-'));
const config = loadConfig(
  { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl },
  {
    inMemoryDb: !databaseUrl,
    seedDemo: false,
    featureFlagOverrides: { 'enable-api-switch': true },
    webhooks: { allowPrivate: true, pollMs: 60_000 },
  },
);
const { app, ctx } = await buildApp(config);
const db = ctx.db;

const account = await createAccount(db, {});
const orgIds: string[] = [];
for (let i = 0; i < ORGS; i += 100) {
  const rows = await db
    .insert(organizations)
    .values(Array.from({ length: 100 }, (_, n) => ({ name: `Bench ${i + n}` })))
    .returning({ id: organizations.id });
  orgIds.push(...rows.map((r) => r.id));
}
const events = (n: number) => WebhookEvents.filter((_, i) => (i + n) % 3 === 0);
for (let i = 0; i < orgIds.length; i += 100) {
  await db
    .insert(webhookEndpoints)
    .values(
      orgIds
        .slice(i, i + 100)
        .flatMap((orgId) =>
          [0, 1, 2].map((n) => ({ orgId, url: 'http://127.0.0.1:9/x', secret: 'plain:x', events: events(n) })),
        ),
    );
}
// The organization measured: none of its own first, then 5 endpoints that all hear todo.added.
const [empty] = await db.insert(organizations).values({ name: 'Quiet' }).returning();
const [busy] = await db.insert(organizations).values({ name: 'Busy' }).returning();
if (!empty || !busy) throw new Error('no organization');
const [owner] = await db
  .insert(memberships)
  .values({ orgId: busy.id, accountId: account.id, role: 'Owner', joinedAt: new Date() })
  .returning();
if (!owner) throw new Error('no owner');
await db.insert(webhookEndpoints).values(
  Array.from({ length: 5 }, () => ({
    orgId: busy.id,
    url: 'http://127.0.0.1:9/x',
    secret: 'plain:x',
    events: ['todo.added'],
  })),
);
const meeting = await createMeeting(db, { orgId: busy.id, ownerId: owner.id });
const [todo] = await db
  .insert(todos)
  .values({ orgId: busy.id, title: 'Bench', ownerId: owner.id, tractionId: meeting.id, dueDate: '2030-01-01' })
  .returning();
if (!todo) throw new Error('no todo');

function figures(label: string, ms: number[]): void {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  console.log(`${label.padEnd(52)} p50 ${at(0.5).toFixed(3)} ms  p99 ${at(0.99).toFixed(3)} ms  (n=${ms.length})`);
}

async function timed(n: number, run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 200; i++) await run();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run();
    out.push(performance.now() - t0);
  }
  return out;
}

console.log(`webhooks bench on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${ORGS} organizations x 3 endpoints`);
figures(
  'listening endpoints, organization without any',
  await timed(CALLS, () => endpointsListening(db, empty.id, 'todo.added')),
);
figures(
  'listening endpoints, organization with 5 listening',
  await timed(CALLS, () => endpointsListening(db, busy.id, 'todo.added')),
);
const hooks = webhooksOf(ctx);
figures(
  'whole enqueue of todo.added (5 deliveries, item read)',
  await timed(300, async () => {
    hooks.emit(busy.id, 'todo.added', { type: 'todo', id: todo.id });
    await hooks.settle();
  }),
);
// What the request itself waits for: emit() only starts the work.
const sync: number[] = [];
for (let i = 0; i < CALLS; i++) {
  const t0 = performance.now();
  hooks.emit(empty.id, 'todo.added', { type: 'todo', id: randomUUID() });
  sync.push(performance.now() - t0);
  if (i % 100 === 99) await hooks.settle();
}
await hooks.settle();
figures('emit() itself (what the request waits for)', sync);

await app.close();
rmSync(dataDir, { recursive: true, force: true });
if (baseUrl) {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await c.end();
}
