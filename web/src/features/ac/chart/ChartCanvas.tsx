import '@xyflow/react/dist/style.css';
import type { Seat } from '@eos/domain';
import { Box, Paper, Text, useComputedColorScheme } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize } from '@tabler/icons-react';
import {
  ControlButton,
  Controls,
  type NodeTypes,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  useNodesState,
} from '@xyflow/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartActions, ChartActionsContext, DropHoverContext } from './chartActions';
import type { SeatWrites } from './chartApi';
import { chartElements } from './chartElements';
import { layoutSeats } from './layout';
import { SeatCard, type SeatNode } from './SeatCard';
import { useSeatDrag } from './useSeatDrag';

const nodeTypes: NodeTypes = { seat: SeatCard };

interface ChartCanvasProps {
  seats: readonly Seat[];
  collapsed: ReadonlySet<string>;
  actions: ChartActions;
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

function Canvas({ seats, collapsed, actions, writes, onCollapseAll, onExpandAll }: ChartCanvasProps) {
  const { t } = useTranslation();
  const colorMode = useComputedColorScheme('light');
  const { editable } = actions;
  const built = useMemo(
    () => chartElements(seats, layoutSeats(seats, collapsed), collapsed, editable),
    [seats, collapsed, editable],
  );
  // React Flow moves a dragged node in this state; the layout's places come back after every drop.
  const [nodes, setNodes, onNodesChange] = useNodesState<SeatNode>(built.nodes);
  useEffect(() => setNodes(built.nodes), [built, setNodes]);
  const drag = useSeatDrag(seats, writes, () => setNodes(built.nodes));

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
        <Box
          role="region"
          aria-label={t('AC_CANVAS')}
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
            onNodeDrag={drag.onNodeDrag}
            onNodeDragStop={drag.onNodeDragStop}
            colorMode={colorMode}
            ariaLabelConfig={ariaLabelConfig}
            onlyRenderVisibleElements
            fitView
            // A phone shows the middle of a wide chart readable rather than all of it too small to read.
            fitViewOptions={{ padding: 0.15, maxZoom: 1, minZoom: 0.45 }}
            minZoom={0.1}
            maxZoom={1.5}
            nodesDraggable={editable}
            nodesConnectable={false}
            nodesFocusable={false}
            edgesFocusable={false}
            elementsSelectable={false}
            disableKeyboardA11y
            deleteKeyCode={null}
            selectionKeyCode={null}
            multiSelectionKeyCode={null}
          >
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
      </DropHoverContext.Provider>
    </ChartActionsContext.Provider>
  );
}
