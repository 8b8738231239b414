import { DASHBOARD, type Widget, type WidgetFilter, type WidgetType } from '@eos/domain';
import { moveElement, verticalCompactor } from 'react-grid-layout/core';

/** A new widget's size: half the grid's width, tall enough for five rows of items. */
export const NEW_WIDGET = { w: DASHBOARD.columns / 2, h: 6 } as const;

/** Whether another widget of this type may be added (at most 4 of a type, 001 §9). */
export function canAddWidget(widgets: readonly Widget[], type: WidgetType): boolean {
  return widgets.filter((widget) => widget.widgetSettings.type === type).length < DASHBOARD.widgetsPerType;
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

/** The keyboard's way to arrange (the widget menu): what a drag or a resize does, one cell at a time. */
export type Nudge = 'up' | 'down' | 'left' | 'right' | 'wider' | 'narrower' | 'taller' | 'shorter';

const STEP: Record<Nudge, Partial<GridCell>> = {
  up: { y: -1 },
  down: { y: 1 },
  left: { x: -1 },
  right: { x: 1 },
  wider: { w: 1 },
  narrower: { w: -1 },
  taller: { h: 1 },
  shorter: { h: -1 },
};

/**
 * The layout after one nudge, with the others making room the way they do for a drag (they move
 * down, then everything floats up); null when the widget cannot go further that way.
 */
export function nudgeWidget(widgets: readonly Widget[], key: string, nudge: Nudge): Widget[] | null {
  const widget = widgets.find((w) => w.i === key);
  if (!widget) return null;
  const step = STEP[nudge];
  const cell = {
    x: widget.x + (step.x ?? 0),
    y: widget.y + (step.y ?? 0),
    w: widget.w + (step.w ?? 0),
    h: widget.h + (step.h ?? 0),
  };
  if (cell.x < 0 || cell.y < 0 || cell.w < MIN_SIZE.w || cell.h < MIN_SIZE.h) return null;
  if (cell.x + cell.w > DASHBOARD.columns || cell.h > DASHBOARD.maxHeight) return null;
  const cells = widgets.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
  const moving = cells.find((c) => c.i === key) as GridCell;
  let next: GridCell[] = cells;
  if (cell.w !== widget.w || cell.h !== widget.h) {
    moving.w = cell.w;
    moving.h = cell.h;
  }
  // Going up or down past a widget means trading places with it: one cell at a time would bump into
  // it, or float back up, forever.
  const y =
    nudge === 'up' ? widgetAbove(cells, moving)?.y : nudge === 'down' ? bottomAlignedBelow(cells, moving) : undefined;
  next = moveElement(next, moving, cell.x, y ?? cell.y, true, false, 'vertical', DASHBOARD.columns);
  next = verticalCompactor.compact(next, DASHBOARD.columns) as GridCell[];
  return moveWidgets(widgets, next);
}

/** The nearest widget right above this one that shares a column with it. */
function widgetAbove(cells: readonly GridCell[], cell: GridCell): GridCell | undefined {
  return cells
    .filter((c) => c.i !== cell.i && c.y + c.h <= cell.y && c.x < cell.x + cell.w && cell.x < c.x + c.w)
    .sort((a, b) => b.y + b.h - (a.y + a.h))[0];
}

/** Where the widget's bottom meets the bottom of the nearest widget under it that shares a column. */
function bottomAlignedBelow(cells: readonly GridCell[], cell: GridCell): number | undefined {
  const below = cells
    .filter((c) => c.i !== cell.i && c.y >= cell.y + cell.h && c.x < cell.x + cell.w && cell.x < c.x + c.w)
    .sort((a, b) => a.y - b.y)[0];
  return below && below.y + below.h - cell.h;
}

/** The smallest a widget may be: a title and a couple of rows. */
export const MIN_SIZE = { w: 3, h: 3 } as const;
