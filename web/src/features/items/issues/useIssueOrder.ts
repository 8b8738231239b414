import type { Issue } from '@eos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { showSaveError } from '../../../app/toasts';
import { rankIssue } from './issueApi';
import { afterIdForMove, moveInList } from './issueOrder';

/**
 * The list order while a reorder travels: the dropped order shows at once, the rank call follows,
 * and the list's next answer from the server takes over. A refused reorder goes back, with the error.
 */
export function useIssueOrder(items: readonly Issue[]) {
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<{ base: readonly Issue[]; ids: string[] } | null>(null);
  // A local order only stands over the answer it was made from: fresh rows replace it.
  const ids = local && local.base === items ? local.ids : null;

  const ordered = useMemo(() => {
    if (!ids) return items;
    const byId = new Map(items.map((issue) => [issue.id, issue]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }, [items, ids]);

  /** Moves the issue at `from` to `to` and tells the server where it now stands. */
  const move = async (from: number, to: number): Promise<void> => {
    if (from === to) return;
    const current = ordered.map((issue) => issue.id);
    const id = current[from];
    if (!id) return;
    setLocal({ base: items, ids: moveInList(current, from, to) });
    try {
      await rankIssue(queryClient, id, afterIdForMove(current, from, to));
    } catch (error) {
      setLocal(null);
      showSaveError(error);
    }
  };

  return { ordered, move };
}
