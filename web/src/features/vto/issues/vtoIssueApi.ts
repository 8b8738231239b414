import type {
  ActualValuesRequest,
  Collection,
  EditableVtosResponse,
  Issue,
  IssueMoveToVtoResponse,
  LongTermIssueMoveResponse,
  VtoPartResponse,
  VtoRevision,
} from '@eos/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { beginOwnWrite } from '../../../app/liveEcho';
import { revisionLiveType } from '../../collections/api';
import { afterItemRemoved, afterItemWrite } from '../../items/api/entityCache';

// Issues between the meeting and the V/TO, and the quarter's actual results (docs/api.md, V/TO).

export interface RevisionIds {
  collectionId: string;
  revisionId: string;
}

const revisionUrl = ({ collectionId, revisionId }: RevisionIds) =>
  `vto/collection/${collectionId}/revision/${revisionId}`;

/** Under the collections prefix, so folder and revision changes refresh it too. */
const editableKey = (personId: string) => [...queryKeys.collections('vto'), 'editable', personId] as const;

/** GET vto/collections/editable?personId=: the folders with the V/TOs that person may edit. */
export function useEditableVtos(personId: string) {
  return useQuery({
    queryKey: editableKey(personId),
    queryFn: () =>
      api
        .get<EditableVtosResponse>(`vto/collections/editable?personId=${encodeURIComponent(personId)}`, {
          quiet: true,
        })
        .then((r): Collection[] => r.collections),
    enabled: Boolean(personId),
  });
}

/** A V/TO write of this tab: its live echo is not someone else's change; the answer fills the cache. */
async function vtoWrite<A extends { vto: VtoRevision }>(
  queryClient: QueryClient,
  revisionId: string,
  call: () => Promise<A>,
): Promise<A> {
  const settled = beginOwnWrite(revisionLiveType('vto'), revisionId);
  try {
    const answer = await call();
    queryClient.setQueryData(queryKeys.revision('vto', revisionId), answer.vto);
    return answer;
  } finally {
    settled();
  }
}

/** POST .../long-term-issue: a new long-term issue (Add Issue with V/TO, the Issues List card). */
export function createLongTermIssue(
  queryClient: QueryClient,
  ids: RevisionIds,
  body: { title: string; notes: string; assignedToId: string | null },
): Promise<VtoPartResponse> {
  return vtoWrite(queryClient, ids.revisionId, () =>
    api.post<VtoPartResponse>(`${revisionUrl(ids)}/long-term-issue`, { ...ids, ...body }, { quiet: true }),
  );
}

/** POST issue/{id}/move-to-vto: the meeting issue leaves its list and is parked on the V/TO. */
export async function moveIssueToVto(
  queryClient: QueryClient,
  issueId: string,
  body: { destinationId: string; destinationCollectionId: string; ownerId: string },
): Promise<VtoRevision> {
  const answer = await vtoWrite(queryClient, body.destinationId, () =>
    api.post<IssueMoveToVtoResponse>(`issue/${issueId}/move-to-vto`, body, { quiet: true }),
  );
  afterItemRemoved(queryClient, 'issue', issueId);
  return answer.vto;
}

/** POST .../long-term-issue/{id}/move: back to a meeting as its open issue. */
export async function moveLongTermIssue(
  queryClient: QueryClient,
  ids: RevisionIds,
  id: string,
  body: { destinationId: string; ownerId: string },
): Promise<Issue> {
  const settled = beginOwnWrite(revisionLiveType('vto'), ids.revisionId);
  try {
    const answer = await api.post<LongTermIssueMoveResponse>(`${revisionUrl(ids)}/long-term-issue/${id}/move`, body, {
      quiet: true,
    });
    afterItemWrite(queryClient, 'issue', answer.issues);
    await queryClient.invalidateQueries({ queryKey: queryKeys.revision('vto', ids.revisionId) });
    return answer.issue;
  } finally {
    settled();
  }
}

/** POST .../metrics/actual-values: the quarter's (and year's) actual results. */
export function recordActualValues(
  queryClient: QueryClient,
  ids: RevisionIds,
  body: ActualValuesRequest,
): Promise<VtoPartResponse> {
  return vtoWrite(queryClient, ids.revisionId, () =>
    api.post<VtoPartResponse>(`${revisionUrl(ids)}/metrics/actual-values`, body, { quiet: true }),
  );
}
