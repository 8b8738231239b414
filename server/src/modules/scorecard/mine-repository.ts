import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { measurables, meetingInvitees, meetings } from '../../db/schema/index.ts';
import type { MeasurableRow } from './repository.ts';

/** A measurable with the title of the meeting whose Scorecard holds it. */
export interface OwnedMeasurableRow {
  measurable: MeasurableRow;
  meetingTitle: string;
}

/**
 * The active measurables `ownerId` owns in the org, across every Scorecard, in one query: by meeting
 * title, then in each Scorecard's own order (measurables_org_owner_idx finds them).
 */
export function listOwnedActiveMeasurables(db: DbOrTx, orgId: string, ownerId: string): Promise<OwnedMeasurableRow[]> {
  return db
    .select({ measurable: measurables, meetingTitle: meetings.title })
    .from(measurables)
    .innerJoin(meetings, and(eq(meetings.orgId, orgId), eq(meetings.id, measurables.tractionId)))
    .where(and(eq(measurables.orgId, orgId), eq(measurables.ownerId, ownerId), eq(measurables.status, 'Active')))
    .orderBy(
      sql`lower(${meetings.title})`,
      asc(meetings.id),
      asc(measurables.position),
      asc(measurables.createdAt),
      asc(measurables.id),
    );
}

/** The invitee ids of many meetings in one query (who may edit follows them), by meeting id. */
export async function inviteeIdsByMeeting(
  db: DbOrTx,
  orgId: string,
  meetingIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byMeeting = new Map<string, string[]>();
  if (meetingIds.length === 0) return byMeeting;
  const rows = await db
    .select({ meetingId: meetingInvitees.meetingId, personId: meetingInvitees.personId })
    .from(meetingInvitees)
    .where(and(eq(meetingInvitees.orgId, orgId), inArray(meetingInvitees.meetingId, [...new Set(meetingIds)])));
  for (const row of rows) byMeeting.set(row.meetingId, [...(byMeeting.get(row.meetingId) ?? []), row.personId]);
  return byMeeting;
}
