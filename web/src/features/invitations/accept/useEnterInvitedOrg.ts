import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { enterSession, fetchSession } from '../../../app/session';

/**
 * After joining (a sign-up from the link, or an accept), the server's session already works in the
 * invited organization: load it and enter it, landing on the tools home with nothing cached from
 * before. Should the load fail, the session is reloaded by the app instead.
 */
export function useEnterInvitedOrg(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const session = await fetchSession().catch(() => null);
    await enterSession(queryClient, (to) => navigate(to, { replace: true }), session);
  }, [queryClient, navigate]);
}
