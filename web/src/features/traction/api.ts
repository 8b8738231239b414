import { API_PREFIX, type Meeting, type MeetingPdfTypes, type Person, SEARCH } from '@eos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client';
import { queryKeys } from '../../api/keys';
import type { Checklist, MeetingSession } from './types';

// The meeting page's own server calls (docs/api.md "Meetings" and "Calendar and PDF"). Loads are
// quiet: the page shows not-found and wrong-org states itself instead of a catalogue toast.

export type MeetingPdfType = (typeof MeetingPdfTypes)[number];

/** GET meetings/validate/{threadId}: is this thread a meeting of the current organization? */
export function useValidateThread(threadId: string) {
  return useQuery({
    queryKey: queryKeys.meetingThread(threadId),
    queryFn: () =>
      api.get<{ tractionId: string; meetingThreadId: string }>(`meetings/validate/${threadId}`, { quiet: true }),
    retry: false,
  });
}

export function useMeeting(id: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.meeting(id),
    queryFn: () => api.get<{ meeting: Meeting }>(`meeting/${id}`, { quiet: true }).then((r) => r.meeting),
    enabled,
    retry: false,
  });
}

export function useMeetingHistory(id: string) {
  return useQuery({
    queryKey: queryKeys.meetingHistory(id),
    queryFn: () => api.get<{ items: MeetingSession[] }>(`meeting/${id}/history`).then((r) => r.items),
  });
}

export function useMeetingSession(id: string, sessionId: string) {
  return useQuery({
    // Under the history key, so refreshing the history refreshes the summaries too.
    queryKey: [...queryKeys.meetingHistory(id), sessionId],
    queryFn: () =>
      api
        .get<{ session: MeetingSession }>(`meeting/${id}/session/${sessionId}`, { quiet: true })
        .then((r) => r.session),
    retry: false,
  });
}

export function useChecklist(id: string) {
  return useQuery({
    queryKey: queryKeys.meetingChecklist(id),
    queryFn: () => api.get<{ checklist: Checklist }>(`meeting/${id}/getchecklist`).then((r) => r.checklist),
  });
}

/**
 * PUT updatechecklist with an optimistic update: a tick shows at once and rolls back if the save
 * fails (the global error toast tells why).
 */
export function useUpdateChecklist(id: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.meetingChecklist(id);
  return useMutation({
    mutationFn: (items: Checklist['items']) =>
      api.put<{ checklist: Checklist }>(`meeting/${id}/updatechecklist`, { items }).then((r) => r.checklist),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Checklist>(key);
      if (previous) queryClient.setQueryData<Checklist>(key, { ...previous, items });
      return { previous };
    },
    onError: (_error, _items, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (checklist) => queryClient.setQueryData(key, checklist),
  });
}

export function useResetChecklist(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<{ checklist: Checklist }>(`meeting/${id}/resetchecklist`).then((r) => r.checklist),
    onSuccess: (checklist) => queryClient.setQueryData(queryKeys.meetingChecklist(id), checklist),
  });
}

/** Licensed people of the organization who could own the meeting (everyone but the current owner). */
export function useOwnerCandidates(ownerId: string, enabled: boolean) {
  const request = {
    startIndex: 0,
    endIndex: SEARCH.defaultEndIndex,
    filters: { 'has-license': ['true'], 'excluded-ids': [ownerId] },
    sorts: [{ property: 'firstName', ascending: true }],
  };
  return useQuery({
    queryKey: queryKeys.people(request),
    queryFn: () => api.post<{ items: Person[] }>('person-picker-list', request).then((r) => r.items),
    enabled,
  });
}

export function useChangeOwner(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ownerId: string) =>
      api.put<{ meeting: Meeting }>(`meeting/${id}/owner`, { ownerId }, { quiet: true }).then((r) => r.meeting),
    onSuccess: (meeting) => {
      queryClient.setQueryData(queryKeys.meeting(id), meeting);
      void queryClient.invalidateQueries({ queryKey: queryKeys.meetingLists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.meeting(id) });
    },
  });
}

export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.calendarFeed,
    queryFn: () => api.get<{ url: string }>('calendar/feed').then((r) => r.url),
    enabled,
  });
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ url: string }>('calendar/feed/reset').then((r) => r.url),
    onSuccess: (url) => queryClient.setQueryData(queryKeys.calendarFeed, url),
  });
}

/** The .ics of one meeting: a plain link, so the browser downloads it with the session cookie. */
export function meetingIcsUrl(id: string): string {
  return `${API_PREFIX}/meeting/${id}/ics`;
}

/**
 * GET traction/{id}/{type}/pdf as a file. Fetched (not linked) so a failure can be told as a toast
 * instead of leaving the browser on a JSON error page.
 */
export function downloadMeetingPdf(id: string, type: MeetingPdfType, fileName: string): Promise<void> {
  return downloadApiFile(`traction/${id}/${type}/pdf`, fileName);
}

/**
 * A file the API answers (a PDF) saved under `fileName`: GET, or POST of a JSON `body` (a print job).
 * A failure throws ApiError with the status.
 */
export async function downloadApiFile(path: string, fileName: string, body?: unknown): Promise<void> {
  const init: RequestInit =
    body === undefined
      ? { credentials: 'same-origin' }
      : {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        };
  const res = await fetch(`${API_PREFIX}/${path}`, init);
  if (!res.ok) throw new ApiError(res.status, []);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 404 from the server, the answer for missing and other organizations' records alike. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The server's 'You cannot access this item while in the {org} organization' text, when that is the error. */
export function wrongOrgMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 404) return null;
  const message = error.messages.find((m) => m.id === 'ERR_WRONG_ORG');
  return message ? message.text : null;
}
