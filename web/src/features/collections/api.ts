import type {
  Collection,
  CollectionKind,
  CollectionRequest,
  CollectionResponse,
  CollectionsResponse,
  MoveRevisionRequest,
  Revision,
  RevisionResponse,
  VisibilityRequest,
  VisibilityResponse,
} from '@eos/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { beginOwnWrite } from '../../app/liveEcho';

/** Folders of a kind, company folder first (the server orders them). */
export function useCollections(kind: CollectionKind) {
  return useQuery({
    queryKey: queryKeys.collectionList(kind),
    queryFn: () => api.get<CollectionsResponse>(`${kind}/collections`).then((r) => r.collections),
  });
}

/** One folder; quiet, since a 404 is the page's own not-found state. */
export function useCollection(kind: CollectionKind, id: string) {
  return useQuery({
    queryKey: queryKeys.collection(kind, id),
    queryFn: () => api.get<CollectionResponse>(`${kind}/collection/${id}`, { quiet: true }).then((r) => r.collection),
    retry: false,
  });
}

/** After any folder or revision write every list, folder and open revision of the kind is stale. */
function invalidateKind(queryClient: QueryClient, kind: CollectionKind) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.collections(kind) });
}

const revisionPath = (kind: CollectionKind, r: Pick<Revision, 'id' | 'collectionId'>) =>
  `${kind}/collection/${r.collectionId}/revision/${r.id}`;

/** The live-update type of a kind's revisions ('vtoRevision', 'acRevision'). */
export const revisionLiveType = (kind: CollectionKind) => `${kind}Revision` as const;

/** A write to one revision, marked as this tab's own so its live echo opens no 'removed' dialog. */
async function ownRevisionWrite<T>(kind: CollectionKind, id: string, write: () => Promise<T>): Promise<T> {
  const settled = beginOwnWrite(revisionLiveType(kind), id);
  try {
    return await write();
  } finally {
    settled();
  }
}

// Form writes are quiet: the popups put field errors under fields and show the save toast themselves.
export function useSaveFolder(kind: CollectionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CollectionRequest }) =>
      (id
        ? api.put<CollectionResponse>(`${kind}/collection/${id}`, body, { quiet: true })
        : api.post<CollectionResponse>(`${kind}/collections`, body, { quiet: true })
      ).then((r) => r.collection),
    onSuccess: () => invalidateKind(queryClient, kind),
  });
}

export function useDeleteFolder(kind: CollectionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (folder: Pick<Collection, 'id'>) =>
      api.del<{ succeeded: true }>(`${kind}/collection/${folder.id}`, { quiet: true }),
    onSuccess: (_answer, folder) => {
      queryClient.removeQueries({ queryKey: queryKeys.collection(kind, folder.id) });
      void invalidateKind(queryClient, kind);
    },
  });
}

/**
 * A new revision: in the given folder, or (none given) in the company folder, which the server makes
 * on first use.
 */
export function useCreateRevision(kind: CollectionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (collectionId?: string) => {
      const folderId =
        collectionId ?? (await api.get<CollectionResponse>(`${kind}/collections/company-folder`)).collection.id;
      return (await api.put<RevisionResponse>(`${kind}/collection/${folderId}/revision`, {})).revision;
    },
    onSuccess: () => invalidateKind(queryClient, kind),
  });
}

type RevisionRef = Pick<Revision, 'id' | 'collectionId'>;

export function useRenameRevision(kind: CollectionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revision, title }: { revision: RevisionRef; title: string }) =>
      ownRevisionWrite(kind, revision.id, () =>
        api.put(`${revisionPath(kind, revision)}/rename`, { title }, { quiet: true }),
      ),
    onSuccess: () => invalidateKind(queryClient, kind),
  });
}

export function useMoveRevision(kind: CollectionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revision, body }: { revision: RevisionRef; body: MoveRevisionRequest }) =>
      ownRevisionWrite(kind, revision.id, () =>
        api.put<RevisionResponse>(`${revisionPath(kind, revision)}/move`, body, { quiet: true }),
      ).then((r) => r.revision),
    onSuccess: () => invalidateKind(queryClient, kind),
  });
}

export function usePublishRevision(kind: CollectionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revision, publish }: { revision: RevisionRef; publish: boolean }) =>
      ownRevisionWrite(kind, revision.id, () =>
        api.put<RevisionResponse>(
          `${revisionPath(kind, revision)}/${publish ? 'publish' : 'unpublish'}`,
          {},
          {
            quiet: true,
          },
        ),
      ).then((r) => r.revision),
    onSuccess: () => invalidateKind(queryClient, kind),
  });
}

export function useDeleteRevision(kind: CollectionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: RevisionRef) =>
      ownRevisionWrite(kind, revision.id, () => api.del(revisionPath(kind, revision), { quiet: true })),
    onSuccess: (_answer, revision) => {
      queryClient.removeQueries({ queryKey: queryKeys.revision(kind, revision.id) });
      void invalidateKind(queryClient, kind);
    },
  });
}

export function useVisibility(kind: CollectionKind, revision: RevisionRef) {
  return useQuery({
    queryKey: queryKeys.visibility(kind, revision.id),
    queryFn: () => api.get<VisibilityResponse>(`${revisionPath(kind, revision)}/visibility`),
  });
}

export function useSaveVisibility(kind: CollectionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revision, body }: { revision: RevisionRef; body: VisibilityRequest }) =>
      ownRevisionWrite(kind, revision.id, () =>
        api.put<VisibilityResponse>(`${revisionPath(kind, revision)}/visibility`, body, { quiet: true }),
      ),
    onSuccess: () => invalidateKind(queryClient, kind),
  });
}
