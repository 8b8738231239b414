import type { LiveMeetingState } from '@eos/domain';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { issues, liveMeetingConnections, liveMeetings } from '../../db/schema/index.ts';

export type LiveRow = typeof liveMeetings.$inferSelect;

/** The meeting's live state, locked for this transaction: callers change it one at a time. */
export async function lockLive(tx: DbOrTx, orgId: string, meetingId: string): Promise<LiveRow | null> {
  const [row] = await tx
    .select()
    .from(liveMeetings)
    .where(and(eq(liveMeetings.orgId, orgId), eq(liveMeetings.meetingId, meetingId)))
    .for('update');
  return row ?? null;
}

export async function findLive(db: DbOrTx, orgId: string, meetingId: string): Promise<LiveRow | null> {
  const [row] = await db
    .select()
    .from(liveMeetings)
    .where(and(eq(liveMeetings.orgId, orgId), eq(liveMeetings.meetingId, meetingId)));
  return row ?? null;
}

/** First one in wins; a concurrent second insert does nothing and re-reads the first. */
export async function insertLive(
  tx: DbOrTx,
  values: { orgId: string; meetingId: string; threadId: string; state: LiveMeetingState },
): Promise<void> {
  await tx
    .insert(liveMeetings)
    .values({ id: values.state.id, ...values, version: values.state.version })
    .onConflictDoNothing();
}

export async function saveLive(tx: DbOrTx, id: string, state: LiveMeetingState): Promise<void> {
  await tx
    .update(liveMeetings)
    .set({ state, version: state.version, updatedAt: new Date() })
    .where(eq(liveMeetings.id, id));
}

export async function deleteLive(tx: DbOrTx, orgId: string, meetingId: string): Promise<void> {
  await tx.delete(liveMeetings).where(and(eq(liveMeetings.orgId, orgId), eq(liveMeetings.meetingId, meetingId)));
  await tx
    .delete(liveMeetingConnections)
    .where(and(eq(liveMeetingConnections.orgId, orgId), eq(liveMeetingConnections.meetingId, meetingId)));
}

export async function openIssueCount(db: DbOrTx, orgId: string, meetingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(issues)
    .where(and(eq(issues.orgId, orgId), eq(issues.tractionId, meetingId), eq(issues.status, 'Open')));
  return row?.n ?? 0;
}

// ---- Connections: which socket joined which meeting as whom --------------------------------------

export async function saveConnection(
  db: DbOrTx,
  values: { connectionId: string; orgId: string; meetingId: string; personId: string },
): Promise<void> {
  await db
    .insert(liveMeetingConnections)
    .values(values)
    .onConflictDoUpdate({
      target: liveMeetingConnections.connectionId,
      set: { orgId: values.orgId, meetingId: values.meetingId, personId: values.personId },
    });
}

/** Forgets a connection and answers where it was, if anywhere. */
export async function removeConnection(
  db: DbOrTx,
  connectionId: string,
): Promise<typeof liveMeetingConnections.$inferSelect | null> {
  const [row] = await db
    .delete(liveMeetingConnections)
    .where(eq(liveMeetingConnections.connectionId, connectionId))
    .returning();
  return row ?? null;
}
