import type { RockStatus, VtoMetric, VtoRevision, VtoRock } from '@eos/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rocks, type StoredMetric, type StoredVtoDocument } from '../../db/schema/index.ts';
import type { LoadedRevision, Viewer } from './policy.ts';

type StoredRockLink = NonNullable<StoredVtoDocument['traction']['quarterlyPlan']>['rocksForTheQuarter'][number];

/** The linked Rocks as they are now, in one query; links whose Rock is gone are left out. */
async function resolveRocks(db: DbOrTx, orgId: string, links: readonly StoredRockLink[]): Promise<VtoRock[]> {
  if (links.length === 0) return [];
  const rows = await db
    .select({ id: rocks.id, title: rocks.title, ownerId: rocks.ownerId, status: rocks.status, dueDate: rocks.dueDate })
    .from(rocks)
    .where(and(eq(rocks.orgId, orgId), inArray(rocks.id, [...new Set(links.map((l) => l.rockId))])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return links.flatMap((link) => {
    const rock = byId.get(link.rockId);
    if (!rock) return [];
    return [
      {
        id: link.id,
        rockId: rock.id,
        sequence: link.sequence,
        title: rock.title,
        ownerId: rock.ownerId,
        status: rock.status as RockStatus,
        dueDate: rock.dueDate,
      },
    ];
  });
}

/** Financial figures marked LT-only are blanked for everyone outside the leadership team (002 §3). */
function metricFor(isLt: boolean) {
  return (metric: StoredMetric): VtoMetric => {
    const hidden = metric.isVisibleToLtOnly && !isLt;
    return hidden ? { ...metric, value: null, actual: null, hidden } : { ...metric, hidden };
  };
}

function planFor<P extends { financialMetrics: StoredMetric[]; measurables: StoredMetric[] }>(isLt: boolean, plan: P) {
  const metric = metricFor(isLt);
  // Only financial metrics can be LT-only; measurables pass through the same shape with hidden false.
  return {
    ...plan,
    financialMetrics: plan.financialMetrics.map(metric),
    measurables: plan.measurables.map(metricFor(true)),
  };
}

/** GET vto/collection/{c}/revision/{r} (002 §3): the stored document as the caller may read it. */
export async function presentVtoRevision(db: DbOrTx, viewer: Viewer, loaded: LoadedRevision): Promise<VtoRevision> {
  const { folder, revision, rights } = loaded;
  const { vision, traction } = revision.document as StoredVtoDocument;
  const quarterly = traction.quarterlyPlan;
  const rocksForTheQuarter = await resolveRocks(db, viewer.orgId, quarterly?.rocksForTheQuarter ?? []);
  const financial = vision.threeYearPicture?.financialMetrics ?? [];
  return {
    revisionId: revision.id,
    collectionId: folder.id,
    title: revision.title,
    collectionTitle: folder.title,
    updated: revision.updatedAt.toISOString(),
    isPublished: revision.isPublished,
    createdById: revision.createdById,
    linkedTractionId: viewer.ltMeetingId,
    permissions: rights,
    visibleToLtOnlyRevenue: financial[0]?.isVisibleToLtOnly ?? false,
    visibleToLtOnlyProfit: financial[1]?.isVisibleToLtOnly ?? false,
    vision: {
      ...vision,
      threeYearPicture: vision.threeYearPicture && planFor(viewer.isLt, vision.threeYearPicture),
    },
    traction: {
      oneYearPlan: traction.oneYearPlan && planFor(viewer.isLt, traction.oneYearPlan),
      quarterlyPlan: quarterly && { ...planFor(viewer.isLt, quarterly), rocksForTheQuarter },
      longTermIssueList: traction.longTermIssueList,
    },
  };
}
