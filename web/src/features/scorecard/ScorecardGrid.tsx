import type { ScorecardGrid as Grid } from '@eos/domain';
import { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd';
import { Box, Table, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { LoadFailed } from '../../app/LoadFailed';
import { useShellContext } from '../../shell/useShellContext';
import { columnsFor, type ScorecardView, weekLabel } from './gridColumns';
import { lockDraggedRow, unlockDraggedRow } from './lockDraggedRow';
import { GOAL_CELL, ScorecardRow, STICKY_CELL } from './ScorecardRow';
import type { GridMeasurable } from './scorecardApi';
import { useMeasurableOrder } from './useMeasurableOrder';
import { useMeasuredValueSave } from './useMeasuredValueSave';

// The chart library is two thirds of the Scorecard's code: it loads when a trend is first opened.
const TrendModal = lazy(() => import('./TrendModal').then((m) => ({ default: m.TrendModal })));

interface ScorecardGridProps {
  grid: Grid;
  /** The window's last week, as asked of the server: the cache entry saves and moves write to. */
  end: string;
  view: ScorecardView;
  /** The previous window still shows while the next loads: nothing can change then. */
  busy: boolean;
}

const CAPTIONS: Record<ScorecardView, string> = {
  weekly: 'SCORECARD_CAPTION',
  monthly: 'SCORECARD_CAPTION_MONTHLY',
  quarterly: 'SCORECARD_CAPTION_QUARTERLY',
};

/**
 * The Scorecard as a table (caption, column and row headers for screen readers), scrolling sideways
 * inside its card with the measurable column kept in view. Users who may change every measurable drag
 * rows to reorder them (mouse, touch, or keyboard: space, arrows, space).
 */
export function ScorecardGrid({ grid, end, view, busy }: ScorecardGridProps) {
  const { t } = useTranslation();
  const { user, isObserver } = useShellContext();
  const scorecardId = grid.scorecard.id;
  const save = useMeasuredValueSave(scorecardId, end);
  const move = useMeasurableOrder(scorecardId, end);
  const region = useRef<HTMLDivElement>(null);
  // By id: the chart follows the grid as numbers arrive.
  const [trendId, setTrendId] = useState<string | null>(null);
  const trend = grid.measurables.find((m) => m.id === trendId) ?? null;
  const locale = user.userLocale;
  // On a phone the newest period comes first, beside the measurable and its goal: the week people
  // fill in and review is on screen without scrolling. Wider, periods run oldest to newest and the
  // grid opens scrolled to the newest, next to the totals.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const oldestFirst = columnsFor(view, grid.intervals, t);
  const columns = narrow ? [...oldestFirst].reverse() : oldestFirst;
  const first = grid.intervals[0] ?? '';
  const last = grid.intervals[grid.intervals.length - 1] ?? '';
  // Whenever another window of weeks or another view shows: the newest period in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when what is shown changes, not on every render.
  useLayoutEffect(() => {
    const el = region.current;
    if (el) el.scrollLeft = narrow ? 0 : el.scrollWidth;
  }, [end, view, narrow, grid.measurables.length]);

  const canReorder =
    !busy && !isObserver && grid.measurables.length > 1 && grid.measurables.every((m) => m.abilities.canEdit);

  const row = (m: GridMeasurable, index: number, drag?: Parameters<typeof ScorecardRow>[0]['drag']) => (
    <ScorecardRow
      key={m.id}
      measurable={m}
      index={index}
      view={view}
      columns={columns}
      intervals={grid.intervals}
      canEnter={!busy && !isObserver && m.abilities.canEnterValues}
      locale={locale}
      narrow={narrow}
      onSave={save}
      onTrend={(m) => setTrendId(m.id)}
      drag={drag}
    />
  );

  const header = (
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col" style={{ ...STICKY_CELL, zIndex: 2 }}>
          {t('SCORECARD_COL_MEASURABLE')}
        </Table.Th>
        {!narrow && (
          <Table.Th scope="col" style={{ ...GOAL_CELL, zIndex: 2 }}>
            {t('SCORECARD_COL_GOAL')}
          </Table.Th>
        )}
        {columns.map((column) => (
          <Table.Th key={column.key} scope="col" style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
            {column.label}
          </Table.Th>
        ))}
        <Table.Th scope="col" style={{ textAlign: 'right' }}>
          {t('SCORECARD_COL_TOTAL')}
        </Table.Th>
        <Table.Th scope="col" style={{ textAlign: 'right' }}>
          {t('SCORECARD_COL_AVERAGE')}
        </Table.Th>
        <Table.Th scope="col">
          <VisuallyHidden>{t('SCORECARD_COL_ACTIONS')}</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );

  const body = canReorder ? (
    <DragDropContext
      onBeforeCapture={(before) => lockDraggedRow(region.current, before.draggableId)}
      onDragStart={(start, provided) => provided.announce(t('SCORECARD_DRAG_LIFTED', { 0: start.source.index + 1 }))}
      onDragUpdate={(update, provided) => {
        if (update.destination) provided.announce(t('SCORECARD_DRAG_MOVED', { 0: update.destination.index + 1 }));
      }}
      onDragEnd={(result, provided) => {
        unlockDraggedRow(region.current, result.draggableId);
        provided.announce(
          result.destination
            ? t('SCORECARD_DRAG_DROPPED', { 0: result.destination.index + 1 })
            : t('SCORECARD_DRAG_CANCELLED', { 0: result.source.index + 1 }),
        );
        if (result.destination) void move(result.source.index, result.destination.index);
      }}
      dragHandleUsageInstructions={t('SCORECARD_DRAG_INSTRUCTIONS')}
    >
      <Droppable droppableId={`scorecard-${scorecardId}`}>
        {(drop) => (
          <Table.Tbody ref={drop.innerRef} {...drop.droppableProps}>
            {grid.measurables.map((m, index) => (
              <Draggable key={m.id} draggableId={m.id} index={index}>
                {(drag) => row(m, index, drag)}
              </Draggable>
            ))}
            {drop.placeholder}
          </Table.Tbody>
        )}
      </Droppable>
    </DragDropContext>
  ) : (
    <Table.Tbody>{grid.measurables.map((m, index) => row(m, index))}</Table.Tbody>
  );

  return (
    <>
      {/* A focusable region: keyboard users can scroll the weeks even where no cell takes focus. */}
      <Box
        ref={region}
        role="region"
        aria-label={t('SCORECARD_SCROLL_REGION')}
        tabIndex={0}
        aria-busy={busy || undefined}
        style={{ overflowX: 'auto', opacity: busy ? 0.6 : 1 }}
      >
        <Table withRowBorders verticalSpacing={4} style={{ minWidth: 'max-content' }}>
          <caption style={{ captionSide: 'top', textAlign: 'left' }}>
            <VisuallyHidden>
              {t(CAPTIONS[view], { 0: first && weekLabel(first), 1: last && weekLabel(last) })}
            </VisuallyHidden>
          </caption>
          {header}
          {body}
        </Table>
      </Box>
      {trend && (
        <LoadFailed>
          <Suspense fallback={null}>
            <TrendModal
              measurable={trend}
              intervals={grid.intervals}
              locale={locale}
              onClose={() => setTrendId(null)}
            />
          </Suspense>
        </LoadFailed>
      )}
    </>
  );
}
