import type { RockStatus, VtoRockCandidatesResponse } from '@eos/domain';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { rockMeetings, rocks, type StoredVtoDocument } from '../../../db/schema/index.ts';
import { invalid, notFound } from '../../../lib/errors.ts';
import type { Viewer } from '../../collections/policy.ts';
import { requirePlan } from './plans.ts';

type Candidate = VtoRockCandidatesResponse['rocks'][number];

const linkedRockIds = (doc: StoredVtoDocument) =>
  (doc.traction.quarterlyPlan?.rocksForTheQuarter ?? []).map((link) => link.rockId);

/**
 * The Rocks the quarterly plan may list: the leadership meeting's (the company's Rocks for the quarter,
 * 002 §3), those not listed yet, oldest first. None while the organization has no leadership meeting.
 */
export async function rockCandidates(db: DbOrTx, viewer: Viewer, doc: StoredVtoDocument): Promise<Candidate[]> {
  if (!viewer.ltMeetingId) return [];
  const linked = linkedRockIds(doc);
  const rows = await db
    .select({
      rockId: rocks.id,
      title: rocks.title,
      ownerId: rocks.ownerId,
      status: rocks.status,
      dueDate: rocks.dueDate,
    })
    .from(rockMeetings)
    .innerJoin(rocks, and(eq(rocks.orgId, rockMeetings.orgId), eq(rocks.id, rockMeetings.rockId)))
    .where(
      and(
        eq(rockMeetings.orgId, viewer.orgId),
        eq(rockMeetings.tractionId, viewer.ltMeetingId),
        linked.length ? notInArray(rocks.id, linked) : undefined,
      ),
    )
    .orderBy(asc(rocks.createdAt), asc(rocks.id))
    .limit(200);
  return rows.map((r) => ({ ...r, status: r.status as RockStatus }));
}

/**
 * A Rock may go on the quarterly plan when the plan exists (422), the Rock is the organization's (404
 * otherwise, like any other id), it belongs to the leadership meeting and is not listed already (422).
 */
export async function assertLinkableRock(
  tx: DbOrTx,
  viewer: Viewer,
  doc: StoredVtoDocument,
  rockId: string,
): Promise<void> {
  requirePlan(doc, 'quarterly-plan');
  const [rock] = await tx
    .select({ id: rocks.id })
    .from(rocks)
    .where(and(eq(rocks.orgId, viewer.orgId), eq(rocks.id, rockId)));
  if (!rock) throw notFound();
  const inLeadership =
    viewer.ltMeetingId !== null &&
    (
      await tx
        .select({ rockId: rockMeetings.rockId })
        .from(rockMeetings)
        .where(
          and(
            eq(rockMeetings.orgId, viewer.orgId),
            eq(rockMeetings.rockId, rockId),
            eq(rockMeetings.tractionId, viewer.ltMeetingId),
          ),
        )
    ).length > 0;
  if (!inLeadership) throw invalid('ERR_VTO_ROCK_NOT_LEADERSHIP', 'rockId');
  if (linkedRockIds(doc).includes(rockId)) throw invalid('ERR_VTO_ROCK_LINKED', 'rockId');
}
