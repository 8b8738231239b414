import type {
  AcRevision,
  AcRevisionResponse,
  CreateSeatRequest,
  EditSeatRequest,
  SeatWriteResponse,
} from '@eos/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { beginOwnWrite } from '../../../app/liveEcho';
import { revisionLiveType } from '../../collections/api';

/** GET ac/collection/{c}/revision/{r}: the chart with its seats; quiet, a 404 is the page's to show. */
export function useAcChart(collectionId: string, revisionId: string) {
  return useQuery({
    queryKey: queryKeys.revision('ac', revisionId),
    queryFn: () =>
      api
        .get<AcRevisionResponse>(`ac/collection/${collectionId}/revision/${revisionId}`, { quiet: true })
        .then((r) => r.chart),
    retry: false,
  });
}

export interface SeatWrites {
  create: (body: CreateSeatRequest) => Promise<SeatWriteResponse>;
  /** The new seat goes above `body.childId` (PUT insert-seat). */
  insert: (body: CreateSeatRequest) => Promise<SeatWriteResponse>;
  edit: (id: string, body: EditSeatRequest) => Promise<SeatWriteResponse>;
  notes: (id: string, notes: string) => Promise<SeatWriteResponse>;
  remove: (id: string) => Promise<SeatWriteResponse>;
}

/**
 * The seat writes under ac/collection/{c}/revision/{r}/. Each is quiet (the caller shows its own
 * message), marked as this tab's own so its live echo counts as nobody else's change, and the
 * answered chart goes straight into the revision's cache, so the canvas shows what the server kept.
 */
export function useSeatWrites(chart: Pick<AcRevision, 'collectionId' | 'revisionId'>): SeatWrites {
  const { collectionId, revisionId } = chart;
  const queryClient = useQueryClient();
  const send = useCallback(
    async (method: 'put' | 'del', path: string, body?: unknown) => {
      const url = `ac/collection/${collectionId}/revision/${revisionId}/${path}`;
      const settled = beginOwnWrite(revisionLiveType('ac'), revisionId);
      try {
        const answer =
          method === 'del'
            ? await api.del<SeatWriteResponse>(url, { quiet: true })
            : await api.put<SeatWriteResponse>(url, body, { quiet: true });
        queryClient.setQueryData(queryKeys.revision('ac', revisionId), answer.chart);
        return answer;
      } finally {
        settled();
      }
    },
    [collectionId, revisionId, queryClient],
  );
  return useMemo(
    () => ({
      create: (body) => send('put', 'create-seat', body),
      insert: (body) => send('put', 'insert-seat', body),
      edit: (id, body) => send('put', `edit-seat/${id}`, body),
      notes: (id, notes) => send('put', `edit-seat/${id}/notes`, { id, notes }),
      remove: (id) => send('del', `remove-seat/${id}`),
    }),
    [send],
  );
}
