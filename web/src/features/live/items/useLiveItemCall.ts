import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../api/keys';
import type { ItemType } from '../../items/api/entityCache';
import type { SendLiveCall } from '../useLiveMeeting';
import { useLiveSend } from '../useLiveSend';

/**
 * A hub call that changes one meeting item (review a headline, solve or reopen an issue): after the
 * answer the item and its lists read again at once, without waiting for the live-update hub.
 */
export function useLiveItemCall(type: ItemType) {
  const queryClient = useQueryClient();
  const { send, busy } = useLiveSend();
  const call = useCallback(
    async (id: string, post: (send: SendLiveCall) => Promise<unknown>) => {
      const answer = await post(send);
      if (answer) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.itemLists(type) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.item(type, id) });
      }
      return answer;
    },
    [send, queryClient, type],
  );
  return { call, busy };
}
