import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, identities, memberships } from '../../db/schema/index.ts';

export type AccountRow = typeof accounts.$inferSelect;

// Accounts are not tenant data: a login spans organizations. Every query here is keyed by the
// caller's own account id, which the routes take from the session, never from the URL alone.

export async function findAccount(db: DbOrTx, accountId: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

export async function listIdentities(
  db: DbOrTx,
  accountId: string,
): Promise<{ issuer: string; email: string | null }[]> {
  return db
    .select({ issuer: identities.issuer, email: identities.email })
    .from(identities)
    .where(eq(identities.accountId, accountId))
    .orderBy(identities.createdAt);
}

export async function updateAccount(
  db: DbOrTx,
  accountId: string,
  values: Partial<Pick<AccountRow, 'firstName' | 'lastName' | 'locale' | 'nameDisplayStyle' | 'timeZoneName'>>,
): Promise<AccountRow | null> {
  const [row] = await db
    .update(accounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning();
  return row ?? null;
}

/** The person id of the account in each of its organizations. */
export async function listPersons(db: DbOrTx, accountId: string): Promise<{ orgId: string; personId: string }[]> {
  return db
    .select({ orgId: memberships.orgId, personId: memberships.id })
    .from(memberships)
    .where(eq(memberships.accountId, accountId));
}
