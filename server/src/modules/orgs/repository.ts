import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberships, organizations, sessions } from '../../db/schema/index.ts';

export type OrgRow = typeof organizations.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export interface OrgWithMembership {
  org: OrgRow;
  membership: MembershipRow;
}

/**
 * The organizations an account belongs to, with its membership in each, in one query:
 * the default first, then the oldest. `ids` narrows the list (batch loads) without ever
 * reaching past the account's own memberships.
 */
export async function listAccountOrgs(
  db: DbOrTx,
  accountId: string,
  ids?: readonly string[],
): Promise<OrgWithMembership[]> {
  if (ids && ids.length === 0) return [];
  // Invitations not accepted yet are not the account's organizations.
  const joined = and(eq(memberships.accountId, accountId), isNotNull(memberships.joinedAt));
  const where = ids ? and(joined, inArray(memberships.orgId, [...ids])) : joined;
  return db
    .select({ org: organizations, membership: memberships })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.orgId))
    .where(where)
    .orderBy(desc(memberships.isDefault), asc(memberships.createdAt));
}

/** One organization, only when the account is a member of it: other orgs look missing. */
export async function findAccountOrg(db: DbOrTx, accountId: string, orgId: string): Promise<OrgWithMembership | null> {
  const [row] = await listAccountOrgs(db, accountId, [orgId]);
  return row ?? null;
}

export async function findOrg(db: DbOrTx, orgId: string): Promise<OrgRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  return row ?? null;
}

export async function countAccountMemberships(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), isNotNull(memberships.joinedAt)));
  return row?.n ?? 0;
}

export async function insertOrg(db: DbOrTx, values: typeof organizations.$inferInsert): Promise<OrgRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('organization insert returned nothing');
  return row;
}

export async function insertMembership(db: DbOrTx, values: typeof memberships.$inferInsert): Promise<MembershipRow> {
  const [row] = await db.insert(memberships).values(values).returning();
  if (!row) throw new Error('membership insert returned nothing');
  return row;
}

export async function renameOrg(db: DbOrTx, orgId: string, name: string): Promise<OrgRow | null> {
  const [row] = await db
    .update(organizations)
    .set({ name, updatedAt: new Date() })
    .where(eq(organizations.id, orgId))
    .returning();
  return row ?? null;
}

/** Exactly one default membership per account: clear the others, set this one. */
export async function setDefaultMembership(db: DbOrTx, accountId: string, orgId: string): Promise<void> {
  await db
    .update(memberships)
    .set({ isDefault: sql`${memberships.orgId} = ${orgId}` })
    .where(eq(memberships.accountId, accountId));
}

/** The user's theme in one organization; false when the account is not a member there. */
export async function setMembershipTheme(
  db: DbOrTx,
  orgId: string,
  accountId: string,
  theme: string,
): Promise<boolean> {
  const rows = await db
    .update(memberships)
    .set({ theme })
    .where(and(eq(memberships.orgId, orgId), eq(memberships.accountId, accountId)))
    .returning({ id: memberships.id });
  return rows.length > 0;
}

/** Deletes an organization; everything in it goes too (every tenant table cascades on org_id). */
export async function deleteOrgRow(db: DbOrTx, orgId: string): Promise<OrgRow | null> {
  const [row] = await db.delete(organizations).where(eq(organizations.id, orgId)).returning();
  return row ?? null;
}

/**
 * Sessions working in a deleted organization have none now (sessions.org_id has no foreign key):
 * GET session then moves each to another organization of its account, or to none.
 */
export async function clearSessionsOfOrg(db: DbOrTx, orgId: string): Promise<void> {
  await db.update(sessions).set({ orgId: null }).where(eq(sessions.orgId, orgId));
}
