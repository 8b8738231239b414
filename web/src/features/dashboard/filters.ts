import type { Widget, WidgetFilter, WidgetType } from '@eos/domain';

type Status = 'ToReview' | 'Reviewed';

/** What the filter popups show as switches: whose items, and for headlines which review states. */
export interface FilterChoice {
  mine: boolean;
  others: boolean;
  statuses: Status[];
}

/** Meetings and measurables are always the viewer's own: no step 2, no Apply Filter (001 §4). */
export function hasFilters(type: WidgetType): boolean {
  return type !== 'meetings' && type !== 'measurables';
}

/** A new widget's choice: Mine; headlines to review. */
export function defaultChoice(type: WidgetType): FilterChoice {
  return { mine: true, others: false, statuses: type === 'headlines' ? ['ToReview'] : [] };
}

export function choiceOf(widget: Widget): FilterChoice {
  const has = (id: WidgetFilter['id']) => widget.filters.find((f) => f.id === id);
  const mine = Boolean(has('owner-id'));
  const others = Boolean(has('excluded-owner-ids'));
  return {
    // No owner filter: everyone's, which is both switches on.
    mine: mine || !others,
    others: others || !mine,
    statuses:
      has('headline-status')?.statuses ?? (widget.widgetSettings.type === 'headlines' ? ['ToReview', 'Reviewed'] : []),
  };
}

/** Save is disabled until whose items, and for headlines which states, has at least one switch on. */
export function isChoiceComplete(type: WidgetType, choice: FilterChoice): boolean {
  if (!choice.mine && !choice.others) return false;
  return type !== 'headlines' || choice.statuses.length > 0;
}

/** The stored filters (001 §3): Mine is owner-id, Others excluded-owner-ids, both none; the review states when not both. */
export function filtersOf(type: WidgetType, choice: FilterChoice, personId: string): WidgetFilter[] {
  const filters: WidgetFilter[] = [];
  if (choice.mine && !choice.others) filters.push({ id: 'owner-id', value: personId, statuses: [] });
  if (choice.others && !choice.mine) filters.push({ id: 'excluded-owner-ids', value: personId, statuses: [] });
  if (type === 'headlines' && choice.statuses.length === 1)
    filters.push({ id: 'headline-status', value: '', statuses: [...choice.statuses] });
  return filters;
}

/** The language-pack keys that name a widget's filters in its title ('Mine', 'To Review'). */
export function filterLabelKeys(widget: Widget): string[] {
  if (!hasFilters(widget.widgetSettings.type)) return [];
  const choice = choiceOf(widget);
  const keys: string[] = [];
  if (choice.mine && !choice.others) keys.push('WIDGET_FILTER_MINE');
  if (choice.others && !choice.mine) keys.push('WIDGET_FILTER_OTHERS');
  if (widget.widgetSettings.type === 'headlines' && choice.statuses.length === 1)
    keys.push(`WIDGET_STATUS_${choice.statuses[0]}`);
  return keys;
}
