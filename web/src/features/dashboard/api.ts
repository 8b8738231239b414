import type { DashboardKind, EndedMeeting, Widget } from '@eos/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { useShellContext } from '../../shell/useShellContext';

export interface DashboardView {
  kind: DashboardKind;
  widgets: Widget[];
}
interface DashboardAnswer {
  succeeded: true;
  dashboard: DashboardView;
}

/** GET dashboard: which dashboard the person uses here and their layout (the default until they change it). */
export function useDashboard() {
  const { org } = useShellContext();
  const orgId = org?.id ?? '';
  return useQuery({
    queryKey: queryKeys.dashboard(orgId),
    queryFn: () => api.get<DashboardAnswer>('dashboard').then((r) => r.dashboard),
    enabled: Boolean(orgId),
  });
}

/** PUT dashboard: the whole layout. Quiet: the caller says what went wrong and puts the stored layout back. */
export function saveDashboard(widgets: Widget[]): Promise<DashboardView> {
  return api.put<DashboardAnswer>('dashboard', { widgets }, { quiet: true }).then((r) => r.dashboard);
}

/** POST default-dashboard: the default layout back. */
export function resetDashboard(): Promise<DashboardView> {
  return api.post<DashboardAnswer>('default-dashboard').then((r) => r.dashboard);
}

/** PUT user/dashboard/{orgId}/{dashboard}: which dashboard the person lands on at /. */
export function useSetDashboardKind() {
  const queryClient = useQueryClient();
  const { org } = useShellContext();
  return async (kind: DashboardKind) => {
    if (!org) return;
    await api.put(`user/dashboard/${org.id}/${kind}`);
    queryClient.setQueryData<DashboardView>(queryKeys.dashboard(org.id), (old) => old && { ...old, kind });
  };
}

/** The start of the viewer's day, in their own time zone: "today" for the summary cards. */
export function startOfToday(now = new Date()): string {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  return start.toISOString();
}

/** GET dashboard/ended-meetings: today's ended sessions of the person's meetings, newest first. */
export function useEndedMeetings() {
  const { org } = useShellContext();
  const since = startOfToday();
  return useQuery({
    queryKey: queryKeys.endedMeetings(org?.id ?? '', since),
    queryFn: () =>
      api
        .get<{ items: EndedMeeting[] }>(`dashboard/ended-meetings?since=${encodeURIComponent(since)}`, { quiet: true })
        .then((r) => r.items),
    enabled: Boolean(org),
  });
}
