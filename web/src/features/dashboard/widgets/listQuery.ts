import type { Widget } from '@eos/domain';
import { useMemo } from 'react';
import { useShellContext } from '../../../shell/useShellContext';
import type { ItemType } from '../../items/api/entityCache';
import { useItemList } from '../../items/api/useItemList';
import { widgetListFilters } from './listFilters';

interface WidgetListRequest {
  sort: { property: string; ascending: boolean };
  /** The widget type's own filters (open To-Dos only, a Rock status), over the widget's filters. */
  filters?: Record<string, string[]>;
}

/**
 * A widget's paged list: useItemList across meetings (no traction-id) with the widget's filters. Being
 * a useItemList, it refreshes after this tab's writes and on the live-update hub's events of its type
 * (app/itemLive.ts), so a colleague's change shows without a reload.
 */
export function useWidgetList<T extends ItemType>(type: T, widget: Widget, request: WidgetListRequest) {
  const { user } = useShellContext();
  const saved = useMemo(() => widgetListFilters(widget, user.personId), [widget, user.personId]);
  const own = request.filters;
  const filters = useMemo(() => ({ ...saved.filters, ...own }), [saved.filters, own]);
  const list = useItemList(type, { owner: saved.owner, filters, sort: request.sort });
  return { ...list, scope: saved.scope, statuses: saved.statuses };
}
