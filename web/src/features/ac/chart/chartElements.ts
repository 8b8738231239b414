import type { Seat } from '@eos/domain';
import { type BuiltInEdge, Position } from '@xyflow/react';
import type { SeatBox } from './layout';
import type { SeatNode } from './SeatCard';
import { childrenOf, seatsBelow } from './seatTree';

/**
 * The laid-out seats as React Flow nodes and edges. Nodes carry their size (the layout's), so they
 * show before React Flow has measured them; moving the root is never offered.
 */
export function chartElements(
  seats: readonly Seat[],
  boxes: readonly SeatBox[],
  collapsed: ReadonlySet<string>,
  editable: boolean,
): { nodes: SeatNode[]; edges: BuiltInEdge[] } {
  const below = childrenOf(seats);
  const shown = new Set(boxes.map((b) => b.seat.id));
  const nodes: SeatNode[] = boxes.map(({ seat, x, y, width, height }) => ({
    id: seat.id,
    type: 'seat',
    position: { x, y },
    width,
    height,
    // Size and handles known up front: React Flow then draws only the cards in view from the first
    // frame, instead of rendering every card once to measure it (2.5 s for 500 seats, issue 17 item 9).
    measured: { width, height },
    handles: [
      { type: 'target', position: Position.Top, x: width / 2, y: 0 },
      { type: 'target', id: 'side', position: Position.Left, x: 0, y: height / 2 },
      { type: 'source', position: Position.Bottom, x: width / 2, y: height },
    ],
    draggable: editable && !seat.isRoot,
    data: { seat, below: seatsBelow(below, seat.id).length, collapsed: collapsed.has(seat.id) },
  }));
  const edges: BuiltInEdge[] = boxes.flatMap(({ seat }) =>
    seat.parentId && shown.has(seat.parentId)
      ? [
          {
            id: `${seat.parentId}->${seat.id}`,
            source: seat.parentId,
            target: seat.id,
            // An assistant is reached from the side: it hangs beside its seat, not below it.
            targetHandle: seat.isAssistant ? 'side' : null,
            // Square steps: the edges of one parent share their horizontal run instead of each bending apart.
            type: 'step' as const,
            // The rows are only AC.layerSpacing apart: a small offset keeps the turn between them.
            pathOptions: { offset: 4 },
            style: seat.isAssistant ? { strokeDasharray: '4 4' } : undefined,
          },
        ]
      : [],
  );
  return { nodes, edges };
}
