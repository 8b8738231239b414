import type { RevisionResponse, VtoCopyRequest, VtoRevisionResponse } from '@eos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';

/** GET vto/collection/{c}/revision/{r}: the revision with its vision and traction; quiet, a 404 is the page's. */
export function useVtoRevision(collectionId: string, revisionId: string) {
  return useQuery({
    queryKey: queryKeys.revision('vto', revisionId),
    queryFn: () =>
      api
        .get<VtoRevisionResponse>(`vto/collection/${collectionId}/revision/${revisionId}`, { quiet: true })
        .then((r) => r.vto),
    retry: false,
  });
}

/** PUT .../copy: a new revision with the chosen parts; quiet, the popup shows field errors itself. */
export function useCopyVto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      collectionId,
      revisionId,
      body,
    }: {
      collectionId: string;
      revisionId: string;
      body: VtoCopyRequest;
    }) =>
      api
        .put<RevisionResponse>(`vto/collection/${collectionId}/revision/${revisionId}/copy`, body, { quiet: true })
        .then((r) => r.revision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.collections('vto') }),
  });
}
