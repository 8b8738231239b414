import type { Seat } from '@eos/domain';

/** The seats below each seat, in their order (sequence); key null holds the root. */
export function childrenOf(seats: readonly Seat[]): Map<string | null, Seat[]> {
  const below = new Map<string | null, Seat[]>();
  for (const seat of seats) {
    const list = below.get(seat.parentId) ?? [];
    list.push(seat);
    below.set(seat.parentId, list);
  }
  for (const list of below.values()) list.sort((a, b) => a.sequence - b.sequence || a.key - b.key);
  return below;
}

/** The seat and every seat under it (assistants included): where a dragged seat may not go. */
export function subtreeIds(seats: readonly Seat[], id: string): Set<string> {
  const below = childrenOf(seats);
  const found = new Set<string>();
  const walk = (seatId: string) => {
    found.add(seatId);
    for (const child of below.get(seatId) ?? []) walk(child.id);
  };
  walk(id);
  return found;
}

/** Seats reporting to this one (not its assistants, who sit beside it): what collapsing hides. */
export function seatsBelow(below: Map<string | null, Seat[]>, id: string): Seat[] {
  return (below.get(id) ?? []).filter((s) => !s.isAssistant);
}

/** Why a dragged seat cannot go under the target, or null when it can (002 §4). */
export function dropRefusal(seats: readonly Seat[], draggedId: string, targetId: string): 'cycle' | 'assistant' | null {
  if (subtreeIds(seats, draggedId).has(targetId)) return 'cycle';
  if (seats.find((s) => s.id === targetId)?.isAssistant) return 'assistant';
  return null;
}

export type SeatDirection = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/**
 * The seat an arrow key moves to from a seat (002 §3 keyboard): up to the seat it reports to, down
 * to its first seat, left and right to the seats beside it under the same seat. Null at an edge.
 */
export function seatToward(seats: readonly Seat[], id: string, direction: SeatDirection): string | null {
  const seat = seats.find((s) => s.id === id);
  if (!seat) return null;
  const below = childrenOf(seats);
  if (direction === 'ArrowUp') return seat.parentId;
  if (direction === 'ArrowDown') return (below.get(id) ?? [])[0]?.id ?? null;
  const siblings = below.get(seat.parentId) ?? [];
  const index = siblings.findIndex((s) => s.id === id);
  return siblings[index + (direction === 'ArrowLeft' ? -1 : 1)]?.id ?? null;
}
