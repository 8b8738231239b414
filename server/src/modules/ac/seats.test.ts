import { AcMessages, type CreateSeatRequest } from '@eos/domain';
import { describe, expect, it } from 'vitest';
import type { StoredAcDocument, StoredSeat } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { createSeat, editSeat, removeSeat, setSeatNotes } from './seats.ts';

// The chart's tree rules (002 §4, 001 §5) on plain documents: one root, no cycles, no seats below an
// assistant, nobody holding a seat and the one above it, siblings kept in order.

const ADA = '00000000-0000-4000-8000-0000000000a1';
const BEN = '00000000-0000-4000-8000-0000000000b2';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const seat = (over: Partial<CreateSeatRequest> = {}): CreateSeatRequest => ({
  title: 'Seat',
  assignedToId: null,
  roles: [],
  isAssistant: false,
  parentId: null,
  childId: null,
  ...over,
});

/** Builds a chart by creating seats in order: [title, parent's number or null], numbered from 1. */
function chart(...rows: [string, number | null, Partial<CreateSeatRequest>?][]): StoredAcDocument {
  let doc: StoredAcDocument = { seats: [] };
  rows.forEach(([title, parent, over], index) => {
    const made = createSeat(
      doc,
      seat({ title, parentId: parent === null ? null : id(parent), ...over }),
      id(index + 1),
    );
    doc = { seats: made.seats };
  });
  return doc;
}

/** Each seat's title under its parent's title, siblings in order: how the chart reads. */
function shape(seats: readonly StoredSeat[]): string[] {
  const title = (seatId: string | null) => seats.find((s) => s.id === seatId)?.title ?? '-';
  return [...seats]
    .sort((a, b) => title(a.parentId).localeCompare(title(b.parentId)) || a.sequence - b.sequence)
    .map((s) => `${title(s.parentId)} > ${s.title}`);
}

function refusal(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.messages[0]?.id;
    throw error;
  }
  return undefined;
}

describe('chart seats', () => {
  it('makes the first seat the root with key 1 and numbers the others in order', () => {
    const doc = chart(['Visionary', null], ['Integrator', 1], ['Sales', 2], ['Operations', 2]);
    const seats = doc.seats ?? [];
    expect(seats.find((s) => s.parentId === null)).toMatchObject({ title: 'Visionary', key: 1 });
    expect(shape(seats)).toEqual([
      '- > Visionary',
      'Integrator > Sales',
      'Integrator > Operations',
      'Visionary > Integrator',
    ]);
    expect(seats.map((s) => s.key).sort()).toEqual([1, 2, 3, 4]);
  });

  it('refuses a second root, and an assistant as the root', () => {
    const doc = chart(['Visionary', null]);
    expect(refusal(() => createSeat(doc, seat({ title: 'Other top' }), id(9)))).toBe(AcMessages.rootExists);
    expect(refusal(() => createSeat({ seats: [] }, seat({ isAssistant: true }), id(9)))).toBe(AcMessages.rootFixed);
  });

  it('inserts a seat above another: it takes that seat’s place, and that seat goes below it', () => {
    const doc = chart(['Visionary', null], ['Integrator', 1], ['Sales', 2], ['Operations', 2]);
    const made = createSeat(doc, seat({ title: 'Head of Revenue', parentId: id(2), childId: id(3) }), id(5));
    expect(shape(made.seats)).toEqual([
      '- > Visionary',
      'Head of Revenue > Sales',
      'Integrator > Head of Revenue',
      'Integrator > Operations',
      'Visionary > Integrator',
    ]);
    // Never above the root.
    expect(refusal(() => createSeat(doc, seat({ childId: id(1) }), id(6)))).toBe(AcMessages.rootFixed);
  });

  it('moves a seat to a new parent, but never under itself or one of its own seats', () => {
    const doc = chart(['Visionary', null], ['Integrator', 1], ['Sales', 2], ['Rep', 3]);
    const sales = (doc.seats ?? []).find((s) => s.id === id(3)) as StoredSeat;
    const moved = editSeat(doc, id(3), { ...sales, parentId: id(1) });
    expect(shape(moved.seats)).toContain('Visionary > Sales');
    expect(shape(moved.seats)).toContain('Sales > Rep');
    expect(refusal(() => editSeat(doc, id(2), { ...sales, title: 'Integrator', parentId: id(4) }))).toBe(
      AcMessages.cycle,
    );
    expect(refusal(() => editSeat(doc, id(2), { ...sales, title: 'Integrator', parentId: id(2) }))).toBe(
      AcMessages.cycle,
    );
    // The root stays on top, and nothing else becomes a second root.
    expect(refusal(() => editSeat(doc, id(1), { ...sales, parentId: id(2) }))).toBe(AcMessages.rootFixed);
    expect(refusal(() => editSeat(doc, id(3), { ...sales, parentId: null }))).toBe(AcMessages.rootExists);
  });

  it('keeps assistants beside their seat: none below an assistant', () => {
    const doc = chart(['Visionary', null], ['Assistant', 1, { isAssistant: true }], ['Integrator', 1]);
    expect(refusal(() => createSeat(doc, seat({ parentId: id(2) }), id(9)))).toBe(AcMessages.underAssistant);
    const integrator = (doc.seats ?? []).find((s) => s.id === id(3)) as StoredSeat;
    expect(refusal(() => editSeat(doc, id(3), { ...integrator, parentId: id(2) }))).toBe(AcMessages.underAssistant);
    // A seat with seats below it cannot turn into an assistant; the root is never one.
    const withSales = { seats: createSeat(doc, seat({ title: 'Sales', parentId: id(3) }), id(4)).seats };
    expect(refusal(() => editSeat(withSales, id(3), { ...integrator, isAssistant: true }))).toBe(
      AcMessages.underAssistant,
    );
    const visionary = (doc.seats ?? []).find((s) => s.id === id(1)) as StoredSeat;
    expect(refusal(() => editSeat(doc, id(1), { ...visionary, isAssistant: true }))).toBe(AcMessages.rootFixed);
  });

  it('refuses a holder who also holds the seat above or below', () => {
    const doc = chart(['Visionary', null, { assignedToId: ADA }], ['Integrator', 1, { assignedToId: BEN }]);
    expect(refusal(() => createSeat(doc, seat({ parentId: id(1), assignedToId: ADA }), id(9)))).toBe(
      AcMessages.holderIsParent,
    );
    const integrator = (doc.seats ?? []).find((s) => s.id === id(2)) as StoredSeat;
    expect(refusal(() => editSeat(doc, id(2), { ...integrator, assignedToId: ADA }))).toBe(AcMessages.holderIsParent);
    const visionary = (doc.seats ?? []).find((s) => s.id === id(1)) as StoredSeat;
    expect(refusal(() => editSeat(doc, id(1), { ...visionary, assignedToId: BEN }))).toBe(AcMessages.holderIsParent);
    // Another seat elsewhere is fine.
    expect(createSeat(doc, seat({ parentId: id(2), assignedToId: ADA }), id(9)).id).toBe(id(9));
  });

  it('removes a seat and moves its seats up into its place; the root stays', () => {
    const doc = chart(['Visionary', null], ['Integrator', 1], ['Sales', 2], ['Operations', 2], ['Rep', 3], ['Lead', 3]);
    const removed = removeSeat(doc, id(3));
    expect(shape(removed.seats)).toEqual([
      '- > Visionary',
      'Integrator > Rep',
      'Integrator > Lead',
      'Integrator > Operations',
      'Visionary > Integrator',
    ]);
    expect(refusal(() => removeSeat(doc, id(1)))).toBe(AcMessages.rootFixed);
    expect(refusal(() => removeSeat(doc, id(99)))).toBe('ERR_NOT_FOUND');
  });

  it('keeps notes sanitized, with who wrote them and when', () => {
    const doc = chart(['Visionary', null]);
    const written = setSeatNotes(
      doc,
      id(1),
      '<p>Owns <b>culture</b><script>alert(1)</script></p>',
      BEN,
      '2030-01-01T00:00:00Z',
    );
    expect(written.seats[0]).toMatchObject({
      notes: '<p>Owns <b>culture</b></p>',
      notesUpdated: '2030-01-01T00:00:00Z',
      notesUpdatedById: BEN,
    });
  });

  it('reads a chart stored before seats existed as empty', () => {
    expect(createSeat({}, seat({ title: 'Visionary' }), id(1)).seats).toHaveLength(1);
  });
});
