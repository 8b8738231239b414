import { defaultDashboard, type Widget } from '@eos/domain';
import { describe, expect, it } from 'vitest';
import { addWidget, canAddWidget, moveWidgets, nudgeWidget, removeWidget, setWidgetFilters } from './layout';

const me = '7d8e0c52-6f4e-4a3a-9c65-2f0f1f6f9a01';
const mine = [{ id: 'owner-id' as const, value: me, statuses: [] }];

describe('the dashboard layout', () => {
  it('adds a widget under the lowest one with the next free key of its type', () => {
    const start = defaultDashboard(me);
    const lowest = Math.max(...start.map((w) => w.y + w.h));
    const added = addWidget(start, 'todos', mine);
    expect(added).toHaveLength(start.length + 1);
    expect(added.at(-1)).toMatchObject({
      i: 'todos-2',
      x: 0,
      y: lowest,
      filters: mine,
      widgetSettings: { type: 'todos' },
    });
    // A removed widget's key is free again.
    expect(addWidget(removeWidget(added, 'todos-1'), 'todos', []).at(-1)?.i).toBe('todos-1');
  });

  it('allows four widgets of a type, not a fifth', () => {
    let widgets: Widget[] = [];
    for (let n = 0; n < 4; n++) {
      expect(canAddWidget(widgets, 'rocks')).toBe(true);
      widgets = addWidget(widgets, 'rocks', mine);
    }
    expect(canAddWidget(widgets, 'rocks')).toBe(false);
    expect(canAddWidget(widgets, 'issues')).toBe(true);
  });

  it('changes one widget’s filters and leaves the others alone', () => {
    const start = defaultDashboard(me);
    const others = [{ id: 'excluded-owner-ids' as const, value: me, statuses: [] }];
    const next = setWidgetFilters(start, 'rocks-1', others);
    expect(next.find((w) => w.i === 'rocks-1')?.filters).toEqual(others);
    expect(next.filter((w) => w.i !== 'rocks-1')).toEqual(start.filter((w) => w.i !== 'rocks-1'));
  });

  it('takes the places the grid reports, and reports nothing when nothing moved', () => {
    const start = defaultDashboard(me);
    const same = start.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
    expect(moveWidgets(start, same)).toBeNull();
    const moved = moveWidgets(
      start,
      same.map((cell) => (cell.i === 'todos-1' ? { ...cell, x: 0, y: 30, w: 12 } : cell)),
    );
    expect(moved?.find((w) => w.i === 'todos-1')).toMatchObject({ x: 0, y: 30, w: 12, h: 6 });
    expect(moved?.find((w) => w.i === 'todos-1')?.filters).toEqual(start.find((w) => w.i === 'todos-1')?.filters);
  });
});

describe('arranging from the keyboard', () => {
  const two = (): Widget[] => [
    { i: 'a', x: 0, y: 0, w: 6, h: 4, filters: [], widgetSettings: { type: 'todos' } },
    { i: 'b', x: 0, y: 4, w: 6, h: 4, filters: [], widgetSettings: { type: 'rocks' } },
  ];
  const places = (widgets: Widget[] | null) => widgets?.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

  it('moves a widget above the one over it, which makes room below', () => {
    expect(places(nudgeWidget(two(), 'b', 'up'))).toEqual([
      { i: 'a', x: 0, y: 4, w: 6, h: 4 },
      { i: 'b', x: 0, y: 0, w: 6, h: 4 },
    ]);
  });

  it('moves a widget below the one under it, whatever their heights', () => {
    expect(places(nudgeWidget(two(), 'a', 'down'))).toEqual([
      { i: 'a', x: 0, y: 4, w: 6, h: 4 },
      { i: 'b', x: 0, y: 0, w: 6, h: 4 },
    ]);
    const tallBelow = two().map((w) => (w.i === 'b' ? { ...w, h: 8 } : w));
    expect(places(nudgeWidget(tallBelow, 'a', 'down'))).toEqual([
      { i: 'a', x: 0, y: 8, w: 6, h: 4 },
      { i: 'b', x: 0, y: 0, w: 6, h: 8 },
    ]);
    const tallAbove = two().map((w) => (w.i === 'a' ? { ...w, h: 8 } : { ...w, y: 8 }));
    expect(places(nudgeWidget(tallAbove, 'a', 'down'))).toEqual([
      { i: 'a', x: 0, y: 4, w: 6, h: 8 },
      { i: 'b', x: 0, y: 0, w: 6, h: 4 },
    ]);
    // Nothing under it: nowhere to go.
    expect(nudgeWidget(two(), 'b', 'down')).toBeNull();
  });

  it('moves right and grows, and refuses to leave the grid or shrink below the least size', () => {
    expect(places(nudgeWidget(two(), 'a', 'right'))?.[0]).toEqual({ i: 'a', x: 1, y: 0, w: 6, h: 4 });
    expect(places(nudgeWidget(two(), 'a', 'wider'))?.[0]).toEqual({ i: 'a', x: 0, y: 0, w: 7, h: 4 });
    expect(places(nudgeWidget(two(), 'a', 'taller'))).toEqual([
      { i: 'a', x: 0, y: 0, w: 6, h: 5 },
      { i: 'b', x: 0, y: 5, w: 6, h: 4 },
    ]);
    expect(nudgeWidget(two(), 'a', 'up')).toBeNull();
    expect(nudgeWidget(two(), 'a', 'left')).toBeNull();
    const small = two().map((w) => ({ ...w, w: 3, h: 3 }));
    expect(nudgeWidget(small, 'a', 'narrower')).toBeNull();
    expect(nudgeWidget(small, 'a', 'shorter')).toBeNull();
  });
});
