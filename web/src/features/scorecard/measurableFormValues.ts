import type { ComparisonGoal, Measurable, MeasurableUnit, Rollup, ValueScale } from '@eos/domain';
import type { UseFormReturnType } from '@mantine/form';

/**
 * The measurable popup's values, Add and Edit alike. The goal stays the text typed (the schema reads
 * it as a number); Add picks owners and a meeting (its scorecard), Edit one owner.
 */
export type MeasurableFormValues = {
  title: string;
  /** Add: the Scorecard (of the meeting chosen) the measurable joins. */
  scorecardId: string;
  /** Add: one measurable per owner. */
  ownerIds: string[];
  /** Edit: the owner. */
  ownerId: string;
  goalValue: string;
  comparison: ComparisonGoal;
  unitOfMeasure: MeasurableUnit;
  valueScale: ValueScale;
  decimalPlaces: number;
  rollup: Rollup;
  editorId: string | null;
};

export type MeasurableForm = UseFormReturnType<MeasurableFormValues>;

/** A new measurable: Greater, Number, One, no decimals, summed (001 §3 defaults). */
export function emptyMeasurableValues(scorecardId: string): MeasurableFormValues {
  return {
    title: '',
    scorecardId,
    ownerIds: [],
    ownerId: '',
    goalValue: '',
    comparison: 'Greater',
    unitOfMeasure: 'Number',
    valueScale: 'One',
    decimalPlaces: 0,
    rollup: 'Sum',
    editorId: null,
  };
}

export function measurableToValues(m: Measurable): MeasurableFormValues {
  return {
    title: m.title,
    scorecardId: m.scorecardId,
    ownerIds: [],
    ownerId: m.ownerId,
    goalValue: String(m.goalValue),
    comparison: m.comparison,
    unitOfMeasure: m.unitOfMeasure,
    valueScale: m.valueScale,
    decimalPlaces: m.decimalPlaces,
    rollup: m.rollup,
    editorId: m.editorId,
  };
}
