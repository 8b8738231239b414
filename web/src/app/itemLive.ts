import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/keys';
import i18n from './i18n';
import { announce } from './liveAnnouncer';
import { unlessOwnEcho } from './liveEcho';
import type { LiveEventName, LiveUpdate } from './liveEvents';
import { clearNew, markNew } from './newItems';

/** Meeting items, with what an update of each is announced as (002 §4). */
const UPDATED_KEYS: Record<string, string> = {
  todo: 'LIVE_UPDATES_TODO_UPDATED',
  issue: 'LIVE_UPDATES_ISSUE_UPDATED',
  headline: 'LIVE_UPDATES_HEADLINE_UPDATED',
  rock: 'LIVE_UPDATES_ROCK_UPDATED',
};

interface Titled {
  id: string;
  title: string;
}

function isTitled(value: unknown, id: string): value is Titled {
  const v = value as Partial<Titled> | null;
  return typeof v === 'object' && v !== null && v.id === id && typeof v.title === 'string';
}

/** The item in a list's cached answer: a paged list ({pages: [{items}]}), a page ({items}) or an array. */
function findIn(data: unknown, id: string): Titled | null {
  if (Array.isArray(data)) return data.find((x) => isTitled(x, id)) ?? null;
  if (typeof data !== 'object' || data === null) return null;
  const { pages, items } = data as { pages?: unknown[]; items?: unknown };
  if (Array.isArray(pages)) {
    for (const page of pages) {
      const found = findIn(page, id);
      if (found) return found;
    }
  }
  return Array.isArray(items) ? findIn(items, id) : null;
}

/**
 * The item as the user sees it now: in an open popup (its query observed) or a list on screen. An
 * item nobody shows is not announced: a change the user cannot see is noise to a screen reader.
 */
function shownItem(queryClient: QueryClient, type: string, id: string): Titled | null {
  const cache = queryClient.getQueryCache();
  const single = cache.find({ queryKey: queryKeys.item(type, id), exact: true });
  if (single && single.getObserversCount() > 0 && isTitled(single.state.data, id)) return single.state.data;
  for (const list of cache.findAll({ queryKey: queryKeys.itemLists(type), type: 'active' })) {
    const found = findIn(list.state.data, id);
    if (found) return found;
  }
  return null;
}

/**
 * Item events (002 §4). Added: the lists of that type refresh and the item is marked new. Updated:
 * the item and the lists reload, then the change is announced politely. Deleted: the item leaves
 * the cache and the lists refresh (open editors close themselves, features/items/api/live.ts).
 * The badge and the announcement are for other people's writes only (liveEcho.ts).
 */
export function onItemEvent(queryClient: QueryClient, event: LiveEventName, update: LiveUpdate): void {
  const { type, id } = update;
  if (!type || !(type in UPDATED_KEYS)) return;
  const lists = queryClient.invalidateQueries({ queryKey: queryKeys.itemLists(type) });
  if (!id) return;
  if (event === 'Deleted') {
    queryClient.removeQueries({ queryKey: queryKeys.item(type, id) });
    clearNew(type, id);
    return;
  }
  if (event === 'Added') {
    unlessOwnEcho(type, id, () => markNew(type, id));
    return;
  }
  const reloaded = Promise.all([lists, queryClient.invalidateQueries({ queryKey: queryKeys.item(type, id) })]);
  unlessOwnEcho(type, id, () => {
    void reloaded.then(() => {
      const item = shownItem(queryClient, type, id);
      const key = UPDATED_KEYS[type];
      if (item && key) announce(i18n.t(key, { 0: item.title }));
    });
  });
}

/** Meetings have no badge yet, but their lists and the open meeting follow every change. */
export function onMeetingEvent(queryClient: QueryClient, update: LiveUpdate): void {
  if (update.type !== 'meeting') return;
  void queryClient.invalidateQueries({ queryKey: queryKeys.meetingLists });
  if (update.id) void queryClient.invalidateQueries({ queryKey: queryKeys.meeting(update.id) });
}
