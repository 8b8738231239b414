import { AcMessages, type CreateSeatRequest, type EditSeatRequest } from '@eos/domain';
import type { StoredAcDocument, StoredSeat } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';

/**
 * The chart's seats as a tree (002 §4, 001 §5), changed by pure functions: every change returns the
 * whole new list and the id of the seat it wrote. They keep the tree whole: exactly one root (key 1
 * when made first), no cycles, no seats below an assistant, nobody holding both a seat and the one
 * above it. Siblings are numbered 0..n-1 by `sequence`.
 */
export interface SeatChange {
  seats: StoredSeat[];
  id: string;
}

/** A chart made before seats existed stores `{}`: no seats. */
export const seatsOf = (doc: StoredAcDocument): StoredSeat[] => doc.seats ?? [];

function find(seats: readonly StoredSeat[], id: string): StoredSeat {
  const seat = seats.find((s) => s.id === id);
  if (!seat) throw notFound();
  return seat;
}

/** The seat's id and the ids of every seat below it. */
export function subtreeIds(seats: readonly StoredSeat[], id: string): Set<string> {
  const ids = new Set([id]);
  // Seats are few hundred at most: repeat until no seat is added (a valid tree ends in depth rounds).
  let grew = true;
  while (grew) {
    grew = false;
    for (const seat of seats) {
      if (seat.parentId && ids.has(seat.parentId) && !ids.has(seat.id)) {
        ids.add(seat.id);
        grew = true;
      }
    }
  }
  return ids;
}

const childrenOf = (seats: readonly StoredSeat[], parentId: string | null) =>
  seats.filter((s) => s.parentId === parentId).sort((a, b) => a.sequence - b.sequence);

/** The parent's seats in the given order, numbered 0..n-1; the other seats as they were. */
function withChildren(seats: readonly StoredSeat[], parentId: string | null, ordered: StoredSeat[]): StoredSeat[] {
  const placed = new Map(ordered.map((seat, sequence) => [seat.id, { ...seat, parentId, sequence }]));
  const others = seats.filter((s) => !placed.has(s.id));
  return [...others, ...placed.values()];
}

interface Placement {
  id: string | null;
  parentId: string | null;
  assignedToId: string | null;
  isAssistant: boolean;
}

/** The rules of a seat's place and holder, for a new seat (id null) or a changed one. */
function checkPlacement(seats: readonly StoredSeat[], seat: Placement): void {
  if (seat.parentId === null) {
    if (seats.some((s) => s.parentId === null && s.id !== seat.id)) throw invalid(AcMessages.rootExists, 'parentId');
    if (seat.isAssistant) throw invalid(AcMessages.rootFixed, 'isAssistant');
  } else {
    const parent = find(seats, seat.parentId);
    if (parent.isAssistant) throw invalid(AcMessages.underAssistant, 'parentId');
    if (seat.assignedToId && parent.assignedToId === seat.assignedToId)
      throw invalid(AcMessages.holderIsParent, 'assignedToId');
  }
  if (seat.id === null) return;
  const children = seats.filter((s) => s.parentId === seat.id);
  if (seat.isAssistant && children.length > 0) throw invalid(AcMessages.underAssistant, 'isAssistant');
  if (seat.assignedToId && children.some((c) => c.assignedToId === seat.assignedToId))
    throw invalid(AcMessages.holderIsParent, 'assignedToId');
}

const fieldsOf = (body: Pick<CreateSeatRequest, 'title' | 'assignedToId' | 'roles' | 'isAssistant'>) => ({
  title: body.title,
  assignedToId: body.assignedToId,
  roles: body.roles,
  isAssistant: body.isAssistant,
});

/**
 * create-seat: below `parentId` at the end of its seats (the first seat of a chart is its root), or,
 * with `childId` (insert-seat), in that seat's place with that seat below it.
 */
export function createSeat(doc: StoredAcDocument, body: CreateSeatRequest, id: string): SeatChange {
  const seats = seatsOf(doc);
  const key = seats.reduce((max, s) => Math.max(max, s.key), 0) + 1;
  const base = { id, key, notes: '', notesUpdated: null, notesUpdatedById: null, ...fieldsOf(body) };
  if (body.childId) {
    const child = find(seats, body.childId);
    if (child.parentId === null) throw invalid(AcMessages.rootFixed, 'childId');
    const parentId = child.parentId;
    checkPlacement(seats, { id: null, parentId, assignedToId: body.assignedToId, isAssistant: body.isAssistant });
    if (body.isAssistant) throw invalid(AcMessages.underAssistant, 'isAssistant');
    if (body.assignedToId && child.assignedToId === body.assignedToId)
      throw invalid(AcMessages.holderIsParent, 'assignedToId');
    const seat: StoredSeat = { ...base, parentId, sequence: child.sequence };
    const siblings = childrenOf(seats, parentId).map((s) => (s.id === child.id ? seat : s));
    const placed = withChildren(seats, parentId, siblings);
    return { seats: withChildren(placed, id, [child]), id };
  }
  checkPlacement(seats, {
    id: null,
    parentId: body.parentId,
    assignedToId: body.assignedToId,
    isAssistant: body.isAssistant,
  });
  const seat: StoredSeat = { ...base, parentId: body.parentId, sequence: 0 };
  return { seats: withChildren(seats, body.parentId, [...childrenOf(seats, body.parentId), seat]), id };
}

/** edit-seat: its fields, and a new parent when `parentId` differs (appended to that seat's seats). */
export function editSeat(doc: StoredAcDocument, id: string, body: EditSeatRequest): SeatChange {
  const seats = seatsOf(doc);
  const seat = find(seats, id);
  if (seat.parentId === null && body.parentId !== null) throw invalid(AcMessages.rootFixed, 'parentId');
  if (body.parentId !== null && subtreeIds(seats, id).has(body.parentId)) throw invalid(AcMessages.cycle, 'parentId');
  checkPlacement(seats, {
    id,
    parentId: body.parentId,
    assignedToId: body.assignedToId,
    isAssistant: body.isAssistant,
  });
  const changed: StoredSeat = { ...seat, ...fieldsOf(body) };
  if (body.parentId === seat.parentId) return { seats: seats.map((s) => (s.id === id ? changed : s)), id };
  const left = withChildren(
    seats,
    seat.parentId,
    childrenOf(seats, seat.parentId).filter((s) => s.id !== id),
  );
  const moved = withChildren(left, body.parentId, [...childrenOf(left, body.parentId), changed]);
  return { seats: moved, id };
}

/** remove-seat: the seat goes; its seats move up into its place, in their order. The root stays. */
export function removeSeat(doc: StoredAcDocument, id: string): SeatChange {
  const seats = seatsOf(doc);
  const seat = find(seats, id);
  if (seat.parentId === null) throw invalid(AcMessages.rootFixed, 'id');
  const siblings = childrenOf(seats, seat.parentId).flatMap((s) => (s.id === id ? childrenOf(seats, id) : [s]));
  return {
    seats: withChildren(
      seats.filter((s) => s.id !== id),
      seat.parentId,
      siblings,
    ),
    id,
  };
}

/** edit-seat/{id}/notes: the notes through the one sanitizer, with who wrote them and when. */
export function setSeatNotes(doc: StoredAcDocument, id: string, notes: string, by: string, now: string): SeatChange {
  const seats = seatsOf(doc);
  find(seats, id);
  const clean = sanitizeRichText(notes);
  return {
    seats: seats.map((s) => (s.id === id ? { ...s, notes: clean, notesUpdated: now, notesUpdatedById: by } : s)),
    id,
  };
}
