import type { IssueSource } from '@eos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../api/keys';
import type { SendLiveCall } from '../useLiveMeeting';
import { useLiveSend } from '../useLiveSend';

function post(send: SendLiveCall, source: IssueSource, id: string) {
  switch (source) {
    case 'measurable':
      return send('add-measurable-as-issue', { measurableId: id });
    case 'rock':
      return send('add-rock-as-issue', { rockId: id });
    case 'headline':
      return send('add-headline-as-issue', { headlineId: id });
    case 'todo':
      return send('add-todo-as-issue', { todoId: id });
  }
}

/**
 * 'Add as issue' in the live meeting goes through the hub (add-*-as-issue), which counts the issue for
 * IDS and tells everyone; the 10-second toast comes from useLiveMeeting's onIssueAdded.
 */
export function useAddAsIssue() {
  const queryClient = useQueryClient();
  const { send, busy } = useLiveSend();
  const add = useCallback(
    async (source: IssueSource, id: string) => {
      const answer = await post(send, source, id);
      if (answer) void queryClient.invalidateQueries({ queryKey: queryKeys.itemLists('issue') });
      return answer;
    },
    [send, queryClient],
  );
  return { add, busy };
}
