import { DASHBOARD, type Widget, type WidgetFilter, type WidgetType, widgetCounts } from '@eos/domain';

/** A new widget's size: half the grid's width, tall enough for five rows of items. */
export const NEW_WIDGET = { w: DASHBOARD.columns / 2, h: 6 } as const;

/** Whether another widget of this type may be added (at most 4 of a type, 001 §9). */
export function canAddWidget(widgets: readonly Widget[], type: WidgetType): boolean {
  return widgetCounts(widgets)[type] < DASHBOARD.widgetsPerType;
}

/** The first free key of the type: 'todos-1', then 'todos-2'… (a removed one's key is used again). */
function nextKey(widgets: readonly Widget[], type: WidgetType): string {
  const taken = new Set(widgets.map((widget) => widget.i));
  let n = 1;
  while (taken.has(`${type}-${n}`)) n += 1;
  return `${type}-${n}`;
}

/** Adds a widget below everything else, at the left, with the filters chosen in the popup. */
export function addWidget(widgets: readonly Widget[], type: WidgetType, filters: WidgetFilter[]): Widget[] {
  const bottom = widgets.reduce((lowest, widget) => Math.max(lowest, widget.y + widget.h), 0);
  const widget: Widget = {
    i: nextKey(widgets, type),
    x: 0,
    y: bottom,
    ...NEW_WIDGET,
    filters,
    widgetSettings: { type },
  };
  return [...widgets, widget];
}

export function removeWidget(widgets: readonly Widget[], key: string): Widget[] {
  return widgets.filter((widget) => widget.i !== key);
}

export function setWidgetFilters(widgets: readonly Widget[], key: string, filters: WidgetFilter[]): Widget[] {
  return widgets.map((widget) => (widget.i === key ? { ...widget, filters } : widget));
}

/** A cell of the grid as react-grid-layout reports it after a drag or a resize. */
export interface GridCell {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The widgets at the places the grid reports; null when nothing moved, so that a grid settling on
 * the same layout (it reports one on every render) saves nothing.
 */
export function moveWidgets(widgets: readonly Widget[], cells: readonly GridCell[]): Widget[] | null {
  const byKey = new Map(cells.map((cell) => [cell.i, cell]));
  let moved = false;
  const next = widgets.map((widget) => {
    const cell = byKey.get(widget.i);
    if (!cell || (cell.x === widget.x && cell.y === widget.y && cell.w === widget.w && cell.h === widget.h))
      return widget;
    moved = true;
    return { ...widget, x: cell.x, y: cell.y, w: cell.w, h: cell.h };
  });
  return moved ? next : null;
}
