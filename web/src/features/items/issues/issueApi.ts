import type { Issue } from '@eos/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { afterItemRemoved, afterItemWrite } from '../api/entityCache';

/**
 * The Issue writes (docs/api.md). Every call is quiet: the popup or list shows its own error toast
 * (002 §8), and each success puts the answered issue in the cache and refreshes the Issues lists.
 */
interface IssueAnswer {
  succeeded: true;
  issue: Issue;
}

async function write(queryClient: QueryClient, call: Promise<IssueAnswer>): Promise<Issue> {
  const { issue } = await call;
  afterItemWrite(queryClient, 'issue', [issue]);
  return issue;
}

export interface NewIssue {
  title: string;
  ownerIds: string[];
  contentHtml: string;
  tractionId: string;
}

export async function createIssue(queryClient: QueryClient, body: NewIssue): Promise<Issue> {
  const answer = await api.post<IssueAnswer & { issues: Issue[] }>('issues', body, { quiet: true });
  afterItemWrite(queryClient, 'issue', answer.issues);
  return answer.issue;
}

export function updateIssue(
  queryClient: QueryClient,
  id: string,
  body: { title: string; ownerId: string; contentHtml: string },
): Promise<Issue> {
  return write(queryClient, api.put<IssueAnswer>(`issue/${id}`, body, { quiet: true }));
}

export function reassignIssue(queryClient: QueryClient, id: string, ownerId: string): Promise<Issue> {
  return write(queryClient, api.put<IssueAnswer>(`issue/${id}/reassign`, { ownerId }, { quiet: true }));
}

export function solveIssue(queryClient: QueryClient, id: string): Promise<Issue> {
  return write(queryClient, api.put<IssueAnswer>(`issue/${id}/solve`, {}, { quiet: true }));
}

export function reopenIssue(queryClient: QueryClient, id: string): Promise<Issue> {
  return write(queryClient, api.put<IssueAnswer>(`issue/${id}/status`, { status: 'Open' }, { quiet: true }));
}

/** Places the issue right after `afterId` in its meeting's list (null: first). */
export function rankIssue(queryClient: QueryClient, id: string, afterId: string | null): Promise<Issue> {
  return write(queryClient, api.put<IssueAnswer>(`issue/${id}/rank`, { afterId }, { quiet: true }));
}

export function moveIssue(
  queryClient: QueryClient,
  id: string,
  body: { destinationId: string; ownerId: string },
): Promise<Issue> {
  return write(queryClient, api.post<IssueAnswer>(`issue/${id}/move`, body, { quiet: true }));
}

export async function removeIssue(queryClient: QueryClient, id: string): Promise<void> {
  await api.del(`issue/${id}`, { quiet: true });
  afterItemRemoved(queryClient, 'issue', id);
}
