import type { Widget, WidgetFilter } from '@eos/domain';
import type { OwnerFilter } from '../../items/api/useItemList';

/**
 * Whose items a widget shows, for its empty text: the viewer's (Mine), everyone else's (Others),
 * everyone's, or someone named by id (not a choice the filter popup offers, but a saved layout may).
 */
export type WidgetScope = 'mine' | 'others' | 'all' | 'filtered';

export interface WidgetListFilters {
  owner: OwnerFilter;
  /** Search filters beyond the owner filter useItemList adds itself. */
  filters: Record<string, string[]>;
  scope: WidgetScope;
  /** A headlines widget's review states; empty when it shows both. */
  statuses: WidgetFilter['statuses'];
}

// Pending headlines are not reviewed yet: To review includes them, as the meeting's Headlines list does.
const HEADLINE_STATUSES: Record<string, string[]> = { ToReview: ['ToReview', 'Pending'], Reviewed: ['Reviewed'] };

/**
 * A widget's saved filters (001 §3) as useItemList options. Mine and Others are saved with the
 * viewer's person id: that is useItemList's 'mine' / 'others', which follows the signed-in person. Any
 * other id (a layout written by hand or by an older client) is sent to the server as it is; an empty
 * id is read as the viewer, since Mine and Others have no other meaning. Empty review states mean no
 * review filter, and only a headlines widget sends one.
 */
export function widgetListFilters(widget: Widget, viewerId: string | null): WidgetListFilters {
  let owner: OwnerFilter = 'all';
  let statuses: WidgetFilter['statuses'] = [];
  const filters: Record<string, string[]> = {};
  for (const filter of widget.filters) {
    const isViewer = !filter.value || filter.value === viewerId;
    if (filter.id === 'owner-id') {
      if (isViewer) owner = 'mine';
      else filters['owner-id'] = [filter.value];
    } else if (filter.id === 'excluded-owner-ids') {
      if (isViewer) owner = 'others';
      else filters['excluded-owner-ids'] = [filter.value];
    } else if (widget.widgetSettings.type === 'headlines' && filter.statuses.length > 0) {
      statuses = filter.statuses;
      filters['headline-status'] = [...new Set(statuses.flatMap((s) => HEADLINE_STATUSES[s] ?? [s]))];
    }
  }
  const scope: WidgetScope = filters['owner-id'] || filters['excluded-owner-ids'] ? 'filtered' : owner;
  return { owner, filters, scope, statuses };
}
