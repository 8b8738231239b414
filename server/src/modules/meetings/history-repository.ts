import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { meetingSessions } from '../../db/schema/index.ts';

export type MeetingSessionRow = typeof meetingSessions.$inferSelect;

/** The held sessions of a meeting, newest first (the live meeting writes them). */
export async function listSessions(db: DbOrTx, orgId: string, meetingId: string): Promise<MeetingSessionRow[]> {
  return db
    .select()
    .from(meetingSessions)
    .where(and(eq(meetingSessions.orgId, orgId), eq(meetingSessions.meetingId, meetingId)))
    .orderBy(desc(meetingSessions.startedAt), desc(meetingSessions.sessionNumber));
}

export async function findSession(
  db: DbOrTx,
  orgId: string,
  meetingId: string,
  sessionId: string,
): Promise<MeetingSessionRow | null> {
  const [row] = await db
    .select()
    .from(meetingSessions)
    .where(
      and(
        eq(meetingSessions.orgId, orgId),
        eq(meetingSessions.meetingId, meetingId),
        eq(meetingSessions.id, sessionId),
      ),
    );
  return row ?? null;
}
