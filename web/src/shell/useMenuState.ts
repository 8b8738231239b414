import type { SessionResponse } from '@eos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../api/client';
import { queryKeys } from '../api/keys';
import { initialMenuOpen, shouldSaveMenuPreference } from './menuState';

/** The left menu's open state: starts from menuState's rule, and a toggle on a wide window is saved. */
export function useMenuState(savedOpen: boolean, inOrg: boolean) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(() => initialMenuOpen(window.innerWidth, savedOpen));

  const toggle = useCallback(() => {
    const next = !open;
    setOpen(next);
    // The preference is stored per user and org, so there is nothing to save without an org.
    if (inOrg && shouldSaveMenuPreference(window.innerWidth)) {
      api.put(`session/user/navBarPreference?open=${next}`, {}, { quiet: true }).catch(() => {
        // Losing the preference is harmless; the menu itself already moved.
      });
      queryClient.setQueryData<SessionResponse>(queryKeys.session, (s) =>
        s?.user ? { ...s, user: { ...s.user, navBarOpen: next } } : s,
      );
    }
  }, [open, inOrg, queryClient]);

  /** Following a link on a phone closes the overlay menu; on wide windows the menu stays. */
  const closeIfNarrow = useCallback(() => {
    if (!shouldSaveMenuPreference(window.innerWidth)) setOpen(false);
  }, []);

  /** The preference changed in another tab: wide windows follow it, the phone overlay does not. */
  const applySaved = useCallback((next: boolean) => {
    if (shouldSaveMenuPreference(window.innerWidth)) setOpen(next);
  }, []);

  return { open, toggle, closeIfNarrow, applySaved };
}
