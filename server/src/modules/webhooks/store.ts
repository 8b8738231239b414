import { and, arrayContains, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { accounts, memberships, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The rows of a raw statement's result (node-postgres and PGlite both answer `rows`). */
const rowsOf = (result: unknown) => (result as { rows: { id: string }[] }).rows;

/** A node sends a claimed delivery within this, or another node may take it over. */
export const CLAIM_LEASE_SECONDS = 60;

/** An organization's endpoints, newest first, with who added each. */
export async function listEndpoints(db: DbOrTx, orgId: string) {
  return db
    .select({ endpoint: webhookEndpoints, creatorFirst: accounts.firstName, creatorLast: accounts.lastName })
    .from(webhookEndpoints)
    .leftJoin(memberships, eq(memberships.id, webhookEndpoints.createdById))
    .leftJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(webhookEndpoints.orgId, orgId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

export async function findEndpoint(db: DbOrTx, orgId: string, id: string): Promise<EndpointRow | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id)));
  return row ?? null;
}

/** The newest delivery of each of an organization's endpoints (the list's last status). */
export async function lastDeliveries(db: DbOrTx, orgId: string): Promise<Map<string, DeliveryRow>> {
  const rows = await db
    .selectDistinctOn([webhookDeliveries.endpointId])
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.orgId, orgId))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
  return new Map(rows.map((r) => [r.endpointId, r]));
}

/** The active endpoints of an organization that listen to an event (every emit asks: prepared once). */
const listening = prepared((db) =>
  db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.orgId, sql.placeholder('orgId')),
        eq(webhookEndpoints.active, true),
        arrayContains(webhookEndpoints.events, sql`array[${sql.placeholder('event')}]::text[]`),
      ),
    )
    .prepare('webhook_endpoints_listening'),
);

export async function endpointsListening(db: DbOrTx, orgId: string, event: string): Promise<string[]> {
  const rows = await listening(db).execute({ orgId, event });
  return rows.map((r) => r.id);
}

export async function insertDeliveries(db: DbOrTx, values: (typeof webhookDeliveries.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(webhookDeliveries).values(values).returning();
}

/** A page of an endpoint's deliveries, newest first, and how many it has. */
export async function listDeliveries(
  db: DbOrTx,
  orgId: string,
  endpointId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const where = and(eq(webhookDeliveries.orgId, orgId), eq(webhookDeliveries.endpointId, endpointId));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * Claims up to `limit` due pending deliveries for this node: taken under FOR UPDATE SKIP LOCKED so two
 * nodes never take the same one, and leased (claimed_until) while this node sends them.
 */
export async function claimDue(db: DbOrTx, limit: number): Promise<DeliveryRow[]> {
  const result = await db.execute(sql`
    update ${webhookDeliveries}
    set claimed_until = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS}), attempts = attempts + 1
    where id in (
      select id from ${webhookDeliveries}
      where status = 'pending' and next_attempt_at <= now()
        and (claimed_until is null or claimed_until < now())
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = rowsOf(result).map((r) => r.id);
  if (ids.length === 0) return [];
  return db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids));
}

/**
 * Claims one delivery of the organization's endpoint to send now (Send test, Redeliver), whatever its
 * status, unless a node is sending it right now. Null when there is no such delivery or it is busy.
 */
export async function claimOne(
  db: DbOrTx,
  where: { orgId: string; endpointId: string; id: string },
): Promise<DeliveryRow | null> {
  const result = await db.execute(sql`
    update ${webhookDeliveries}
    set claimed_until = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS}), attempts = attempts + 1,
      status = 'pending', next_attempt_at = now()
    where id = ${where.id} and org_id = ${where.orgId} and endpoint_id = ${where.endpointId}
      and (claimed_until is null or claimed_until < now())
    returning id`);
  if (rowsOf(result).length === 0) return null;
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, where.id));
  return row ?? null;
}

/** An attempt's outcome: delivered, another try at `next`, or given up. Releases the claim. */
export async function recordAttempt(
  db: DbOrTx,
  id: string,
  outcome: {
    status: 'pending' | 'delivered' | 'failed';
    next: Date | null;
    statusCode: number | null;
    error: string | null;
  },
): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      nextAttemptAt: outcome.next,
      claimedUntil: null,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      ...(outcome.status === 'delivered' ? { deliveredAt: new Date() } : {}),
    })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row ?? null;
}

/** Deliveries older than the log keeps (delivered or given up). */
export async function pruneDeliveries(db: DbOrTx, olderThan: Date): Promise<void> {
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ['delivered', 'failed']),
        sql`${webhookDeliveries.createdAt} < ${olderThan.toISOString()}`,
      ),
    );
}

export async function findDelivery(db: DbOrTx, orgId: string, endpointId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.orgId, orgId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    );
  return row ?? null;
}

/** The organization's Owner (the person item payloads are read as). */
export async function ownerOf(db: DbOrTx, orgId: string) {
  const [row] = await db
    .select({
      personId: memberships.id,
      accountId: accounts.id,
      email: accounts.email,
      permissions: memberships.permissions,
    })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.orgId, orgId), eq(memberships.role, 'Owner'), sql`${memberships.joinedAt} is not null`))
    .limit(1);
  return row ?? null;
}
