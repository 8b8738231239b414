import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/keys';
import { useUpdateChecklist } from './api';
import type { Checklist, ChecklistItem } from './types';

/**
 * Checklist edits as whole-list saves (the API stores the list as one value). Each edit starts from
 * the cache, which already holds earlier optimistic edits, so quick ticks in a row do not undo each other.
 */
export function useChecklistActions(meetingId: string) {
  const queryClient = useQueryClient();
  const update = useUpdateChecklist(meetingId);
  const current = () => queryClient.getQueryData<Checklist>(queryKeys.meetingChecklist(meetingId))?.items ?? [];
  const save = (items: ChecklistItem[]) => update.mutate(items);
  return {
    isSaving: update.isPending,
    toggle: (id: string, checked: boolean) => save(current().map((i) => (i.id === id ? { ...i, checked } : i))),
    rename: (id: string, text: string) => save(current().map((i) => (i.id === id ? { ...i, text } : i))),
    remove: (id: string) => save(current().filter((i) => i.id !== id)),
    add: (text: string) => save([...current(), { id: crypto.randomUUID(), text, checked: false }]),
  };
}
