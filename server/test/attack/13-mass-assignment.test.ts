// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sandboxBilling, type TestApp } from '../harness.ts';
import { baseValue } from './hostile.ts';
import { recordFigure } from './report.ts';
import { type AttackWorld, exampleBody, realBodyId, realParam, seedAttackWorld } from './world.ts';

// Attack check (13), mass assignment: every create and update route gets its valid body plus fields
// it does not declare (ids, organization, creator, role, flags, hashes, timestamps, versions), at the
// top and inside its nested objects. After each call the whole database is compared with before:
// no new or changed row may carry any of those values.

const MARK = 'MASS-ASSIGN';
const MARK_DATE = '1999-09-09T09:09:09.000Z';
const MARK_NUMBER = 424242;
const MARK_ID = randomUUID();

let t: TestApp;
let world: AttackWorld;
beforeAll(async () => {
  // With the sandbox payment provider the billing routes exist (with BILLING_PROVIDER=none they do not): covered too.
  t = await createTestApp({ billing: sandboxBilling() });
  world = await seedAttackWorld(t);
});
afterAll(() => t.close());

/** What an attacker adds, by field name (only those the route does not declare are sent). */
function extras(w: AttackWorld): Record<string, unknown> {
  const otherOrg = w.outsider.org.id;
  const otherPerson = w.outsider.membership.id;
  const otherAccount = w.outsider.account.id;
  return {
    id: MARK_ID,
    orgId: otherOrg,
    org_id: otherOrg,
    organizationId: otherOrg,
    createdBy: otherPerson,
    createdById: otherPerson,
    updatedById: otherPerson,
    ownerId: otherPerson,
    personId: otherPerson,
    recipientId: otherPerson,
    invitedById: otherPerson,
    accountId: otherAccount,
    userId: otherAccount,
    role: `${MARK}-Owner`,
    isOwner: true,
    isAdmin: true,
    isImplementer: true,
    isBillingAdmin: true,
    hasLicense: true,
    claimed: true,
    isDefault: true,
    isRemoved: true,
    isActioned: true,
    permissions: [`${MARK}|Billing`],
    passwordHash: `$argon2id$${MARK}`,
    tokenHash: MARK,
    email: 'mass-assign@evil.test',
    status: `${MARK}-Status`,
    subscriptionStatus: `${MARK}-Active`,
    paymentStatus: `${MARK}-Paid`,
    upgradeRequestStatus: MARK,
    avatarUrl: `https://evil.test/${MARK}.png`,
    deletedAt: MARK_DATE,
    createdAt: MARK_DATE,
    updatedAt: MARK_DATE,
    joinedAt: MARK_DATE,
    revokedAt: MARK_DATE,
    trialEndsAt: MARK_DATE,
    version: MARK_NUMBER,
    rank: MARK_NUMBER,
    position: MARK_NUMBER,
    attempts: MARK_NUMBER,
  };
}
/** Values no row may hold after a call (ids of the other organization included). */
const markers = (w: AttackWorld) => [
  MARK,
  MARK_ID,
  '1999-09-09',
  String(MARK_NUMBER),
  'mass-assign@evil.test',
  w.outsider.org.id,
  w.outsider.membership.id,
  w.outsider.account.id,
];
/** Flags a call may not set: checked by column name on rows the call made or changed. */
const FLAGS: Record<string, string> = {
  isImplementer: 'is_implementer',
  hasLicense: 'has_license',
  claimed: 'claimed',
  isDefault: 'is_default',
  isRemoved: 'is_removed',
  isActioned: 'is_actioned',
};

/**
 * What these routes do themselves, not from the extra fields: the creator of an organization is its
 * licensed Owner (orgs/service.ts), a member added with a licensed role holds a license
 * (invitations/service.ts), and removing a notification is what notification-center/remove is for.
 */
const OWN_EFFECTS = new Set([
  'POST /api/v2/orgs memberships.has_license',
  'PUT /api/v2/org/add-member memberships.has_license',
  'PUT /api/v2/notification-center/remove notifications.is_removed',
]);

type Row = Record<string, unknown>;
/** Every row of every table, keyed by table and id (or the whole row when it has no id). */
async function snapshot(tables: string[]): Promise<Map<string, Row>> {
  const union = tables.map((name) => `SELECT '${name}' AS t, to_jsonb(x) AS r FROM "${name}" x`).join(' UNION ALL ');
  const result = await t.ctx.db.execute(sql.raw(union));
  const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as { t: string; r: Row }[];
  const map = new Map<string, Row>();
  for (const { t: table, r } of rows) {
    const row = typeof r === 'string' ? (JSON.parse(r) as Row) : r;
    map.set(`${table}:${row.id ?? JSON.stringify(row)}`, row);
  }
  return map;
}

/** Routes whose success ends the Owner's organization or role: last. */
const LAST = ['PUT /api/v2/account/password', 'PUT /api/v2/org/owner/:id'];

describe('attack (13): mass assignment', () => {
  it('no undeclared field sent to a create or update route sticks', { timeout: 180_000 }, async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' })).json();
    const tableResult = await t.ctx.db.execute(
      sql.raw(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      ),
    );
    const tables = ((Array.isArray(tableResult) ? tableResult : (tableResult as { rows: Row[] }).rows) as Row[])
      .map((r) => String(r.table_name))
      .filter((n) => !n.startsWith('__drizzle'));
    expect(tables.length).toBeGreaterThan(10);

    const writes = t.app.accessTable
      .filter((r) => r.url.startsWith('/api/v2/') && (r.method === 'POST' || r.method === 'PUT'))
      .map((r) => ({
        ...r,
        schema:
          doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()]?.requestBody?.content?.[
            'application/json'
          ]?.schema,
      }))
      .filter((r) => r.schema?.type === 'object')
      .sort((a, b) => LAST.indexOf(`${a.method} ${a.url}`) - LAST.indexOf(`${b.method} ${b.url}`));
    const extra = extras(world);
    const marks = markers(world);
    let fieldsSent = 0;
    const accepted: string[] = [];
    const stuck: string[] = [];

    for (const route of writes) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => realParam(world, route.url, name));
      const base = (exampleBody(route.url) ??
        baseValue(route.schema, (key) => realBodyId(world, route.url, key))) as Row;
      // Top level: every extra the route does not declare; nested objects: the ownership ones.
      const declared = new Set(Object.keys(route.schema.properties ?? {}));
      const top = Object.fromEntries(Object.entries(extra).filter(([k]) => !declared.has(k)));
      fieldsSent += Object.keys(top).length;
      const body: Row = { ...base, ...top };
      for (const [key, value] of Object.entries(base)) {
        const inner = Array.isArray(value) ? value[0] : value;
        if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
          const nested = { id: MARK_ID, orgId: extra.orgId, createdById: extra.createdById, role: extra.role };
          const copy = { ...nested, ...(inner as Row) };
          body[key] = Array.isArray(value) ? [copy, ...value.slice(1)] : copy;
          fieldsSent += Object.keys(nested).filter((k) => !(k in (inner as Row))).length;
        }
      }

      const before = await snapshot(tables);
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { cookie: world.owner.cookie },
        payload: body,
      });
      if (res.statusCode < 300) accepted.push(`${route.method} ${route.url}`);
      const after = await snapshot(tables);
      for (const [key, row] of after) {
        const old = before.get(key);
        if (old && JSON.stringify(old) === JSON.stringify(row)) continue;
        const text = JSON.stringify(row);
        const had = old ? JSON.stringify(old) : '';
        for (const mark of marks)
          if (text.includes(mark) && !had.includes(mark))
            stuck.push(`${route.method} ${route.url}: ${key} holds ${mark}`);
        for (const [field, column] of Object.entries(FLAGS)) {
          const own = OWN_EFFECTS.has(`${route.method} ${route.url} ${key.split(':')[0]}.${column}`);
          if (
            !own &&
            field in top &&
            column in row &&
            row[column] === extra[field] &&
            (!old || old[column] !== row[column])
          ) {
            stuck.push(`${route.method} ${route.url}: ${key} ${column} set to ${String(row[column])}`);
          }
        }
      }
      // A new organization is entered at once: back to the seeded one for the next route.
      if (res.statusCode < 300) {
        await t.app.inject({
          method: 'PUT',
          url: `/api/v2/session/org/${world.owner.org.id}`,
          headers: { cookie: world.owner.cookie },
        });
      }
    }

    expect(stuck).toEqual([]);
    expect(writes.length).toBeGreaterThan(60);
    expect(accepted.length).toBeGreaterThan(writes.length / 2);
    recordFigure(
      13,
      'mass assignment',
      `${fieldsSent.toLocaleString('en-US')} extra fields sent to ${writes.length} write routes (${accepted.length} accepted the call): 0 stuck`,
    );
  });
});
