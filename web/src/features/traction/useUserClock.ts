import { useCallback } from 'react';
import { useShellContext } from '../../shell/useShellContext';
import { formatInZone } from './format';

/** Formats instants in the signed-in user's time zone and locale. */
export function useUserClock(): (iso: string) => string {
  const { user } = useShellContext();
  return useCallback((iso: string) => formatInZone(iso, user.timeZoneName, user.userLocale), [user]);
}
