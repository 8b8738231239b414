import { verify } from '@node-rs/argon2';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { accounts, memberships, organizations } from '../db/schema/index.ts';
import { DEMO_ORG_NAME, DEMO_PASSWORD, DEMO_USERS, seedDemo, seedDemoIfEmpty } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demoRows = () =>
  t.ctx.db
    .select({
      email: accounts.email,
      hash: accounts.passwordHash,
      role: memberships.role,
      hasLicense: memberships.hasLicense,
      orgId: memberships.orgId,
    })
    .from(accounts)
    .innerJoin(memberships, eq(memberships.accountId, accounts.id))
    .where(
      inArray(
        accounts.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );

describe('demo seed', () => {
  it('seeds the demo organization once, on an empty database', async () => {
    expect(await seedDemoIfEmpty(t.ctx, t.app.log)).toBe(true);
    expect(await seedDemoIfEmpty(t.ctx, t.app.log)).toBe(false);

    const orgs = await t.ctx.db.select().from(organizations);
    expect(orgs.map((o) => o.name)).toEqual([DEMO_ORG_NAME]);
    const rows = await demoRows();
    expect(rows.map((r) => [r.email, r.role, r.hasLicense]).sort()).toEqual([
      ['admin@demo.local', 'Admin', true],
      ['member@demo.local', 'Member', true],
      ['observer@demo.local', 'Observer', false],
      ['owner@demo.local', 'Owner', true],
    ]);
    expect(new Set(rows.map((r) => r.orgId))).toEqual(new Set([orgs[0]?.id]));
  });

  it('gives the owner a working password and a session in the demo org', async () => {
    const owner = (await demoRows()).find((r) => r.email === 'owner@demo.local');
    expect(await verify(owner?.hash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await verify(owner?.hash ?? '', 'wrong')).toBe(false);

    const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.email, 'owner@demo.local'));
    const { cookie } = await signIn(t, account?.id ?? '');
    const session = (await t.app.inject({ method: 'GET', url: '/api/v2/session', headers: { cookie } })).json();
    expect(session).toMatchObject({ hasAccount: true, user: { roles: ['Owner'], firstName: 'Olivia' } });
    expect(session.user.orgs.map((o: { name: string }) => o.name)).toEqual([DEMO_ORG_NAME]);
  });

  it('re-creates the demo data on reset, leaving other organizations alone', async () => {
    const [keep] = await t.ctx.db.insert(organizations).values({ name: DEMO_ORG_NAME }).returning();
    const before = await demoRows();
    await seedDemo(t.ctx, { reset: true });
    const after = await demoRows();
    expect(after).toHaveLength(4);
    expect(after[0]?.orgId).not.toBe(before[0]?.orgId);
    const names = await t.ctx.db.select({ id: organizations.id }).from(organizations);
    expect(names.map((o) => o.id)).toContain(keep?.id);
    expect(names).toHaveLength(2);
  });
});
