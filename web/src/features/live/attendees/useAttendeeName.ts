import { displayName } from '@eos/domain';
import { useCallback } from 'react';
import { useShellContext } from '../../../shell/useShellContext';

/** A person's name as the user prefers names shown (their name display style). */
export function useAttendeeName(): (person: { firstName: string; lastName: string }) => string {
  const { user } = useShellContext();
  const style = user.nameDisplayStyle;
  return useCallback((person) => displayName(person, style), [style]);
}
