import { allowedDecimalPlaces, type MeasurableUnit, type ValueScale, type VtoMetric } from '@eos/domain';
import { readDraft } from '../../scorecard/numberDraft';

/** A metric as its fields hold it: the value as typed (digits, one dot, a leading minus). */
export interface MetricValues {
  title: string;
  value: string;
  unitOfMeasure: MeasurableUnit;
  valueScale: ValueScale;
  decimalPlaces: number;
  isVisibleToLtOnly: boolean;
}

export function metricToValues(metric: VtoMetric): MetricValues {
  return {
    title: metric.title,
    value: metric.value === null ? '' : String(metric.value),
    unitOfMeasure: metric.unitOfMeasure,
    valueScale: metric.valueScale,
    decimalPlaces: metric.decimalPlaces,
    isVisibleToLtOnly: metric.isVisibleToLtOnly,
  };
}

/** The MetricRequest body: an empty value is 'not filled in' (null). Only called on valid values. */
export function metricRequest(values: MetricValues) {
  const draft = readDraft(values.value);
  return { ...values, title: values.title.trim(), value: draft.kind === 'number' ? draft.value : null };
}

export function validateMetric(values: MetricValues): Partial<Record<keyof MetricValues, string>> {
  const errors: Partial<Record<keyof MetricValues, string>> = {};
  if (!values.title.trim()) errors.title = 'VTO_AUTOSAVE_REQUIRED';
  if (readDraft(values.value).kind === 'invalid') errors.value = 'VAL_NUMBER';
  return errors;
}

/** A new unit or scale: decimals it no longer allows go back to 0 (001 §5), as in the Scorecard's popup. */
export function withFormat(values: MetricValues, unitOfMeasure: MeasurableUnit, valueScale: ValueScale): MetricValues {
  const keeps = allowedDecimalPlaces(unitOfMeasure, valueScale).includes(values.decimalPlaces);
  return { ...values, unitOfMeasure, valueScale, decimalPlaces: keeps ? values.decimalPlaces : 0 };
}
