import { type MetricRequest, VtoMessages } from '@eos/domain';
import type {
  StoredMetric,
  StoredOneYearPlan,
  StoredQuarterlyPlan,
  StoredThreeYearPicture,
  StoredVtoDocument,
} from '../../../db/schema/index.ts';
import { invalid, notFound } from '../../../lib/errors.ts';
import { sanitizeRichText } from '../../../lib/sanitize.ts';
import { singleton } from './singleton.ts';

/** The three plans of a V/TO by the path segment their calls use (002 §7). */
export const PlanKinds = ['three-year-picture', 'one-year-plan', 'quarterly-plan'] as const;
export type PlanKind = (typeof PlanKinds)[number];
type Doc = StoredVtoDocument;
type AnyPlan = StoredThreeYearPicture | StoredOneYearPlan | StoredQuarterlyPlan;

function planIn(doc: Doc, kind: PlanKind): AnyPlan | null {
  if (kind === 'three-year-picture') return doc.vision.threeYearPicture;
  return kind === 'one-year-plan' ? doc.traction.oneYearPlan : doc.traction.quarterlyPlan;
}

function withPlan(doc: Doc, kind: PlanKind, plan: AnyPlan | null): Doc {
  if (kind === 'three-year-picture') {
    return { ...doc, vision: { ...doc.vision, threeYearPicture: plan as StoredThreeYearPicture | null } };
  }
  const key = kind === 'one-year-plan' ? 'oneYearPlan' : 'quarterlyPlan';
  return { ...doc, traction: { ...doc.traction, [key]: plan } };
}

export const plans = {
  'three-year-picture': singleton<StoredThreeYearPicture>(
    (doc) => doc.vision.threeYearPicture,
    (doc, p) => withPlan(doc, 'three-year-picture', p),
  ),
  'one-year-plan': singleton<StoredOneYearPlan>(
    (doc) => doc.traction.oneYearPlan,
    (doc, p) => withPlan(doc, 'one-year-plan', p),
  ),
  'quarterly-plan': singleton<StoredQuarterlyPlan>(
    (doc) => doc.traction.quarterlyPlan,
    (doc, p) => withPlan(doc, 'quarterly-plan', p),
  ),
};

/**
 * A plan starts with the two figures the paper V/TO asks for, revenue and profit, empty; they are the
 * first and second financial metric (002 §3: visibleToLtOnlyRevenue and visibleToLtOnlyProfit).
 */
function startingMetrics(newId: () => string): StoredMetric[] {
  return ['Revenue', 'Profit'].map((title, sequence) => ({
    id: newId(),
    title,
    sequence,
    value: null,
    unitOfMeasure: 'Dollar',
    valueScale: 'One',
    decimalPlaces: 0,
    isVisibleToLtOnly: false,
    actual: null,
  }));
}

/** What is listed under a plan stays when its own fields are written; a new plan gets its figures. */
const listsOf = (previous: AnyPlan | null, newId: () => string) => ({
  financialMetrics: previous?.financialMetrics ?? startingMetrics(newId),
  measurables: previous?.measurables ?? [],
  goals: previous?.goals ?? [],
});

type PlanFields = { futureDate: string | null; notes?: string; futureDateNotes?: string };

export const planBuilders = {
  'three-year-picture':
    (body: PlanFields, now: string, newId: () => string) =>
    (previous: StoredThreeYearPicture | null, id: string): StoredThreeYearPicture => ({
      id,
      futureDate: body.futureDate,
      notes: sanitizeRichText(body.notes ?? ''),
      ...listsOf(previous, newId),
      updated: now,
    }),
  'one-year-plan':
    (body: PlanFields, now: string, newId: () => string) =>
    (previous: StoredOneYearPlan | null, id: string): StoredOneYearPlan => ({
      id,
      futureDate: body.futureDate,
      futureDateNotes: sanitizeRichText(body.futureDateNotes ?? ''),
      ...listsOf(previous, newId),
      updated: now,
    }),
  'quarterly-plan':
    (body: PlanFields, now: string, newId: () => string) =>
    (previous: StoredQuarterlyPlan | null, id: string): StoredQuarterlyPlan => ({
      id,
      futureDate: body.futureDate,
      futureDateNotes: sanitizeRichText(body.futureDateNotes ?? ''),
      ...listsOf(previous, newId),
      rocksForTheQuarter: previous?.rocksForTheQuarter ?? [],
      updated: now,
    }),
};

/**
 * The plan a sub-item call works on. Missing altogether: 422 with the spec's 'A V/TO action requires an
 * existing three-year picture or quarterly plan' (002 §5); another id than the plan's: 404.
 */
export function requirePlan(doc: Doc, kind: PlanKind, id?: string): AnyPlan {
  const plan = planIn(doc, kind);
  if (!plan) throw invalid(VtoMessages.partMissing);
  if (id !== undefined && plan.id !== id) throw notFound();
  return plan;
}

/** Replaces one list of a plan (its measurables, goals, financial metrics or Rocks), stamping the plan. */
export function withPlanList<K extends 'financialMetrics' | 'measurables' | 'goals' | 'rocksForTheQuarter'>(
  doc: Doc,
  kind: PlanKind,
  key: K,
  list: unknown[],
  now: string,
): Doc {
  return withPlan(doc, kind, { ...requirePlan(doc, kind), [key]: list, updated: now } as AnyPlan);
}

/** A metric as stored from its request; an actual result already recorded stays. */
export function metricFrom(id: string, body: MetricRequest, previous?: StoredMetric): StoredMetric {
  return {
    id,
    title: body.title,
    sequence: previous?.sequence ?? 0,
    value: body.value,
    unitOfMeasure: body.unitOfMeasure,
    valueScale: body.valueScale,
    decimalPlaces: body.decimalPlaces,
    isVisibleToLtOnly: body.isVisibleToLtOnly,
    actual: previous?.actual ?? null,
  };
}
