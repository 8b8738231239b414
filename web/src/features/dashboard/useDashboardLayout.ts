import { DASHBOARD, type Widget } from '@eos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../api/keys';
import { showSaveError } from '../../app/toasts';
import { useShellContext } from '../../shell/useShellContext';
import { type DashboardView, saveDashboard } from './api';

/**
 * The layout on screen, ahead of the server: every change shows at once and is saved (PUT dashboard,
 * the whole layout) 1 s after the last one (001 §9), so a drag that settles in several steps is one
 * call. Leaving the page saves what is pending. A refused save (a fifth widget of a type) says why and
 * puts the stored layout back. While nothing is pending, the stored layout wins: the one arranged in
 * another browser shows when this one refetches.
 */
export function useDashboardLayout(stored: DashboardView) {
  const queryClient = useQueryClient();
  const { org } = useShellContext();
  const [widgets, setWidgets] = useState(stored.widgets);
  const pending = useRef<Widget[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!pending.current) setWidgets(stored.widgets);
  }, [stored.widgets]);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    if (!next || !org) return;
    // PUT dashboard saves into the session's organization: after a switch to another one, this
    // layout is no longer its to save.
    if (queryClient.getQueryData<{ orgId?: string | null }>(queryKeys.session)?.orgId !== org.id) {
      pending.current = null;
      return;
    }
    saveDashboard(next)
      .then((saved) => {
        // Only the last save in flight may settle the cache; a newer edit is on its way.
        if (pending.current === next) pending.current = null;
        queryClient.setQueryData(queryKeys.dashboard(org.id), saved);
      })
      .catch((error: unknown) => {
        if (pending.current === next) pending.current = null;
        showSaveError(error);
        const current = queryClient.getQueryData<DashboardView>(queryKeys.dashboard(org.id));
        if (current && !pending.current) setWidgets(current.widgets);
      });
  }, [org, queryClient]);

  const change = useCallback(
    (next: Widget[]) => {
      setWidgets(next);
      pending.current = next;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, DASHBOARD.saveDebounceMs);
    },
    [flush],
  );

  // Leaving the page within the second still saves the last change.
  useEffect(() => flush, [flush]);

  return { widgets, change };
}
