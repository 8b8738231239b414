import {
  ListEntryRequest,
  MetricRequest,
  PartParams,
  PlanRequest,
  RevisionParams,
  SubPartParams,
  ThreeYearPictureRequest,
  type VtoListEntry,
  VtoRockLinkRequest,
  VtoRockMoveRequest,
} from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import type { StoredMetric, StoredQuarterlyPlan } from '../../db/schema/index.ts';
import { orderedList } from './parts/list.ts';
import { metricFrom, type PlanKind, planBuilders, plans, requirePlan, withPlanList } from './parts/plans.ts';
import { assertLinkableRock } from './parts/rocks.ts';
import { partRoute, singlePartRoutes } from './register.ts';

type RockLink = StoredQuarterlyPlan['rocksForTheQuarter'][number];
type ListKey = 'financialMetrics' | 'measurables' | 'goals' | 'rocksForTheQuarter';

/** One list of a plan as an ordered list; the plan must exist (422) and be the one named (404). */
function planList<T extends { id: string; sequence: number }>(
  kind: PlanKind,
  planId: string | undefined,
  key: ListKey,
  now: string,
) {
  return orderedList<T>(
    // Only the quarterly plan has Rocks; requirePlan answers 422 for the others before this is read.
    (doc) => (requirePlan(doc, kind, planId) as unknown as Record<ListKey, T[] | undefined>)[key] ?? [],
    (doc, list) => withPlanList(doc, kind, key, list, now),
  );
}

/** Metric calls (a financial figure or a measurable) under `base`, reaching the list through `list`. */
function metricRoutes(
  api: App,
  ctx: AppContext,
  base: string,
  withPlanId: boolean,
  list: (planId: string | undefined, now: string) => ReturnType<typeof planList<StoredMetric>>,
): void {
  const params = withPlanId ? PartParams : RevisionParams;
  const entryParams = withPlanId ? SubPartParams : PartParams;
  // Under a plan the path names the plan (id) and the metric (subId); the 3-year picture's names the metric.
  const ids = (p: object) => p as { id: string; subId?: string };
  const entryId = (p: object) => (withPlanId ? (ids(p).subId as string) : ids(p).id);
  const planId = (p: object) => (withPlanId ? ids(p).id : undefined);
  partRoute(api, ctx, 'POST', base, { params, body: MetricRequest }, (w) =>
    list(planId(w.params), w.now).add(w.doc, metricFrom(w.newId(), w.body), w.body.sequence),
  );
  partRoute(
    api,
    ctx,
    'PUT',
    `${base}/:${withPlanId ? 'subId' : 'id'}`,
    { params: entryParams, body: MetricRequest },
    (w) =>
      list(planId(w.params), w.now).update(
        w.doc,
        entryId(w.params),
        (m) => metricFrom(m.id, w.body, m),
        w.body.sequence,
      ),
  );
  partRoute(api, ctx, 'DELETE', `${base}/:${withPlanId ? 'subId' : 'id'}`, { params: entryParams }, (w) =>
    list(planId(w.params), w.now).remove(w.doc, entryId(w.params)),
  );
}

/**
 * The 3-year picture, the 1-year plan and the quarterly plan (002 §7), each with its measurables and
 * goals; the 3-year picture's financial figures under three-year-picture-metric (the spec's name), the
 * plans' under {plan}/{id}/metric; the quarter's Rocks as links to real Rocks.
 */
export function planRoutes(api: App, ctx: AppContext): void {
  singlePartRoutes(
    api,
    ctx,
    'three-year-picture',
    plans['three-year-picture'],
    ThreeYearPictureRequest,
    planBuilders['three-year-picture'],
  );
  singlePartRoutes(api, ctx, 'one-year-plan', plans['one-year-plan'], PlanRequest, planBuilders['one-year-plan']);
  singlePartRoutes(api, ctx, 'quarterly-plan', plans['quarterly-plan'], PlanRequest, planBuilders['quarterly-plan']);

  metricRoutes(api, ctx, '/three-year-picture-metric', false, (_, now) =>
    planList('three-year-picture', undefined, 'financialMetrics', now),
  );
  for (const kind of ['three-year-picture', 'one-year-plan', 'quarterly-plan'] as const) {
    metricRoutes(api, ctx, `/${kind}/:id/measurable`, true, (id, now) => planList(kind, id, 'measurables', now));
    partRoute(api, ctx, 'POST', `/${kind}/:id/goal`, { params: PartParams, body: ListEntryRequest }, (w) =>
      planList<VtoListEntry>(kind, w.params.id, 'goals', w.now).add(
        w.doc,
        { id: w.newId(), title: w.body.title, sequence: 0 },
        w.body.sequence,
      ),
    );
    partRoute(api, ctx, 'PUT', `/${kind}/:id/goal/:subId`, { params: SubPartParams, body: ListEntryRequest }, (w) =>
      planList<VtoListEntry>(kind, w.params.id, 'goals', w.now).update(
        w.doc,
        w.params.subId,
        (g) => ({ ...g, title: w.body.title }),
        w.body.sequence,
      ),
    );
    partRoute(api, ctx, 'DELETE', `/${kind}/:id/goal/:subId`, { params: SubPartParams }, (w) =>
      planList<VtoListEntry>(kind, w.params.id, 'goals', w.now).remove(w.doc, w.params.subId),
    );
  }
  for (const kind of ['one-year-plan', 'quarterly-plan'] as const) {
    metricRoutes(api, ctx, `/${kind}/:id/metric`, true, (id, now) => planList(kind, id, 'financialMetrics', now));
  }

  const rocks = (id: string, now: string) => planList<RockLink>('quarterly-plan', id, 'rocksForTheQuarter', now);
  partRoute(
    api,
    ctx,
    'POST',
    '/quarterly-plan/:id/rock',
    { params: PartParams, body: VtoRockLinkRequest },
    async (w) => {
      await assertLinkableRock(w.tx, w.viewer, w.doc, w.body.rockId);
      return rocks(w.params.id, w.now).add(
        w.doc,
        { id: w.newId(), rockId: w.body.rockId, sequence: 0 },
        w.body.sequence,
      );
    },
  );
  partRoute(
    api,
    ctx,
    'PUT',
    '/quarterly-plan/:id/rock/:subId',
    { params: SubPartParams, body: VtoRockMoveRequest },
    (w) => rocks(w.params.id, w.now).update(w.doc, w.params.subId, (r) => r, w.body.sequence),
  );
  partRoute(api, ctx, 'DELETE', '/quarterly-plan/:id/rock/:subId', { params: SubPartParams }, (w) =>
    rocks(w.params.id, w.now).remove(w.doc, w.params.subId),
  );
}
