import type { Meeting } from '@eos/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';

/**
 * The ids of the people invited to a meeting, through the same cache entry as the meeting page
 * (GET meeting/{id}), so switching back and forth costs one call. Null when it cannot be told.
 */
export async function meetingPeopleIds(queryClient: QueryClient, tractionId: string): Promise<Set<string> | null> {
  try {
    const meeting = await queryClient.fetchQuery({
      queryKey: queryKeys.meeting(tractionId),
      queryFn: () => api.get<{ meeting: Meeting }>(`meeting/${tractionId}`, { quiet: true }).then((r) => r.meeting),
      staleTime: 30_000,
    });
    return new Set(meeting.invitees.map((p) => p.id));
  } catch {
    return null;
  }
}

/**
 * 000 §5: owners are people of the chosen meeting. After the meeting changes, the owners not in it
 * are dropped; when its people cannot be loaded, every owner is dropped rather than kept unchecked.
 */
export async function ownersStillInMeeting(
  queryClient: QueryClient,
  tractionId: string,
  ownerIds: readonly string[],
): Promise<string[]> {
  if (!tractionId) return [];
  if (ownerIds.length === 0) return [];
  const people = await meetingPeopleIds(queryClient, tractionId);
  return people ? ownerIds.filter((id) => people.has(id)) : [];
}
