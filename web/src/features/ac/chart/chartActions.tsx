import type { Seat } from '@eos/domain';
import { createContext, useContext } from 'react';
import type { SeatDirection } from './seatTree';

/** What a seat card can ask the page for; the page owns the popups, the panel and the collapsed seats. */
export interface ChartActions {
  /** Add, insert, edit, move and remove are offered (002 §4: not to readers, Observers, Final charts). */
  editable: boolean;
  addBelow: (parent: Seat) => void;
  addAbove: (child: Seat) => void;
  addAssistant: (parent: Seat) => void;
  edit: (seat: Seat) => void;
  remove: (seat: Seat) => void;
  notes: (seat: Seat) => void;
  addIssue: (seat: Seat) => void;
  toggle: (seat: Seat) => void;
  /** Print mode (001 §4): cards move freely for the pages and carry a selection check. */
  printing: boolean;
  toggleSelected: (seat: Seat) => void;
  /** Arrow keys: focus the seat above, below or beside, bringing it into view. */
  moveFocus: (seat: Seat, direction: SeatDirection) => void;
}

/** What the page gives the canvas; the canvas adds print mode's part. */
export type PageChartActions = Omit<ChartActions, 'printing' | 'toggleSelected' | 'moveFocus'>;

/** A seat being dragged over another: whether dropping there would move it (shown on the target). */
export interface DropHover {
  targetId: string;
  ok: boolean;
}

// Kept out of the nodes' data: a node's data changing while it is dragged would reset its position.
export const ChartActionsContext = createContext<ChartActions | null>(null);
export const DropHoverContext = createContext<DropHover | null>(null);

export function useChartActions(): ChartActions {
  const actions = useContext(ChartActionsContext);
  if (!actions) throw new Error('useChartActions outside the chart');
  return actions;
}

export const useDropHover = () => useContext(DropHoverContext);
