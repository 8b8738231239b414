import { TIMINGS } from '@eos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent } from '../../app/liveEvents';
import { refreshGrids } from './scorecardApi';

/**
 * Numbers and measurables changed by others appear in the open grid: the hub's Updated {type:
 * 'scorecard', id} starts a 1500 ms wait; every event within it joins the same single refresh.
 */
export function useScorecardLive(scorecardId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!scorecardId) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = onLiveEvent((_event, update) => {
      if (update?.type !== 'scorecard' || update.id !== scorecardId || timer) return;
      timer = setTimeout(() => {
        timer = null;
        refreshGrids(queryClient, scorecardId);
      }, TIMINGS.liveMeasuredValueRefreshMs);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient, scorecardId]);
}
