import type { MyMeasurables } from '@eos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showSaveError } from '../../../app/toasts';
import { type MeasuredValueBody, putMeasuredValue, refreshGrids } from '../../scorecard/scorecardApi';
import type { SaveValue } from '../../scorecard/useMeasuredValueSave';
import { myMeasurablesKeys, withWeekValue } from './measurableWidgetApi';

/**
 * The Scorecard's save (useMeasuredValueSave) for the widget's cache: the number shows at once with
 * its colour, PUT add-measured-value follows with the grid's body, a refusal puts the old number back
 * with the ERROR toast. The measurable's meeting grids read again afterwards, so its Scorecard shows
 * the number typed here.
 */
export function useMyMeasurableSave(end: string): SaveValue {
  const queryClient = useQueryClient();
  return useCallback(
    async (measurableId, intervalId, value, previous) => {
      const key = myMeasurablesKeys.week(end);
      const scorecardId = queryClient
        .getQueryData<MyMeasurables>(key)
        ?.measurables.find((m) => m.id === measurableId)?.scorecardId;
      if (!scorecardId) return false;
      // A refresh under way would bring the old number back over the new one.
      await queryClient.cancelQueries({ queryKey: key });
      const put = (v: number | null) =>
        queryClient.setQueryData<MyMeasurables>(
          key,
          (data) => data && withWeekValue(data, measurableId, intervalId, v),
        );
      put(value);
      const body: MeasuredValueBody =
        value === null ? { entered: false, intervalId, value: null } : { entered: true, intervalId, value };
      try {
        await putMeasuredValue(scorecardId, measurableId, body);
        refreshGrids(queryClient, scorecardId);
        return true;
      } catch (error) {
        put(previous);
        showSaveError(error);
        return false;
      }
    },
    [queryClient, end],
  );
}
