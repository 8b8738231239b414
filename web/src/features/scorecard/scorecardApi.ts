import type { Issue, Measurable, MeasurableCreateRequest, Meeting, Scorecard, ScorecardGrid } from '@eos/domain';
import { SCORECARD_WEEKS } from '@eos/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';

/** A measurable as the grid lists it: with its numbers in the weeks shown. */
export type GridMeasurable = ScorecardGrid['measurables'][number];

/** The Scorecard's query keys, one prefix, so a live event or a write refreshes exactly its caches. */
export const scorecardKeys = {
  /** The scorecard of a meeting (POST scorecard creates it on first use; Observers only read it). */
  ofMeeting: (tractionId: string, mayCreate = true) => ['scorecard', 'of-meeting', tractionId, mayCreate] as const,
  /** Every window of one scorecard's grid. */
  grids: (scorecardId: string) => ['scorecard', 'grid', scorecardId] as const,
  grid: (scorecardId: string, end: string) => ['scorecard', 'grid', scorecardId, end] as const,
  measurable: (scorecardId: string, id: string) => ['scorecard', 'measurable', scorecardId, id] as const,
  // Under the meeting lists' prefix: a meeting created or renamed refreshes the popup's choices too.
  meetings: queryKeys.meetingList('scorecards', null),
};

/** POST scorecard {tractionId}: the meeting's Scorecard, created the first time anyone asks. */
export async function fetchMeetingScorecard(tractionId: string): Promise<Scorecard> {
  const answer = await api.post<{ scorecard: Scorecard }>('scorecard', { tractionId });
  return answer.scorecard;
}

/**
 * For those who may not write (Observers): the meeting's Scorecard as the meeting names it, never made
 * here (making it is a write); null while nobody who writes has made it (nothing to show yet).
 */
export async function fetchExistingScorecard(tractionId: string): Promise<Scorecard | null> {
  const { meeting } = await api.get<{ meeting: Meeting }>(`meeting/${tractionId}`);
  return meeting.scorecardId ? { id: meeting.scorecardId, tractionId: meeting.id, title: meeting.title } : null;
}

/** GET scorecard/{id}?end=&weeks=: the weeks ending with `end`'s week, oldest first. */
export function fetchGrid(scorecardId: string, end: string, weeks = SCORECARD_WEEKS): Promise<ScorecardGrid> {
  return api.get<ScorecardGrid>(`scorecard/${scorecardId}?end=${end}&weeks=${weeks}`);
}

/** GET scorecards/meetings: the meetings whose Scorecard the user may add to. */
export async function fetchScorecardMeetings(): Promise<Scorecard[]> {
  const answer = await api.get<{ items: Scorecard[] }>('scorecards/meetings');
  return answer.items;
}

export async function fetchMeasurable(scorecardId: string, id: string): Promise<Measurable> {
  const answer = await api.get<{ measurable: Measurable }>(`scorecard/${scorecardId}/${id}`, { quiet: true });
  return answer.measurable;
}

/** After any change to a scorecard's measurables: every window of its grid reads again. */
export function refreshGrids(queryClient: QueryClient, scorecardId: string): void {
  void queryClient.invalidateQueries({ queryKey: scorecardKeys.grids(scorecardId) });
}

/** After a write: the measurables as the server answered them, and their Scorecard's grid read again. */
function afterMeasurableWrite(queryClient: QueryClient, scorecardId: string, measurables: readonly Measurable[]): void {
  for (const m of measurables) queryClient.setQueryData(scorecardKeys.measurable(m.scorecardId, m.id), m);
  refreshGrids(queryClient, scorecardId);
}

/** POST scorecard/{s}/add-measurable: one measurable per owner. Errors are the caller's to show. */
export async function addMeasurables(
  queryClient: QueryClient,
  scorecardId: string,
  body: MeasurableCreateRequest,
): Promise<Measurable[]> {
  const answer = await api.post<{ measurables: Measurable[] }>(`scorecard/${scorecardId}/add-measurable`, body, {
    quiet: true,
  });
  afterMeasurableWrite(queryClient, scorecardId, answer.measurables);
  return answer.measurables;
}

export async function updateMeasurable(queryClient: QueryClient, m: Measurable, body: unknown): Promise<Measurable> {
  const answer = await api.put<{ measurable: Measurable }>(`scorecard/${m.scorecardId}/${m.id}`, body, {
    quiet: true,
  });
  afterMeasurableWrite(queryClient, m.scorecardId, [answer.measurable]);
  return answer.measurable;
}

export async function reassignMeasurable(
  queryClient: QueryClient,
  m: Measurable,
  ownerId: string,
): Promise<Measurable> {
  const answer = await api.put<{ measurable: Measurable }>(
    `scorecard/${m.scorecardId}/${m.id}/reassign`,
    { ownerId },
    { quiet: true },
  );
  afterMeasurableWrite(queryClient, m.scorecardId, [answer.measurable]);
  return answer.measurable;
}

export async function removeMeasurable(queryClient: QueryClient, m: Pick<Measurable, 'id' | 'scorecardId'>) {
  await api.del(`scorecard/${m.scorecardId}/${m.id}`, { quiet: true });
  queryClient.removeQueries({ queryKey: scorecardKeys.measurable(m.scorecardId, m.id) });
  refreshGrids(queryClient, m.scorecardId);
}

/** PUT scorecard/{s}/order {ids}: the measurables in their new order. */
export function orderMeasurables(scorecardId: string, ids: string[]): Promise<unknown> {
  return api.put(`scorecard/${scorecardId}/order`, { ids }, { quiet: true });
}

/** The body of PUT add-measured-value: a number for the week, or `entered` false to clear it. */
export type MeasuredValueBody =
  | { entered: true; intervalId: string; value: number }
  | { entered: false; intervalId: string; value: null };

export function putMeasuredValue(scorecardId: string, measurableId: string, body: MeasuredValueBody) {
  return api.put(`scorecard/${scorecardId}/${measurableId}/add-measured-value`, body, { quiet: true });
}

/** POST scorecard/{s}/{id}/add-as-issue: an Issue in the meeting named after the measurable. */
export async function addMeasurableAsIssue(scorecardId: string, measurableId: string): Promise<Issue> {
  const answer = await api.post<{ issue: Issue }>(
    `scorecard/${scorecardId}/${measurableId}/add-as-issue`,
    {},
    {
      quiet: true,
    },
  );
  return answer.issue;
}
