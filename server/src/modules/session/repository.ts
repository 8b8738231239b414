import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, memberships } from '../../db/schema/index.ts';

export async function setAccountTimeZone(db: DbOrTx, accountId: string, timeZoneName: string): Promise<void> {
  await db.update(accounts).set({ timeZoneName, updatedAt: new Date() }).where(eq(accounts.id, accountId));
}

/** The left menu's open/closed state, kept per user and organization (on the membership). */
export async function setNavBarOpen(db: DbOrTx, orgId: string, personId: string, open: boolean): Promise<void> {
  await db
    .update(memberships)
    .set({ navBarOpen: open })
    .where(and(eq(memberships.orgId, orgId), eq(memberships.id, personId)));
}
