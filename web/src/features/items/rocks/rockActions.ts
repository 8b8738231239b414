import type { Rock, RockStatus } from '@eos/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { afterItemRemoved, afterItemWrite } from '../api/entityCache';
import { itemToasts } from '../api/toasts';

type RockAnswer = { rock: Rock };

/** PUT rock/{id}/status, then 'Updated Status: {title}' (002 §8). Errors are the caller's to show. */
export async function changeRockStatus(queryClient: QueryClient, rock: Rock, status: RockStatus): Promise<void> {
  const answer = await api.put<RockAnswer>(`rock/${rock.id}/status`, { status }, { quiet: true });
  afterItemWrite(queryClient, 'rock', [answer.rock]);
  itemToasts.statusUpdated(answer.rock.title);
}

/**
 * DELETE rock/{id}/{flag}: with `withDelegates` the whole chain below goes too (those ids leave the
 * cache as well); without it the server moves the children up to this Rock's parent.
 */
export async function deleteRock(
  queryClient: QueryClient,
  id: string,
  withDelegates: boolean,
  delegateIds: readonly string[] = [],
): Promise<void> {
  await api.del(`rock/${id}/${withDelegates}`, { quiet: true });
  afterItemRemoved(queryClient, 'rock', id);
  if (withDelegates) for (const child of delegateIds) afterItemRemoved(queryClient, 'rock', child);
}

export type MilestoneInput = {
  title: string;
  dueDate: string;
  done: boolean;
};

/** The milestone calls all answer the Rock as it now is (milestones and progress included). */
export async function addMilestone(queryClient: QueryClient, rockId: string, body: MilestoneInput): Promise<void> {
  const answer = await api.post<RockAnswer>(`rock/${rockId}/milestones`, body, { quiet: true });
  afterItemWrite(queryClient, 'rock', [answer.rock]);
}

export async function updateMilestone(
  queryClient: QueryClient,
  rockId: string,
  milestoneId: string,
  body: MilestoneInput,
): Promise<void> {
  const answer = await api.put<RockAnswer>(`rock/${rockId}/milestone/${milestoneId}`, body, { quiet: true });
  afterItemWrite(queryClient, 'rock', [answer.rock]);
}

export async function deleteMilestone(queryClient: QueryClient, rockId: string, milestoneId: string): Promise<void> {
  const answer = await api.del<RockAnswer>(`rock/${rockId}/milestone/${milestoneId}`, { quiet: true });
  afterItemWrite(queryClient, 'rock', [answer.rock]);
}
