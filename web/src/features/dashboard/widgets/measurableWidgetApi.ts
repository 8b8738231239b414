import { type MyMeasurables, meetsGoal } from '@eos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { withValue } from '../../scorecard/useMeasuredValueSave';

/**
 * The widget's cache, under the Scorecard's 'scorecard' prefix but apart from the grids: one entry
 * per week, refreshed by its own live subscription (measurableWidgetLive.ts).
 */
export const myMeasurablesKeys = {
  all: ['scorecard', 'mine'] as const,
  week: (end: string) => ['scorecard', 'mine', end] as const,
};

/**
 * GET scorecards/mine?end=: the viewer's own measurables across Scorecards, with the week of `end`.
 * Quiet: the widget shows a failure itself, with Try again, rather than a toast per widget.
 */
export function fetchMyMeasurables(end: string): Promise<MyMeasurables> {
  return api.get<MyMeasurables>(`scorecards/mine?end=${end}`, { quiet: true });
}

export function useMyMeasurables(end: string) {
  return useQuery({ queryKey: myMeasurablesKeys.week(end), queryFn: () => fetchMyMeasurables(end) });
}

/** The answer with one measurable's number of that week replaced (null: cleared), its status with it. */
export function withWeekValue(
  data: MyMeasurables,
  measurableId: string,
  intervalId: string,
  value: number | null,
): MyMeasurables {
  const next = withValue(data, measurableId, intervalId, value);
  return {
    ...next,
    measurables: next.measurables.map((m) =>
      m.id !== measurableId
        ? m
        : { ...m, weekStatus: value === null ? null : meetsGoal(value, m.goalValue, m.comparison) ? 'on' : 'off' },
    ),
  };
}
