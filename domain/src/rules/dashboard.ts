import { DASHBOARD } from '../constants.ts';
import { type Widget, type WidgetType, WidgetTypes } from '../schemas/dashboard.ts';

/** The first type with more than 4 widgets (001 §9), if any. */
export function typeOverLimit(widgets: readonly Pick<Widget, 'widgetSettings'>[]): WidgetType | undefined {
  return WidgetTypes.find(
    (type) => widgets.filter((widget) => widget.widgetSettings.type === type).length > DASHBOARD.widgetsPerType,
  );
}

/** A person's dashboard until they arrange their own (issue 19): their meetings, To-Dos, Rocks, measurables, issues and headlines to review. */
export function defaultDashboard(personId: string): Widget[] {
  const mine = [{ id: 'owner-id' as const, value: personId, statuses: [] }];
  const widget = (type: WidgetType, x: number, y: number, h: number, filters: Widget['filters'] = mine): Widget => ({
    i: `${type}-1`,
    x,
    y,
    w: 6,
    h,
    filters,
    widgetSettings: { type },
  });
  return [
    widget('meetings', 0, 0, 6, []),
    widget('todos', 6, 0, 6),
    widget('rocks', 0, 6, 6),
    widget('measurables', 6, 6, 6, []),
    widget('issues', 0, 12, 6),
    widget('headlines', 6, 12, 6, [{ id: 'headline-status', value: '', statuses: ['ToReview'] }]),
  ];
}
