import { AC } from '@eos/domain';
import { describe, expect, it } from 'vitest';
import { acIds, demoSeats, seatFixture } from '../test/acFixtures';
import { BASE_CARD_HEIGHT, cardHeight, roleLineCount } from './cardSize';
import { layoutSeats, type SeatBox } from './layout';

const byId = (boxes: SeatBox[]) => new Map(boxes.map((b) => [b.seat.id, b]));
const overlap = (a: SeatBox, b: SeatBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('layoutSeats', () => {
  it('places nothing for an empty chart', () => {
    expect(layoutSeats([])).toEqual([]);
  });

  it('puts a parent above its seats, below it by its height and the layer spacing', () => {
    const boxes = byId(layoutSeats(demoSeats()));
    const root = boxes.get(acIds.root);
    const sales = boxes.get(acIds.sales);
    const rep = boxes.get(acIds.rep);
    if (!root || !sales || !rep) throw new Error('missing box');
    expect(sales.y).toBeGreaterThanOrEqual(root.y + root.height + AC.layerSpacing);
    expect(rep.y).toBeGreaterThanOrEqual(sales.y + sales.height + AC.layerSpacing);
    // A single seat below sits centred under its parent.
    expect(rep.x).toBe(sales.x);
  });

  it('keeps siblings apart by at least the node spacing', () => {
    const seats = [
      seatFixture({ id: 'r', isRoot: true }),
      ...['a', 'b', 'c', 'd'].map((id, i) => seatFixture({ id, parentId: 'r', sequence: i })),
      ...['a1', 'a2', 'd1'].map((id, i) => seatFixture({ id, parentId: id[0] ?? 'a', sequence: i })),
    ];
    const boxes = layoutSeats(seats);
    expect(boxes).toHaveLength(seats.length);
    for (const a of boxes)
      for (const b of boxes) if (a !== b) expect(overlap(a, b), `${a.seat.id} / ${b.seat.id}`).toBe(false);
    const row = ['a', 'b', 'c', 'd'].map((id) => byId(boxes).get(id)?.x ?? Number.NaN);
    for (let i = 1; i < row.length; i++)
      expect((row[i] ?? 0) - (row[i - 1] ?? 0)).toBeGreaterThanOrEqual(AC.cardWidth + AC.nodeSpacing);
  });

  it('hangs an assistant beside its seat, not in the row of the seats below', () => {
    const boxes = layoutSeats(demoSeats());
    const map = byId(boxes);
    const root = map.get(acIds.root);
    const assistant = map.get(acIds.assistant);
    const sales = map.get(acIds.sales);
    if (!root || !assistant || !sales) throw new Error('missing box');
    expect(assistant.x).toBeGreaterThan(root.x);
    expect(assistant.y).toBeGreaterThan(root.y);
    expect(assistant.y + assistant.height).toBeLessThanOrEqual(sales.y);
    for (const other of boxes) if (other !== assistant) expect(overlap(assistant, other)).toBe(false);
  });

  it('grows a card past five role lines, by the extra line height each', () => {
    expect(cardHeight(['a', 'b', 'c', 'd', 'e'])).toBe(BASE_CARD_HEIGHT);
    expect(cardHeight(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe(BASE_CARD_HEIGHT + 2 * AC.extraRoleLineHeight);
    // A long role wraps every 39 characters and counts as several lines.
    expect(roleLineCount(['x'.repeat(AC.charsPerRoleLine * 3 + 1)])).toBe(4);
    const tall = [seatFixture({ id: 'r', roles: ['1', '2', '3', '4', '5', '6', '7'] })];
    expect(layoutSeats(tall)[0]?.height).toBe(BASE_CARD_HEIGHT + 2 * AC.extraRoleLineHeight);
  });

  it('stacks the next row under the tallest card of the row above', () => {
    const seats = [
      seatFixture({ id: 'r' }),
      seatFixture({ id: 'a', parentId: 'r', roles: Array(7).fill('x'.repeat(80)) }),
      seatFixture({ id: 'b', parentId: 'r', sequence: 1 }),
      seatFixture({ id: 'b1', parentId: 'b' }),
    ];
    const map = byId(layoutSeats(seats));
    const a = map.get('a');
    expect(map.get('b1')?.y).toBe((a?.y ?? 0) + (a?.height ?? 0) + AC.layerSpacing);
  });

  it('leaves out the seats below a collapsed seat, but keeps its assistants', () => {
    const boxes = layoutSeats(demoSeats(), new Set([acIds.root]));
    expect(boxes.map((b) => b.seat.id).sort()).toEqual([acIds.assistant, acIds.root].sort());
  });
});
