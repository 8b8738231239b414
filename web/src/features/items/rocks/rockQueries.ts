import type { Meeting, Rock } from '@eos/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';

/**
 * The chain of Rocks delegated below one (GET rock/{id}/delegates). Keyed under the Rock lists, so
 * every Rock write and every live Rock event (which refresh those lists) refresh the chain too.
 */
export function useRockDelegates(id: string | undefined) {
  return useQuery({
    queryKey: [...queryKeys.itemLists('rock'), 'delegates', id ?? ''],
    queryFn: () => api.get<{ rocks: Rock[] }>(`rock/${id}/delegates`, { quiet: true }).then((r) => r.rocks),
    enabled: Boolean(id),
  });
}

/**
 * Titles of the given meetings (GET meetings?ids=), for showing where delegated Rocks live. Under the
 * meeting-lists prefix, so a renamed meeting shows its new title.
 */
export function useMeetingTitles(ids: readonly string[]): Map<string, string> {
  const sorted = [...new Set(ids)].sort();
  const query = useQuery({
    queryKey: queryKeys.meetingList('ids', sorted),
    queryFn: () => api.get<Meeting[]>(`meetings?ids=${sorted.join(',')}`, { quiet: true }),
    enabled: sorted.length > 0,
  });
  return new Map((query.data ?? []).map((m) => [m.id, m.title]));
}

/** Depth of each Rock in a delegation chain below `rootId` (direct children are 0), for indenting. */
export function chainDepths(rootId: string, rocks: readonly Rock[]): Map<string, number> {
  const parentOf = new Map(rocks.map((r) => [r.id, r.delegatedFromRockId]));
  const depths = new Map<string, number>();
  for (const rock of rocks) {
    let depth = 0;
    let parent = rock.delegatedFromRockId;
    // Bounded by the chain's size: a malformed answer cannot loop forever.
    while (parent && parent !== rootId && depth < rocks.length) {
      depth += 1;
      parent = parentOf.get(parent) ?? null;
    }
    depths.set(rock.id, depth);
  }
  return depths;
}

/** The chain in reading order: each Rock followed by the Rocks delegated from it. */
export function chainOrder(rootId: string, rocks: readonly Rock[]): Rock[] {
  const children = new Map<string, Rock[]>();
  for (const rock of rocks) {
    const parent = rock.delegatedFromRockId ?? rootId;
    children.set(parent, [...(children.get(parent) ?? []), rock]);
  }
  const ordered: Rock[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    for (const child of children.get(id) ?? []) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      ordered.push(child);
      visit(child.id);
    }
  };
  visit(rootId);
  // Anything whose parent is not in the answer still shows, at the end.
  for (const rock of rocks) if (!seen.has(rock.id)) ordered.push(rock);
  return ordered;
}
