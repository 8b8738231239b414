import type { StoredLiveMeetingState } from '@eos/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { issues, liveMeetingConnections, liveMeetings, meetingInvitees, meetings } from '../../db/schema/index.ts';
import type { MeetingRow } from '../meetings/repository.ts';

export type LiveRow = typeof liveMeetings.$inferSelect;

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
  values: { orgId: string; meetingId: string; threadId: string; state: StoredLiveMeetingState },
): Promise<void> {
  await tx
    .insert(liveMeetings)
    .values({ id: values.state.id, ...values, version: values.state.version })
    .onConflictDoNothing();
}

/**
 * Stores the new state only if the row still has the version it was read at (optimistic locking):
 * false when another call changed it first, or it was disposed. The update holds the row lock until
 * the transaction ends, so item writes made after it in the same transaction serialize too.
 */
const saveLive = prepared((db) =>
  db
    .update(liveMeetings)
    // Placeholders are not typed as column values: the state goes as its JSON text.
    .set({
      state: sql`${sql.placeholder('state')}::jsonb`,
      version: sql`${sql.placeholder('version')}::int`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(liveMeetings.id, sql.placeholder('id')), eq(liveMeetings.version, sql.placeholder('readAt'))))
    .returning({ id: liveMeetings.id })
    .prepare('save_live_meeting'),
);

export async function saveLiveIfUnchanged(
  db: DbOrTx,
  row: Pick<LiveRow, 'id' | 'version'>,
  state: StoredLiveMeetingState,
): Promise<boolean> {
  const saved = await saveLive(db).execute({
    state: JSON.stringify(state),
    version: state.version,
    id: row.id,
    readAt: row.version,
  });
  return saved.length > 0;
}

/**
 * What a call needs, in one round trip: the meeting of that organization, its invitees, and its live
 * state if it has one.
 */
const liveTarget = prepared((db) =>
  db
    .select({
      meeting: meetings,
      // text[]: both drivers (pg and PGlite) read it as an array of strings.
      inviteeIds: sql<string[]>`coalesce((select array_agg(${meetingInvitees.personId}::text) from ${meetingInvitees}
        where ${meetingInvitees.orgId} = ${meetings.orgId} and ${meetingInvitees.meetingId} = ${meetings.id}), '{}')`,
      live: liveMeetings,
    })
    .from(meetings)
    .leftJoin(liveMeetings, and(eq(liveMeetings.orgId, meetings.orgId), eq(liveMeetings.meetingId, meetings.id)))
    .where(and(eq(meetings.orgId, sql.placeholder('orgId')), eq(meetings.id, sql.placeholder('meetingId'))))
    .prepare('find_live_target'),
);

export async function findLiveTarget(
  db: DbOrTx,
  orgId: string,
  meetingId: string,
): Promise<{ meeting: MeetingRow; inviteeIds: string[]; live: LiveRow | null } | null> {
  const [row] = await liveTarget(db).execute({ orgId, meetingId });
  return row ?? null;
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

/** Which meeting and person a live-hub socket joined for, if any. */
export async function findConnection(
  db: DbOrTx,
  connectionId: string,
): Promise<typeof liveMeetingConnections.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(liveMeetingConnections)
    .where(eq(liveMeetingConnections.connectionId, connectionId));
  return row ?? null;
}
