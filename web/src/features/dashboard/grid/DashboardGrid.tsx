import 'react-grid-layout/css/styles.css';
import { DASHBOARD, type Widget } from '@eos/domain';
import { Box, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import ReactGridLayout, { type Layout, useContainerWidth, verticalCompactor } from 'react-grid-layout';
import { MIN_SIZE, moveWidgets, type Nudge, nudgeWidget } from '../layout';
import classes from './DashboardGrid.module.css';
import { DRAG_HANDLE, WidgetFrame } from './WidgetFrame';

/** One grid row, in pixels: a default widget (6 rows) shows about six items. */
const ROW_HEIGHT = 48;
const GAP = 16;

interface DashboardGridProps {
  widgets: Widget[];
  readOnly: boolean;
  onChange: (widgets: Widget[]) => void;
  onFilter: (widget: Widget) => void;
  onRemove: (key: string) => void;
}

/**
 * The widgets on react-grid-layout's 12 columns (their i/x/y/w/h are the spec's widget): drag by the
 * title bar, resize from the corner, every change saved by the caller. Phones get one column in
 * reading order instead: dragging there would fight scrolling.
 */
export function DashboardGrid({ widgets, readOnly, onChange, onFilter, onRemove }: DashboardGridProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const { width, containerRef, mounted } = useContainerWidth();
  const frame = (widget: Widget, draggable: boolean, maxHeight?: number) => (
    <WidgetFrame
      widget={widget}
      readOnly={readOnly}
      draggable={draggable}
      maxHeight={maxHeight}
      onFilter={onFilter}
      onNudge={draggable ? (key: string, nudge: Nudge) => apply(nudgeWidget(widgets, key, nudge)) : undefined}
      onRemove={onRemove}
    />
  );
  const apply = (next: Widget[] | null) => {
    if (next) onChange(next);
  };

  if (phone) {
    const ordered = [...widgets].sort((a, b) => a.y - b.y || a.x - b.x);
    return (
      <Stack gap="md">
        {ordered.map((widget) => (
          <Box key={widget.i}>{frame(widget, false, Math.min(widget.h, 8) * ROW_HEIGHT)}</Box>
        ))}
      </Stack>
    );
  }

  const layout: Layout = widgets.map(({ i, x, y, w, h }) => ({
    i,
    x,
    y,
    w,
    h,
    minW: MIN_SIZE.w,
    minH: MIN_SIZE.h,
    maxH: DASHBOARD.maxHeight,
  }));
  return (
    <div ref={containerRef} className={classes.grid}>
      {mounted && (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols: DASHBOARD.columns, rowHeight: ROW_HEIGHT, margin: [GAP, GAP], containerPadding: [0, 0] }}
          dragConfig={{ enabled: true, handle: `.${DRAG_HANDLE}`, cancel: 'button, a, input, [role="menuitem"]' }}
          resizeConfig={{ enabled: true, handles: ['se'] }}
          compactor={verticalCompactor}
          onLayoutChange={(cells) => apply(moveWidgets(widgets, cells))}
        >
          {widgets.map((widget) => (
            <div key={widget.i} data-testid={`widget-${widget.i}`}>
              {frame(widget, true)}
            </div>
          ))}
        </ReactGridLayout>
      )}
    </div>
  );
}
