import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rocks } from '../../db/schema/index.ts';
import type { RockRow } from './repository.ts';

/** Deeper than any real delegation: stops a corrupted (cyclic) chain from looping forever. */
const MAX_LEVELS = 50;

/**
 * Every Rock delegated below this one, level by level (children, then grandchildren…): one query per
 * level, whatever the number of Rocks on it. Ids already seen are skipped, so a cycle cannot loop.
 */
export async function findDescendants(db: DbOrTx, orgId: string, rockId: string): Promise<RockRow[]> {
  const found: RockRow[] = [];
  const seen = new Set([rockId]);
  let parents = [rockId];
  for (let level = 0; level < MAX_LEVELS && parents.length > 0; level++) {
    const children = await db
      .select()
      .from(rocks)
      .where(and(eq(rocks.orgId, orgId), inArray(rocks.delegatedFromRockId, parents)))
      .orderBy(asc(rocks.createdAt), asc(rocks.id));
    const fresh = children.filter((c) => !seen.has(c.id));
    for (const c of fresh) seen.add(c.id);
    found.push(...fresh);
    parents = fresh.map((c) => c.id);
  }
  return found;
}

/** The Rocks delegated from these move up to `parentId`: they stay in the hierarchy when their parent goes. */
export async function relinkChildren(
  db: DbOrTx,
  orgId: string,
  fromIds: readonly string[],
  parentId: string | null,
): Promise<string[]> {
  if (fromIds.length === 0) return [];
  const rows = await db
    .update(rocks)
    .set({ delegatedFromRockId: parentId, updatedAt: new Date() })
    .where(and(eq(rocks.orgId, orgId), inArray(rocks.delegatedFromRockId, [...fromIds])))
    .returning({ id: rocks.id });
  return rows.map((r) => r.id);
}
