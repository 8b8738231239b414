import type { Seat } from '@eos/domain';
import { useMemo, useState } from 'react';
import { openItemPopup } from '../../items/popups/store';
import type { PageChartActions } from './chartActions';
import type { SeatPopupMode } from './seatForm';
import { childrenOf, seatsBelow } from './seatTree';

/**
 * What the chart page has open: the seat popup, the remove question, the notes panel, and which
 * seats are collapsed. The cards reach it through ChartActions.
 */
export function useChartState(seats: readonly Seat[], editable: boolean) {
  const [popup, setPopup] = useState<SeatPopupMode | null>(null);
  const [removing, setRemoving] = useState<Seat | null>(null);
  const [notesId, setNotesId] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const actions = useMemo<PageChartActions>(
    () => ({
      editable,
      addBelow: (parent) => setPopup({ kind: 'add', parent, assistant: false }),
      addAbove: (child) => setPopup({ kind: 'insert', child }),
      addAssistant: (parent) => setPopup({ kind: 'add', parent, assistant: true }),
      edit: (seat) => setPopup({ kind: 'edit', seat }),
      remove: setRemoving,
      notes: (seat) => setNotesId(seat.id),
      // The Add Issue popup, its owner the seat's holder (001 §3).
      addIssue: (seat) =>
        openItemPopup({
          kind: 'issue',
          prefill: seat.assignedToId
            ? {
                owners: [
                  {
                    id: seat.assignedToId,
                    firstName: seat.assignedToFirstName ?? '',
                    lastName: seat.assignedToLastName ?? '',
                    avatarUrl: seat.avatarUrl,
                  },
                ],
              }
            : undefined,
        }),
      toggle: (seat) =>
        setCollapsed((current) => {
          const next = new Set(current);
          if (!next.delete(seat.id)) next.add(seat.id);
          return next;
        }),
    }),
    [editable],
  );

  // Collapse all keeps the top seat open, so its direct seats still show (002 §3).
  const collapseAll = () => {
    const below = childrenOf(seats);
    setCollapsed(new Set(seats.filter((s) => !s.isRoot && seatsBelow(below, s.id).length > 0).map((s) => s.id)));
  };
  const expandAll = () => setCollapsed(new Set());

  return {
    actions,
    popup,
    closePopup: () => setPopup(null),
    addTop: () => setPopup({ kind: 'add', parent: null, assistant: false }),
    removing,
    closeRemove: () => setRemoving(null),
    // The panel follows the seat in the current chart (its notes and who saved them last).
    notesSeat: seats.find((s) => s.id === notesId) ?? null,
    closeNotes: () => setNotesId(null),
    collapsed,
    collapseAll,
    expandAll,
  };
}
