// @module-tag postgres
import { Abilities, type Ability, can, Roles } from '@eos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '../auth-helpers.ts';
import { createTestApp, sandboxBilling, type TestApp } from '../harness.ts';
import { recordFigure } from './report.ts';
import { apiOperations, createWorld, fill, type Operation, snapshot, type World } from './support.ts';

// Attack check 2 (issue 14): the role matrix. The lists come from the routes' declared access
// (plugins/access.ts) and the permission table (domain/permissions.ts), so a new route is covered
// the day it is added: every route that declares an ability a role lacks must refuse that role (403),
// and every read route ('org', and every GET) called by an Observer with the organization's real ids
// must change nothing.

let t: TestApp;
let w: World;
let ops: Operation[];

beforeAll(async () => {
  // With the sandbox payment provider the billing routes exist (with BILLING_PROVIDER=none they do not): covered too.
  t = await createTestApp({ billing: sandboxBilling() });
  w = await createWorld(t, 'Matrix');
  ops = (await apiOperations(t)).filter((op) => op.url.startsWith('/api/v2/'));
});
afterAll(() => t.close());

const isAbility = (access: string): access is Ability => (Abilities as readonly string[]).includes(access);
const userOf = (role: (typeof Roles)[number]): SignedInUser =>
  ({ Owner: w.owner, Admin: w.admin, Manager: w.manager, Member: w.member, Observer: w.observer })[role];

async function send(user: SignedInUser, op: Operation) {
  const req = fill(op, w);
  return t.app.inject({
    method: req.method,
    url: req.url,
    headers: { cookie: user.cookie },
    payload: req.payload as object | undefined,
  });
}

const figures = { observerRefused: 0, memberRefused: 0, matrixRequests: 0, readsUnchanged: 0 };

describe('attack 2: the role matrix', () => {
  it('refuses every role each route whose declared ability the permission table does not grant it', async () => {
    const wrong: string[] = [];
    for (const op of ops) {
      if (!isAbility(op.access)) continue;
      for (const role of Roles) {
        const user = userOf(role);
        if (can(role, op.access, user.membership.permissions)) continue;
        const res = await send(user, op);
        figures.matrixRequests += 1;
        const refused = res.statusCode === 403 && res.json().messages?.[0]?.id === 'ERR_FORBIDDEN';
        if (!refused) wrong.push(`${role} ${op.method} ${op.url} -> ${res.statusCode}`);
        if (role === 'Observer' && op.method !== 'GET') figures.observerRefused += 1;
        if (role === 'Member') figures.memberRefused += 1;
      }
    }
    expect(wrong).toEqual([]);
    // Observers hold only org.read and upgrade.request: every other write is in the matrix.
    expect(figures.observerRefused).toBeGreaterThan(60);
    expect(figures.memberRefused).toBeGreaterThan(10);
  });

  it('lets an Observer change nothing through the read routes, called with the organization’s real ids', async () => {
    // The calendar feed is made on its first read (the caller's own, docs/decisions.md): made here first.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/calendar/feed', headers: { cookie: w.observer.cookie } }))
        .statusCode,
    ).toBe(200);
    const reads = ops.filter((op) => op.method === 'GET' || op.access === 'org');
    const before = await snapshot(t, w);
    const changedBy: string[] = [];
    for (const op of reads) {
      await send(w.observer, op);
      figures.readsUnchanged += 1;
      const now = await snapshot(t, w);
      if (now !== before) {
        changedBy.push(`${op.method} ${op.url}`);
        break;
      }
    }
    expect(changedBy).toEqual([]);
    expect(figures.readsUnchanged).toBe(reads.length);
  });

  afterAll(() => {
    if (figures.matrixRequests === 0) return;
    const writes = ops.filter((op) => op.method !== 'GET').length;
    recordFigure(
      2,
      'role matrix',
      `${figures.observerRefused} write routes as an Observer and ${figures.memberRefused} admin-only routes as a Member: ` +
        `0 successes (${figures.matrixRequests} refusals across 5 roles, from ${ops.length} routes' declared access ` +
        `and the permission table; ${writes} write routes in all); ${figures.readsUnchanged} read routes called by an ` +
        'Observer with real ids changed nothing',
    );
  });
});
