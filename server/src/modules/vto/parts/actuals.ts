import type { ActualValuesRequest } from '@eos/domain';
import type { StoredMetric, StoredVtoDocument } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import type { PartChange } from '../change.ts';

type Doc = StoredVtoDocument;
type Plan = NonNullable<Doc['traction']['oneYearPlan']>;

/**
 * RecordQuarterlyResultsPopup (001 §2, §3, §7): actual results of the quarterly and one-year plans'
 * measurables and financial metrics, all in one write. An entry names its plan (planId) and the figure
 * (associatedItemId, a measurable when isMeasurable); a null value clears what was recorded. Anything
 * that does not name a figure of this revision's plans is 404 and nothing is saved.
 */
export function recordActuals(doc: Doc, body: ActualValuesRequest, newId: () => string): PartChange {
  const plans = [doc.traction.quarterlyPlan, doc.traction.oneYearPlan].filter((p): p is Plan => p !== null);
  const next = structuredClone(doc);
  const nextPlans = [next.traction.quarterlyPlan, next.traction.oneYearPlan].filter((p): p is Plan => p !== null);
  for (const entry of body.actualResults) {
    const index = plans.findIndex((p) => p.id === entry.planId);
    const plan = nextPlans[index];
    if (!plan) throw notFound();
    const figures: StoredMetric[] = entry.isMeasurable ? plan.measurables : plan.financialMetrics;
    const figure = figures.find((m) => m.id === entry.associatedItemId);
    if (!figure) throw notFound();
    figure.actual =
      entry.value === null
        ? null
        : {
            id: figure.actual?.id ?? newId(),
            value: entry.value,
            valueScale: entry.valueScale,
            decimalPlaces: entry.decimalPlaces,
          };
  }
  return { doc: next, id: doc.traction.quarterlyPlan?.id ?? doc.traction.oneYearPlan?.id ?? newId() };
}
