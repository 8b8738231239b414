import '@xyflow/react/dist/style.css';
import type { AcRevision, Seat } from '@eos/domain';
import { Box, Button, Paper, Text, useComputedColorScheme } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconPrinter } from '@tabler/icons-react';
import {
  ControlButton,
  Controls,
  type NodeTypes,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  useNodesState,
} from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { PrintGrid } from '../print/PrintGrid';
import { PrintOptionsPopup } from '../print/PrintOptionsPopup';
import { PrintToolbar } from '../print/PrintToolbar';
import type { PrintBox } from '../print/printLayout';
import { usePrintMode } from '../print/usePrintMode';
import classes from './ChartCanvas.module.css';
import { type ChartActions, ChartActionsContext, DropHoverContext, type PageChartActions } from './chartActions';
import type { SeatWrites } from './chartApi';
import { chartElements } from './chartElements';
import { layoutSeats } from './layout';
import { SeatCard, type SeatNode } from './SeatCard';
import { useFitOnOpen, useMoveFocus } from './useCanvasView';
import { useSeatDrag } from './useSeatDrag';

const nodeTypes: NodeTypes = { seat: SeatCard };

interface ChartCanvasProps {
  chart: AcRevision;
  collapsed: ReadonlySet<string>;
  actions: PageChartActions;
  writes: SeatWrites;
  onCollapseAll: () => void;
  onExpandAll: () => void;
}

/** The chart on a pannable, zoomable canvas that fills the page's width (002 §3). */
export function ChartCanvas(props: ChartCanvasProps) {
  return (
    <ReactFlowProvider>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}

const boxOf = (node: SeatNode): PrintBox => ({
  id: node.id,
  x: node.position.x,
  y: node.position.y,
  width: node.width ?? 0,
  height: node.height ?? 0,
});

/**
 * In print mode the cards keep the places they were dragged to and their selection while seats
 * change live; new seats arrive where the layout puts them. Out of it, the layout decides.
 */
function keepPlaces(next: SeatNode[], current: readonly SeatNode[]): SeatNode[] {
  const byId = new Map(current.map((n) => [n.id, n]));
  return next.map((node) => {
    const was = byId.get(node.id);
    return { ...node, draggable: true, position: was?.position ?? node.position, selected: was?.selected ?? false };
  });
}

function Canvas({ chart, collapsed, actions: pageActions, writes, onCollapseAll, onExpandAll }: ChartCanvasProps) {
  const { t } = useTranslation();
  const colorMode = useComputedColorScheme('light');
  const { seats } = chart;
  const { editable } = pageActions;
  const print = usePrintMode();
  const { printing } = print;
  const [pageSetup, setPageSetup] = useState(false);
  const built = useMemo(
    () => chartElements(seats, layoutSeats(seats, collapsed), collapsed, editable),
    [seats, collapsed, editable],
  );
  // React Flow moves a dragged node in this state; the layout's places come back after every drop.
  const [nodes, setNodes, onNodesChange] = useNodesState<SeatNode>(built.nodes);
  useEffect(
    () => setNodes((current) => (printing ? keepPlaces(built.nodes, current) : built.nodes)),
    [built, printing, setNodes],
  );
  const drag = useSeatDrag(seats, writes, () => setNodes(built.nodes));
  useFitOnOpen();

  const setSelected = useCallback(
    (pick: (node: SeatNode) => boolean) => setNodes((current) => current.map((n) => ({ ...n, selected: pick(n) }))),
    [setNodes],
  );
  const moveFocus = useMoveFocus(seats);
  const actions = useMemo<ChartActions>(
    () => ({
      ...pageActions,
      printing,
      toggleSelected: (seat: Seat) => setSelected((n) => (n.id === seat.id ? !n.selected : Boolean(n.selected))),
      moveFocus,
    }),
    [pageActions, printing, setSelected, moveFocus],
  );
  const startPrinting = () => {
    print.enter(nodes.map(boxOf));
    setSelected(() => true);
  };
  const boxes = nodes.map(boxOf);
  const selected = nodes.filter((n) => n.selected).map(boxOf);
  // A smaller grid or larger cards can leave cards off the pages: say so (throttled by warnOffPage).
  const latest = useRef({ boxes, warn: print.warnOffPage });
  latest.current = { boxes, warn: print.warnOffPage };
  const gridKey = print.grid ? `${print.grid.rows}x${print.grid.columns}@${print.grid.cardScale}` : '';
  useEffect(() => {
    if (gridKey) latest.current.warn(latest.current.boxes);
  }, [gridKey]);

  const ariaLabelConfig = useMemo(
    () => ({
      'controls.ariaLabel': t('AC_CONTROLS'),
      'controls.zoomIn.ariaLabel': t('AC_ZOOM_IN'),
      'controls.zoomOut.ariaLabel': t('AC_ZOOM_OUT'),
      'controls.fitView.ariaLabel': t('AC_FIT_VIEW'),
      'node.a11yDescription.default': t('AC_KEYBOARD_HINT'),
      'node.a11yDescription.keyboardDisabled': t('AC_KEYBOARD_HINT'),
    }),
    [t],
  );

  return (
    <ChartActionsContext.Provider value={actions}>
      <DropHoverContext.Provider value={drag.hover}>
        {printing && (
          <PrintToolbar
            mode={print}
            selected={selected.length}
            total={nodes.length}
            onSelectAll={() => setSelected(() => true)}
            onSelectNone={() => setSelected(() => false)}
            onPageSetup={() => setPageSetup(true)}
          />
        )}
        <Box
          role="region"
          aria-label={t('AC_CANVAS')}
          className={classes.canvas}
          w="100%"
          h="calc(100dvh - 210px)"
          mih={420}
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, overflow: 'hidden' }}
        >
          <ReactFlow
            nodes={nodes}
            edges={built.edges}
            nodeTypes={nodeTypes}
            onNodesChange={onNodesChange}
            // Print mode moves cards for the pages only; otherwise a drop onto a seat re-parents.
            onNodeDrag={printing ? undefined : drag.onNodeDrag}
            onNodeDragStop={printing ? () => print.warnOffPage(boxes) : drag.onNodeDragStop}
            colorMode={colorMode}
            ariaLabelConfig={ariaLabelConfig}
            onlyRenderVisibleElements
            minZoom={0.05}
            maxZoom={1.5}
            nodesDraggable={editable || printing}
            nodesConnectable={false}
            nodesFocusable={false}
            edgesFocusable={false}
            // Selecting is for printing: Shift and drag draws the selection box (002 §3).
            elementsSelectable={printing}
            selectNodesOnDrag={false}
            disableKeyboardA11y
            deleteKeyCode={null}
            selectionKeyCode={printing ? 'Shift' : null}
            multiSelectionKeyCode={printing ? ['Meta', 'Control'] : null}
          >
            {printing && print.grid && <PrintGrid grid={print.grid} />}
            {!printing && (
              <Panel position="top-right">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPrinter size={14} aria-hidden />}
                  onClick={startPrinting}
                >
                  {t('AC_PRINT_MODE')}
                </Button>
              </Panel>
            )}
            {drag.hover && !drag.hover.ok && (
              <Panel position="bottom-center">
                <Paper withBorder shadow="sm" px="sm" py={6} maw={320} bg="red.0" role="status">
                  <Text size="sm" c="red.9">
                    {t('AC_DROP_REFUSED')}
                  </Text>
                </Paper>
              </Panel>
            )}
            {/* Collapse and expand sit with the zoom buttons: a panel over the chart would hide seats on a phone. */}
            <Controls showInteractive={false} position="bottom-right">
              <ControlButton onClick={onCollapseAll} title={t('AC_COLLAPSE_ALL')} aria-label={t('AC_COLLAPSE_ALL')}>
                <IconArrowsMinimize aria-hidden />
              </ControlButton>
              <ControlButton onClick={onExpandAll} title={t('AC_EXPAND_ALL')} aria-label={t('AC_EXPAND_ALL')}>
                <IconArrowsMaximize aria-hidden />
              </ControlButton>
            </Controls>
          </ReactFlow>
        </Box>
        {printing && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('AC_PRINT_HINT')}
          </Text>
        )}
        {pageSetup && print.grid && (
          <PrintOptionsPopup
            chart={chart}
            grid={print.grid}
            typed={print.typed}
            selected={selected}
            onClose={() => setPageSetup(false)}
          />
        )}
      </DropHoverContext.Provider>
    </ChartActionsContext.Provider>
  );
}
