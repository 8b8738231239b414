import type { Seat } from '@eos/domain';
import { useReactFlow, useStore } from '@xyflow/react';
import { useCallback, useEffect, useRef } from 'react';
import type { SeatNode } from './SeatCard';
import { type SeatDirection, seatToward } from './seatTree';

// A phone shows the middle of a wide chart readable rather than all of it too small to read.
const FIT_OPTIONS = { padding: 0.15, maxZoom: 1, minZoom: 0.45 };

/**
 * Fits the chart into the canvas once, as soon as the canvas has its size and can zoom. The nodes
 * arrive measured (chartElements), so React Flow's own `fitView` prop would run before the pane has a
 * size and be dropped.
 */
export function useFitOnOpen() {
  const ready = useStore((s) => s.panZoom !== null && s.width > 0 && s.height > 0);
  const { fitView } = useReactFlow();
  const fitted = useRef(false);
  useEffect(() => {
    if (!ready || fitted.current) return;
    fitted.current = true;
    void fitView(FIT_OPTIONS);
  }, [ready, fitView]);
}

/**
 * Arrow keys from a focused card (002 §3): the seat in that direction takes the focus, and the canvas
 * first brings it to the middle when it is out of view (cards out of view are not drawn).
 */
export function useMoveFocus(seats: readonly Seat[]) {
  const flow = useReactFlow<SeatNode>();
  return useCallback(
    (seat: Seat, direction: SeatDirection) => {
      const id = seatToward(seats, seat.id, direction);
      const node = id ? flow.getNode(id) : undefined;
      if (!node) return;
      const card = () => document.querySelector<HTMLElement>(`.react-flow__node[data-id="${node.id}"] [role="group"]`);
      const shown = card();
      const pane = shown?.closest('.react-flow')?.getBoundingClientRect();
      const box = shown?.getBoundingClientRect();
      if (
        shown &&
        pane &&
        box &&
        box.left >= pane.left &&
        box.right <= pane.right &&
        box.top >= pane.top &&
        box.bottom <= pane.bottom
      ) {
        shown.focus();
        return;
      }
      const centre = { x: node.position.x + (node.width ?? 0) / 2, y: node.position.y + (node.height ?? 0) / 2 };
      void flow.setCenter(centre.x, centre.y, { zoom: flow.getViewport().zoom }).then(() => {
        requestAnimationFrame(() => card()?.focus());
      });
    },
    [seats, flow],
  );
}
