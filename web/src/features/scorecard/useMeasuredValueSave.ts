import type { ScorecardGrid } from '@eos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showSaveError } from '../../app/toasts';
import { type MeasuredValueBody, putMeasuredValue, scorecardKeys } from './scorecardApi';

interface WithValues {
  measurables: { id: string; values: { intervalId: string; value: number }[] }[];
}

/** The grid (or any list of measurables with their weeks) with one week's number of one measurable replaced (null: cleared). */
export function withValue<G extends WithValues>(
  grid: G,
  measurableId: string,
  intervalId: string,
  value: number | null,
): G {
  return {
    ...grid,
    measurables: grid.measurables.map((m) =>
      m.id !== measurableId
        ? m
        : {
            ...m,
            values: [
              ...m.values.filter((v) => v.intervalId !== intervalId),
              ...(value === null ? [] : [{ intervalId, value }]),
            ],
          },
    ),
  };
}

export type SaveValue = (
  measurableId: string,
  intervalId: string,
  value: number | null,
  previous: number | null,
) => Promise<boolean>;

/**
 * Saves a week's number the moment its cell is left, optimistically: the grid shows it at once (its
 * colour, total and average too), PUT add-measured-value follows, and a refusal puts the old number
 * back with the ERROR toast. Only that cell rolls back, so other cells saved meanwhile stay.
 */
export function useMeasuredValueSave(scorecardId: string, end: string): SaveValue {
  const queryClient = useQueryClient();
  return useCallback(
    async (measurableId, intervalId, value, previous) => {
      const key = scorecardKeys.grid(scorecardId, end);
      // A refresh under way would bring the old number back over the new one.
      await queryClient.cancelQueries({ queryKey: key });
      const put = (v: number | null) =>
        queryClient.setQueryData<ScorecardGrid>(key, (grid) => grid && withValue(grid, measurableId, intervalId, v));
      put(value);
      const body: MeasuredValueBody =
        value === null ? { entered: false, intervalId, value: null } : { entered: true, intervalId, value };
      try {
        await putMeasuredValue(scorecardId, measurableId, body);
        // Other windows holding this week are out of date now; they read again when shown.
        void queryClient.invalidateQueries({ queryKey: scorecardKeys.grids(scorecardId), refetchType: 'none' });
        return true;
      } catch (error) {
        put(previous);
        showSaveError(error);
        return false;
      }
    },
    [queryClient, scorecardId, end],
  );
}
