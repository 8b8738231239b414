import type { DashboardKind, Widget } from '@eos/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberships } from '../../db/schema/index.ts';

export interface StoredDashboard {
  widgets: Widget[] | null;
  kind: DashboardKind;
}

const storedColumns = { widgets: memberships.dashboard, kind: memberships.dashboardKind };
const toStored = (row: { widgets: Widget[] | null; kind: string } | undefined): StoredDashboard | undefined =>
  row && { widgets: row.widgets, kind: row.kind as DashboardKind };

/** The person's stored layout (null: the default) and which dashboard they use; scoped to their organization. */
export async function findDashboard(db: DbOrTx, orgId: string, personId: string): Promise<StoredDashboard | undefined> {
  const [row] = await db
    .select(storedColumns)
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.id, personId)));
  return toStored(row);
}

/** Stores the layout (null puts the default back) and answers what is stored; undefined when the person is not in the organization. */
export async function saveDashboard(
  db: DbOrTx,
  orgId: string,
  personId: string,
  widgets: Widget[] | null,
): Promise<StoredDashboard | undefined> {
  const [row] = await db
    .update(memberships)
    .set({ dashboard: widgets })
    .where(and(eq(memberships.orgId, orgId), eq(memberships.id, personId)))
    .returning(storedColumns);
  return toStored(row);
}

/** Which dashboard the account uses in an organization it joined; false when it has not joined it. */
export async function saveDashboardKind(
  db: DbOrTx,
  orgId: string,
  accountId: string,
  kind: DashboardKind,
): Promise<boolean> {
  const rows = await db
    .update(memberships)
    .set({ dashboardKind: kind })
    .where(and(eq(memberships.orgId, orgId), eq(memberships.accountId, accountId), isNotNull(memberships.joinedAt)))
    .returning({ id: memberships.id });
  return rows.length > 0;
}
