// @module-tag postgres
import { IMPORT_LIMITS } from '@eos/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { todos } from '../../db/schema/index.ts';
import { eventsOf, type ImportOrg, importOrg, post } from './test-support.ts';

// The largest file allowed: 10,000 To-Dos in one transaction, with progress between the batches.

let t: TestApp;
let org: ImportOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await importOrg(t);
});
afterAll(() => t.close());

it('imports 10,000 rows in one request, streaming progress, and says how long it took', async () => {
  const owners = ['Olivia Owner,owner@demo.local', 'Adam Admin,admin@demo.local', 'Maya Member,'];
  const lines = Array.from(
    { length: IMPORT_LIMITS.maxRows },
    (_, i) =>
      `Follow up with customer ${i + 1},"Notes, line one\nline two",${owners[i % 3]},Leadership Team,3/${(i % 28) + 1}/2027,`,
  );
  const csv = ['Title,Description,Owner,Owner Email,Team,Due Date,Completed', ...lines].join('\r\n');
  const payload = { source: 'ninety', entity: 'todos', csv };
  let started = performance.now();
  const preview = await post(t, org.owner, 'import/preview', payload);
  const previewMs = Math.round(performance.now() - started);
  expect(preview.statusCode).toBe(200);
  expect(preview.json().validRows).toBe(10_000);
  started = performance.now();
  const res = await post(t, org.owner, 'import', payload, { accept: 'text/event-stream' });
  const importMs = Math.round(performance.now() - started);
  const events = eventsOf(res.body);
  expect(events.filter((e) => e.event === 'progress').length).toBeGreaterThanOrEqual(20);
  expect(events.at(-1)).toMatchObject({ event: 'result', data: { created: { todos: 10_000 } } });
  const [count] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(todos)
    .where(eq(todos.orgId, org.owner.org.id));
  expect(count?.n).toBe(10_000);
  console.info(`import of 10,000 rows: preview ${previewMs} ms, import ${importMs} ms (${csv.length} characters)`);
}, 120_000);
