import type { ComparisonGoal, MeasurableUnit, Rollup, ValueScale } from '../enums.ts';
import { FinancialUnits } from '../enums.ts';

type CurrencyUnit = (typeof FinancialUnits)[number];

/** 001 §5: a goal is numeric with at most 15 characters; the number field keeps digits, one dot, a leading minus. */
export const GOAL_MAX_LENGTH = 15;
export const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;
/** A Scorecard holds 5 to 15 measurables (001 §9 guidance). */
export const SCORECARD_GUIDANCE = { min: 5, max: 15 } as const;
/** The grid shows the trailing 13 weeks; older weeks are a scroll away. */
export const SCORECARD_WEEKS = 13;

/** What the number field lets through as the user types (002 §5): digits, one dot, a leading minus. */
export function keepNumberCharacters(input: string, { integer = false } = {}): string {
  let out = '';
  let dot = false;
  for (const [i, ch] of [...input].entries()) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '-' && i === 0 && !integer) out += ch;
    else if (ch === '.' && !dot && !integer) {
      dot = true;
      out += ch;
    }
  }
  return out.slice(0, GOAL_MAX_LENGTH);
}

const isCurrency = (unit: MeasurableUnit): unit is CurrencyUnit => (FinancialUnits as readonly string[]).includes(unit);

/**
 * The decimal places a measurable may use (001 §5, 002 §5): Yen and Dong with scale One none; the
 * other currencies with scale One 0 or 2; everything else 0 to 3.
 */
export function allowedDecimalPlaces(unit: MeasurableUnit, scale: ValueScale): number[] {
  if (scale === 'One' && (unit === 'Yen' || unit === 'Dong')) return [0];
  if (scale === 'One' && isCurrency(unit)) return [0, 2];
  return [0, 1, 2, 3];
}

export const SCALE_FACTORS: Record<ValueScale, number> = { One: 1, Thousand: 1e3, Million: 1e6, Billion: 1e9 };
const SCALE_SUFFIXES: Record<ValueScale, string> = { One: '', Thousand: 'k', Million: 'M', Billion: 'B' };
export const CURRENCY_PREFIXES: Record<CurrencyUnit, string> = {
  Dollar: '$',
  Quetzal: 'Q',
  Dong: '₫',
  Euro: '€',
  Franc: 'Fr ',
  Peso: '₱',
  Pound: '£',
  Yen: '¥',
};
const UNIT_SUFFIXES: Partial<Record<MeasurableUnit, string>> = {
  Percent: '%',
  Seconds: 's',
  Minutes: 'm',
  Hours: 'h',
  Days: 'd',
};

export interface ValueFormat {
  unitOfMeasure: MeasurableUnit;
  valueScale: ValueScale;
  decimalPlaces: number;
}

/**
 * A number as its measurable shows it: stored in the measurable's scale (a goal of 1.5 with scale
 * Million is 1.5M), the currency prefix, the scale suffix, the unit suffix, fixed decimals.
 */
export function formatMeasuredValue(value: number, f: ValueFormat, locale = 'en-US'): string {
  const digits = new Intl.NumberFormat(locale, {
    minimumFractionDigits: f.decimalPlaces,
    maximumFractionDigits: f.decimalPlaces,
  }).format(Math.abs(value));
  const { prefix, suffix } = valueAffixes(f);
  return `${value < 0 ? '-' : ''}${prefix}${digits}${suffix}`;
}

/** What stands around a measurable's numbers: the currency before ('$'), scale and unit after ('k', '%'). */
export function valueAffixes(f: Pick<ValueFormat, 'unitOfMeasure' | 'valueScale'>): { prefix: string; suffix: string } {
  return {
    prefix: isCurrency(f.unitOfMeasure) ? CURRENCY_PREFIXES[f.unitOfMeasure] : '',
    suffix: `${SCALE_SUFFIXES[f.valueScale]}${UNIT_SUFFIXES[f.unitOfMeasure] ?? ''}`,
  };
}

/** How far from the goal a number may be before the Scorecard asks whether it was meant. */
const PLAUSIBLE_RATIO = 1000;

/**
 * Whether a number looks like a slip beside the goal: more than 1,000 times it, or less than a
 * thousandth of it (260000 typed in a Thousand measurable whose goal is 250, i.e. $260M for $250k).
 */
export function isImplausibleValue(value: number, goal: number): boolean {
  if (value === 0 || goal === 0) return false;
  const ratio = Math.abs(value / goal);
  return ratio > PLAUSIBLE_RATIO || ratio < 1 / PLAUSIBLE_RATIO;
}

const COMPARISON_SIGNS: Record<ComparisonGoal, string> = {
  GreaterOrEqual: '>=',
  LessOrEqual: '<=',
  Greater: '>',
  Less: '<',
  Equal: '=',
};

/** The goal as the live preview and the grid show it, e.g. '>= $1.50M'. */
export function formatGoal(goal: number, comparison: ComparisonGoal, f: ValueFormat, locale?: string): string {
  return `${COMPARISON_SIGNS[comparison]} ${formatMeasuredValue(goal, f, locale)}`;
}

/** Whether a week's number meets the goal: the cell is green when it does, red when it does not. */
export function meetsGoal(value: number, goal: number, comparison: ComparisonGoal): boolean {
  switch (comparison) {
    case 'GreaterOrEqual':
      return value >= goal;
    case 'LessOrEqual':
      return value <= goal;
    case 'Greater':
      return value > goal;
    case 'Less':
      return value < goal;
    case 'Equal':
      return value === goal;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The week of a calendar day: weeks start on Monday (002 §9), named by that Monday 'YYYY-MM-DD'. */
export function weekIntervalId(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  // getUTCDay: Sunday 0 … Saturday 6; days back to Monday: Monday 0 … Sunday 6.
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

/** `count` weeks ending with the week of `endDay`, oldest first. */
export function trailingWeeks(endDay: string, count: number = SCORECARD_WEEKS): string[] {
  const last = new Date(`${weekIntervalId(endDay)}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, i) =>
    new Date(last - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** A valid week id: a Monday as 'YYYY-MM-DD' (a day that does not exist, like 2026-13-01, is not one). */
export function isWeekIntervalId(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    weekIntervalId(value) === value
  );
}

/**
 * How a new measurable rolls up when nobody chose: rates and durations average (a churn of 22 % four
 * weeks running is 22 %, not 88 %); counts and money add up.
 */
export function defaultRollup(unit: MeasurableUnit): Rollup {
  return unit === 'Percent' || unit === 'Seconds' || unit === 'Minutes' || unit === 'Hours' || unit === 'Days'
    ? 'Average'
    : 'Sum';
}

/** Sum or average of the numbers present; null when none is. */
export function rollUp(values: readonly (number | null | undefined)[], rollup: Rollup): number | null {
  const present = values.filter((v): v is number => typeof v === 'number');
  if (present.length === 0) return null;
  const sum = present.reduce((a, b) => a + b, 0);
  return rollup === 'Sum' ? sum : sum / present.length;
}

/** The month ('YYYY-MM') and quarter ('YYYY-Q1') a week counts toward: its Thursday's (ISO rule). */
export function periodsOfWeek(intervalId: string): { month: string; quarter: string } {
  const thursday = new Date(new Date(`${intervalId}T00:00:00Z`).getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const month = thursday.getUTCMonth();
  return {
    month: `${year}-${String(month + 1).padStart(2, '0')}`,
    quarter: `${year}-Q${Math.floor(month / 3) + 1}`,
  };
}
