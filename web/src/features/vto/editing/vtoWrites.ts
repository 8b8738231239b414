import type { VtoPartResponse, VtoRevision, VtoRockCandidatesResponse } from '@eos/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import type { TFunction } from '../../../app/i18n';
import { beginOwnWrite } from '../../../app/liveEcho';
import { errorKey, errorText } from '../../../components/forms/errorText';
import { revisionLiveType } from '../../collections/api';
import { useVtoEditing } from './VtoEditContext';

export type VtoWrite = (method: 'post' | 'put' | 'del', path: string, body?: unknown) => Promise<VtoRevision>;

/**
 * A part write under vto/collection/{c}/revision/{r}/: quiet (the part shows the server's message
 * itself), marked as this tab's own (its live echo is no 'removed' or 'changed by someone else'), and
 * the answered V/TO goes straight into the revision's cache, so every part shows what the server kept.
 */
export function useVtoWrite(): VtoWrite {
  const { collectionId, revisionId } = useVtoEditing();
  const queryClient = useQueryClient();
  return useCallback(
    async (method, path, body) => {
      const url = `vto/collection/${collectionId}/revision/${revisionId}/${path}`;
      const settled = beginOwnWrite(revisionLiveType('vto'), revisionId);
      try {
        const answer =
          method === 'del'
            ? await api.del<VtoPartResponse>(url, { quiet: true })
            : await api[method]<VtoPartResponse>(url, body, { quiet: true });
        queryClient.setQueryData(queryKeys.revision('vto', revisionId), answer.vto);
        return answer.vto;
      } finally {
        settled();
      }
    },
    [collectionId, revisionId, queryClient],
  );
}

/** GET .../rocks-for-quarter: the leadership meeting's Rocks not yet on the quarterly plan. */
export function useRockCandidates(enabled: boolean) {
  const { collectionId, revisionId } = useVtoEditing();
  return useQuery({
    queryKey: queryKeys.vtoRockCandidates(revisionId),
    queryFn: () =>
      api
        .get<VtoRockCandidatesResponse>(`vto/collection/${collectionId}/revision/${revisionId}/rocks-for-quarter`, {
          quiet: true,
        })
        .then((r) => r.rocks),
    enabled,
  });
}

/** The server's message for a failed save, from the language pack when it has the id. */
export function saveErrorText(t: TFunction, error: unknown): string {
  const first = error instanceof ApiError ? error.messages[0] : undefined;
  return first ? errorText(t, errorKey(first)) : t('VTO_SAVE_FAILED');
}
