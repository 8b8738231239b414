import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { queryKeys } from '../../../api/keys';
import { fetchSession } from '../../../app/session';
import { safeRedirect } from './redirect';

/** The sanitised `redirect` query parameter: where to go after signing in. */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'));
}

/**
 * After a sign-in, sign-up or policy acceptance the cached session still says "signed out".
 * Refresh it before navigating, otherwise the route guard would see the stale answer and send
 * the user straight back to /login.
 */
export function useFinishSignIn(): (to: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      // refetchType 'all': the session query may have no observer on these public pages.
      await queryClient.invalidateQueries({ queryKey: queryKeys.session, refetchType: 'all' });
      try {
        // When nothing had cached the session yet, load it now so the next page starts signed in.
        await queryClient.ensureQueryData({ queryKey: queryKeys.session, queryFn: fetchSession });
      } catch {
        // The next page loads the session itself and shows its own error.
      }
      navigate(to, { replace: true });
    },
    [queryClient, navigate],
  );
}
