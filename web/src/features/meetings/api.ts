import type { Agenda, AgendaBody, ColorTag, Meeting, MeetingBody, SearchRequest } from '@eos/domain';
import { SEARCH } from '@eos/domain';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';

/** The search request as the client builds it: every field optional, the server fills defaults. */
export type SearchInput = Partial<SearchRequest>;

export interface SearchPage<T> {
  succeeded: true;
  items: T[];
  totalCount: number;
  totalPages: number;
}

interface MeetingAnswer {
  succeeded: true;
  meeting: Meeting;
}

/** The meeting list shows one page of up to 100 (001 §9). */
export const MEETING_LIST_PAGE = { startIndex: 0, endIndex: SEARCH.defaultEndIndex } as const;

export const fetchMyMeetings = (request: SearchInput) =>
  api.post<SearchPage<Meeting>>('my-meetings', { ...MEETING_LIST_PAGE, ...request });

export function useMyMeetings(request: SearchInput) {
  return useQuery({
    queryKey: queryKeys.meetingList('mine', request),
    queryFn: () => fetchMyMeetings(request),
    // Typing in the search box keeps the last rows on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useMeeting(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.meeting(id ?? ''),
    queryFn: () => api.get<MeetingAnswer>(`meeting/${id}`, { quiet: true }).then((r) => r.meeting),
    enabled: Boolean(id),
    retry: false,
  });
}

/** Built-in Level 10 first, then the organization's saved templates (the server orders them). */
export function useAgendas() {
  return useQuery({
    queryKey: queryKeys.agendas,
    queryFn: () =>
      api.post<SearchPage<Agenda>>('agendas/search', { startIndex: 0, endIndex: 100 }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });
}

/** The people search the invitee picker uses; it lives with the pickers, which other features reuse. */
export { usePeopleSearch } from '../../components/pickers/pickerQueries';

/** After any meeting write every list and the meeting itself are stale. */
function invalidateMeeting(queryClient: QueryClient, id?: string) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.meetingLists });
  if (id) void queryClient.invalidateQueries({ queryKey: queryKeys.meeting(id) });
}

/** Patches a meeting wherever a cached list holds it, so a toggle answers at once. */
function patchListedMeeting(queryClient: QueryClient, id: string, patch: Partial<Meeting>) {
  queryClient.setQueriesData<SearchPage<Meeting>>({ queryKey: queryKeys.meetingLists }, (old) =>
    old && Array.isArray(old.items)
      ? { ...old, items: old.items.map((m) => (m.id === id ? { ...m, ...patch } : m)) }
      : old,
  );
}

// Form writes are quiet: the form puts field errors under fields and shows the save toast itself.
export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingBody) =>
      api.post<MeetingAnswer>('meetings', body, { quiet: true }).then((r) => r.meeting),
    onSuccess: (meeting) => invalidateMeeting(queryClient, meeting.id),
  });
}

export function useUpdateMeeting(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingBody) =>
      api.put<MeetingAnswer>(`meeting/${id}`, body, { quiet: true }).then((r) => r.meeting),
    onSuccess: (meeting) => {
      queryClient.setQueryData(queryKeys.meeting(id), meeting);
      invalidateMeeting(queryClient, id);
    },
  });
}

export function useDeleteMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del<{ succeeded: true }>(`meeting/${id}`, { quiet: true }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.meeting(id) });
      invalidateMeeting(queryClient);
    },
  });
}

export function useSetColorTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, colorTag }: { id: string; colorTag: ColorTag }) =>
      api.put<{ succeeded: true }>(`meeting/${id}/color-tag`, { colorTag }, { quiet: true }),
    onMutate: ({ id, colorTag }) => patchListedMeeting(queryClient, id, { colorTag }),
    onSettled: (_a, _e, { id }) => invalidateMeeting(queryClient, id),
  });
}

export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isFavorite }: { id: string; isFavorite: boolean }) =>
      api.put<{ succeeded: true }>(`meeting/${id}/favorite`, { isFavorite }, { quiet: true }),
    onMutate: ({ id, isFavorite }) => patchListedMeeting(queryClient, id, { isFavorite }),
    onSettled: (_a, _e, { id }) => invalidateMeeting(queryClient, id),
  });
}

export function useSaveAgendaTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgendaBody) =>
      api.post<{ succeeded: true; agenda: Agenda }>('agendas', body, { quiet: true }).then((r) => r.agenda),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agendas }),
  });
}
