import type { RestorePartRequest, VtoPartResponse } from '@eos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';

/** POST vto/collection/{c}/revision/{r}/restore: a part of another revision into this draft. */
export function useRestorePart(target: { collectionId: string; revisionId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RestorePartRequest) =>
      api
        .post<VtoPartResponse>(`vto/collection/${target.collectionId}/revision/${target.revisionId}/restore`, body)
        .then((r) => r.vto),
    onSuccess: (vto) => queryClient.setQueryData(queryKeys.revision('vto', vto.revisionId), vto),
  });
}
