import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { measurables, meetings } from '../../db/schema/index.ts';
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
