import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/** A tenant table: every row carries its organization. */
type OrgTable = PgTable & { id: PgColumn; orgId: PgColumn };

/**
 * One row by id, only within the caller's organization: another org's id reads as missing (404),
 * exactly like an id that does not exist.
 */
export async function findInOrg<T extends OrgTable>(
  db: DbOrTx,
  table: T,
  orgId: string,
  id: string,
): Promise<T['$inferSelect'] | null> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.orgId, orgId), eq(table.id, id)));
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/**
 * The entity-cache batch load (`?ids=`): the rows of those ids in the caller's organization, in the
 * list's natural order then by id; ids of other organizations are simply absent.
 */
export async function findManyInOrg<T extends OrgTable>(
  db: DbOrTx,
  table: T,
  orgId: string,
  ids: readonly string[],
  order: SQL | PgColumn,
): Promise<T['$inferSelect'][]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.orgId, orgId), inArray(table.id, [...new Set(ids)])))
    .orderBy(asc(order), asc(table.id));
  return rows as T['$inferSelect'][];
}
