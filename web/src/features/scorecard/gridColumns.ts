import { meetsGoal, periodsOfWeek, rollUp } from '@eos/domain';
import dayjs from 'dayjs';
import type { TFunction } from '../../app/i18n';
import type { GridMeasurable } from './scorecardApi';

/** The grid's three views of the same weeks (issue 5 §3). */
export const SCORECARD_VIEWS = ['weekly', 'monthly', 'quarterly'] as const;
export type ScorecardView = (typeof SCORECARD_VIEWS)[number];

/** One column of numbers: a week, or the month or quarter some of the shown weeks count toward. */
export interface GridColumn {
  key: string;
  /** The header: 'MMM D' of the week's Monday, 'MMM YYYY', 'Q1 2030'. */
  label: string;
  intervalIds: string[];
}

function groupBy(intervals: readonly string[], period: (id: string) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const id of intervals) {
    const key = period(id);
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return groups;
}

/** The columns of a view over the weeks shown (oldest first). */
export function columnsFor(view: ScorecardView, intervals: readonly string[], t: TFunction): GridColumn[] {
  if (view === 'weekly') return intervals.map((id) => ({ key: id, label: weekLabel(id), intervalIds: [id] }));
  if (view === 'monthly') {
    return [...groupBy(intervals, (id) => periodsOfWeek(id).month)].map(([month, ids]) => ({
      key: month,
      label: dayjs(`${month}-01`).format('MMM YYYY'),
      intervalIds: ids,
    }));
  }
  return [...groupBy(intervals, (id) => periodsOfWeek(id).quarter)].map(([quarter, ids]) => {
    const [year, q] = quarter.split('-Q');
    return { key: quarter, label: t('SCORECARD_QUARTER', { 0: q, 1: year }), intervalIds: ids };
  });
}

/** A week's header: its Monday as 'MMM D' (002 §9 inline date display). */
export function weekLabel(intervalId: string): string {
  return dayjs(intervalId).format('MMM D');
}

export function weekValue(m: GridMeasurable, intervalId: string): number | null {
  return m.values.find((v) => v.intervalId === intervalId)?.value ?? null;
}

/** A column's number: the week's own, or the weeks rolled up with the measurable's roll-up. */
export function columnValue(m: GridMeasurable, column: GridColumn): number | null {
  const values = column.intervalIds.map((id) => weekValue(m, id));
  return values.length === 1 ? (values[0] ?? null) : rollUp(values, m.rollup);
}

/**
 * The Total column (the weeks shown rolled up as the measurable rolls up: a rate's total is its
 * average) and the Average column; null when the weeks shown hold none.
 */
export function totals(m: GridMeasurable, intervals: readonly string[]) {
  const values = intervals.map((id) => weekValue(m, id));
  return { total: rollUp(values, m.rollup), average: rollUp(values, 'Average') };
}

export type CellStatus = 'on' | 'off' | null;

/**
 * Green or red against the goal. A week compares with the goal directly, and so does an average of
 * weeks; a sum of several weeks is not comparable with a weekly goal, so it stays uncoloured.
 */
export function cellStatus(m: GridMeasurable, view: ScorecardView, value: number | null): CellStatus {
  if (value === null) return null;
  if (view !== 'weekly' && m.rollup === 'Sum') return null;
  return meetsGoal(value, m.goalValue, m.comparison) ? 'on' : 'off';
}
