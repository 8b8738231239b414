import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** How many people, meetings and items the organization holds: what the Export tab says a download contains. */
export async function countOrg(db: DbOrTx, orgId: string): Promise<Record<string, number>> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from memberships where org_id = ${orgId}) as people,
      (select count(*)::int from meetings where org_id = ${orgId}) as meetings,
      (select count(*)::int from rocks where org_id = ${orgId}) as rocks,
      (select count(*)::int from todos where org_id = ${orgId}) as todos,
      (select count(*)::int from issues where org_id = ${orgId}) as issues,
      (select count(*)::int from headlines where org_id = ${orgId}) as headlines,
      (select count(*)::int from measurables where org_id = ${orgId}) as measurables`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, number>[];
  return rows[0] ?? {};
}
