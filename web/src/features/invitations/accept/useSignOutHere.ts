import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../../../api/client';
import { showSaveError } from '../../../app/toasts';

/**
 * Signs out (DELETE session/{id}) and stays on the invitation page, which then shows what a signed
 * out visitor sees: sign in with the invited address, or sign up. Public pages hold no socket, so
 * resetting the cached queries is all that is left of the old sign-in.
 */
export function useSignOutHere(sessionId: string | null) {
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      if (sessionId) await api.del(`session/${sessionId}`, { quiet: true });
      await queryClient.resetQueries();
    } catch (error) {
      showSaveError(error);
    } finally {
      setSigningOut(false);
    }
  }, [queryClient, sessionId]);
  return { signOut, signingOut };
}
