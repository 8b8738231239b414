import type { ScorecardGrid } from '@eos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showSaveError } from '../../app/toasts';
import { orderMeasurables, refreshGrids, scorecardKeys } from './scorecardApi';

/** The list with the item at `from` moved to `to`. */
export function moveInList<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * Drag to reorder: the dropped order shows at once, PUT scorecard/{s}/order follows with every id in
 * the new order; a refusal puts the rows back, with the ERROR toast.
 */
export function useMeasurableOrder(scorecardId: string, end: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (from: number, to: number) => {
      if (from === to) return;
      const key = scorecardKeys.grid(scorecardId, end);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ScorecardGrid>(key);
      if (!before) return;
      const measurables = moveInList(before.measurables, from, to);
      queryClient.setQueryData<ScorecardGrid>(key, { ...before, measurables });
      try {
        await orderMeasurables(
          scorecardId,
          measurables.map((m) => m.id),
        );
        refreshGrids(queryClient, scorecardId);
      } catch (error) {
        // Back to the old order, keeping any number typed meanwhile.
        const place = new Map(before.measurables.map((m, i) => [m.id, i]));
        queryClient.setQueryData<ScorecardGrid>(
          key,
          (grid) =>
            grid && {
              ...grid,
              measurables: [...grid.measurables].sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0)),
            },
        );
        showSaveError(error);
      }
    },
    [queryClient, scorecardId, end],
  );
}
