import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';

// Accounts are not tenant data: the account id always comes from the caller's session.

/**
 * Points the account at a new avatar URL (or none) and answers the one it replaces, or undefined
 * when there is no such account. The row is locked while read and written, so two uploads racing
 * each learn the URL the other replaced and no file is left behind or removed while still in use.
 */
export async function swapAvatarUrl(
  db: Db,
  accountId: string,
  avatarUrl: string | null,
): Promise<{ previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ avatarUrl: accounts.avatarUrl })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    if (!row) return undefined;
    await tx.update(accounts).set({ avatarUrl, updatedAt: new Date() }).where(eq(accounts.id, accountId));
    return { previous: row.avatarUrl };
  });
}
