import type { Seat } from '@eos/domain';
import { type Node, useReactFlow } from '@xyflow/react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import type { DropHover } from './chartActions';
import type { SeatWrites } from './chartApi';
import { dropRefusal } from './seatTree';

/**
 * Dragging a seat onto another re-parents it (002 §4: PUT edit-seat with the new parentId). While the
 * dragged card covers a seat, that seat shows whether it would take it; its own seats and assistants
 * refuse, and a refused or missed drop sends nothing. The card goes back to its place either way: the
 * layout, not the drop point, decides where seats sit.
 */
export function useSeatDrag(seats: readonly Seat[], writes: SeatWrites, snapBack: () => void) {
  const { t } = useTranslation();
  const { getIntersectingNodes } = useReactFlow();
  const [hover, setHover] = useState<DropHover | null>(null);
  const hoverRef = useRef<DropHover | null>(null);

  const show = (next: DropHover | null) => {
    const current = hoverRef.current;
    if (current?.targetId === next?.targetId && current?.ok === next?.ok) return;
    hoverRef.current = next;
    setHover(next);
  };

  const onNodeDrag = (_: unknown, node: Node) => {
    const target = getIntersectingNodes(node).find((n) => n.id !== node.id);
    show(target ? { targetId: target.id, ok: dropRefusal(seats, node.id, target.id) === null } : null);
  };

  const onNodeDragStop = (_: unknown, node: Node) => {
    const drop = hoverRef.current;
    show(null);
    snapBack();
    const seat = seats.find((s) => s.id === node.id);
    if (!seat || !drop?.ok || drop.targetId === seat.parentId) return;
    const { title, assignedToId, roles, isAssistant } = seat;
    writes
      .edit(seat.id, { title, assignedToId, roles, isAssistant, parentId: drop.targetId })
      .then(() => showSuccess(t('AC_MOVED')))
      .catch(showSaveError);
  };

  return { hover, onNodeDrag, onNodeDragStop };
}
