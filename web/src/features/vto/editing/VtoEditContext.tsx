import type { VtoRevision } from '@eos/domain';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { onLiveEvent } from '../../../app/liveEvents';
import { useShellContext } from '../../../shell/useShellContext';
import { OtherChanges } from './otherChanges';

export interface VtoEditing {
  collectionId: string;
  revisionId: string;
  /** The leadership meeting whose Rocks the quarterly plan links; null when the org has none. */
  linkedTractionId: string | null;
  /** Whether the parts are editable here: the revision's rights, never an Observer, not once removed. */
  canEdit: boolean;
  otherChanges: OtherChanges;
}

const EditContext = createContext<VtoEditing | null>(null);

interface VtoEditProviderProps {
  vto: VtoRevision;
  /** The revision was deleted by someone else: what is left on screen can no longer be saved. */
  removed?: boolean;
  children: ReactNode;
}

/**
 * What the part editors of one open V/TO share. Listens for other people's part changes (a live
 * 'Updated' vtoRevision with partId and by) so an editor can tell their change from the echo of its
 * own save; the refetch itself is the socket's (it invalidates the kind's queries).
 */
export function VtoEditProvider({ vto, removed = false, children }: VtoEditProviderProps) {
  const { user, isObserver } = useShellContext();
  const otherChanges = useMemo(() => new OtherChanges(), []);
  const { revisionId, collectionId, linkedTractionId } = vto;
  const canEdit = vto.permissions.canEdit && !isObserver && !removed;
  useEffect(
    () =>
      onLiveEvent((event, update) => {
        if (event !== 'Updated' || update.type !== 'vtoRevision' || update.id !== revisionId) return;
        const { partId, by } = update as { partId?: unknown; by?: unknown };
        if (typeof partId === 'string' && by !== user.personId) otherChanges.mark(partId);
      }),
    [revisionId, user.personId, otherChanges],
  );
  const value = useMemo(
    () => ({ collectionId, revisionId, linkedTractionId, canEdit, otherChanges }),
    [collectionId, revisionId, linkedTractionId, canEdit, otherChanges],
  );
  return <EditContext.Provider value={value}>{children}</EditContext.Provider>;
}

export function useVtoEditing(): VtoEditing {
  const value = useContext(EditContext);
  if (!value) throw new Error('useVtoEditing needs a VtoEditProvider');
  return value;
}
