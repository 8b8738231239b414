import { TIMINGS } from '@eos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent } from '../../../app/liveEvents';
import { myMeasurablesKeys } from './measurableWidgetApi';

/**
 * Numbers typed elsewhere appear in the widget as they do in an open grid (useScorecardLive): the
 * hub's Updated {type: 'scorecard'} of one of the widget's Scorecards starts a 1500 ms wait, and every
 * event within it joins one refresh. A measurable added, reassigned or removed anywhere counts too:
 * it may be one the viewer now owns, in a Scorecard the widget does not list yet.
 */
export function useMyMeasurablesLive(scorecardIds: readonly string[]): void {
  const queryClient = useQueryClient();
  // By value: a refetch answering the same Scorecards keeps the subscription.
  const watched = [...new Set(scorecardIds)].sort().join(',');
  useEffect(() => {
    const ids = new Set(watched ? watched.split(',') : []);
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = onLiveEvent((_event, update) => {
      const ours = update?.type === 'measurable' || (update?.type === 'scorecard' && ids.has(update.id ?? ''));
      if (!ours || timer) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: myMeasurablesKeys.all });
      }, TIMINGS.liveMeasuredValueRefreshMs);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient, watched]);
}
