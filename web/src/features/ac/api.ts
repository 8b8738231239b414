import type { AcCopyRequest, RevisionResponse } from '@eos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';

/** PUT ac/.../copy: the whole chart under a new name; quiet, the popup shows field errors itself. */
export function useCopyChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      collectionId,
      revisionId,
      body,
    }: {
      collectionId: string;
      revisionId: string;
      body: AcCopyRequest;
    }) =>
      api
        .put<RevisionResponse>(`ac/collection/${collectionId}/revision/${revisionId}/copy`, body, { quiet: true })
        .then((r) => r.revision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.collections('ac') }),
  });
}
