import { type ActualValuesRequest, SCALE_FACTORS, type VtoMetric } from '@eos/domain';
import { readDraft } from '../../scorecard/numberDraft';

/** A plan with the figures the quarter's results are recorded against. */
export interface ResultsPlan {
  id: string;
  financialMetrics: VtoMetric[];
  measurables: VtoMetric[];
}

/** The figures of a plan that take an actual: LT-only figures hidden from the caller are not offered. */
export function recordable(plan: ResultsPlan): { metric: VtoMetric; isMeasurable: boolean }[] {
  return [
    ...plan.financialMetrics.map((metric) => ({ metric, isMeasurable: false })),
    ...plan.measurables.map((metric) => ({ metric, isMeasurable: true })),
  ].filter((f) => !f.metric.hidden);
}

/** Whether an actual met its target (actual ≥ target), both taken at their own scale; null when either is missing. */
export function targetMet(metric: VtoMetric): boolean | null {
  if (!metric.actual || metric.value === null) return null;
  return (
    metric.actual.value * SCALE_FACTORS[metric.actual.valueScale] >= metric.value * SCALE_FACTORS[metric.valueScale]
  );
}

/** The request of POST .../metrics/actual-values from the typed values (plan id -> metric id -> text). */
export function actualResults(plans: ResultsPlan[], typed: Record<string, string>): ActualValuesRequest {
  return {
    actualResults: plans.flatMap((plan) =>
      recordable(plan).map(({ metric, isMeasurable }) => {
        const draft = readDraft(typed[metric.id] ?? '');
        return {
          planId: plan.id,
          associatedItemId: metric.id,
          isMeasurable,
          value: draft.kind === 'number' ? draft.value : null,
          valueScale: metric.valueScale,
          decimalPlaces: metric.decimalPlaces,
        };
      }),
    ),
  };
}

/** An actual as typed to start with: the recorded one, in the text the number field reads. */
export const actualText = (metric: VtoMetric) => (metric.actual ? String(metric.actual.value) : '');
