import { AC_PRINT_PAGE } from '@eos/domain';
import { describe, expect, it } from 'vitest';
import { gridAround, offPage, onePageJob, type PageGrid, pageOf, pageRects, pagesJob } from './printLayout';

const card = (id: string, x: number, y: number) => ({ id, x, y, width: 300, height: 215 });

describe('the print page grid', () => {
  it('starts with enough full-size pages to hold every card, the first card inside the margin', () => {
    // 1,600 px wide: two landscape pages of 1,056 px across, one page down.
    const grid = gridAround([card('a', 0, 0), card('b', 1300, 0), card('c', 650, 400)]);
    expect(grid).toEqual({ origin: { x: -10, y: -10 }, rows: 1, columns: 2, cardScale: 1 });
    expect(pageRects(grid).map((p) => [p.index, p.x])).toEqual([
      [0, -10],
      [1, -10 + AC_PRINT_PAGE.width],
    ]);
  });

  it('shrinks the cards when a chart would need more than 20 pages across', () => {
    const wide = Array.from({ length: 80 }, (_, i) => card(`s${i}`, i * 360, 0));
    const grid = gridAround(wide);
    expect(grid.cardScale).toBeLessThan(1);
    expect(grid.columns).toBeLessThanOrEqual(20);
    expect(offPage(grid, wide)).toEqual([]);
  });

  it('prints a card whole on the page that holds its centre, nudged inside its edge', () => {
    const grid: PageGrid = { origin: { x: 0, y: 0 }, rows: 2, columns: 1, cardScale: 1 };
    // Its centre (y 800 + 107) is on P2, its top 16 px up on P1: it prints at the top of P2, inside the margin.
    expect(pagesJob(grid, [card('edge', 100, 800)])).toEqual([
      { seatId: 'edge', page: 1, x: 100, y: 10, width: 300, height: 215 },
    ]);
  });

  it('prints a card on the page that holds its centre, in that page’s pixels, and leaves out cards off the grid', () => {
    const grid: PageGrid = { origin: { x: 0, y: 0 }, rows: 2, columns: 2, cardScale: 0.5 };
    // At half scale a page covers 2,112 x 1,632 canvas pixels.
    const cards = [card('p1', 100, 100), card('p4', 2200, 1700), card('gone', 5000, 0)];
    expect(pageOf(grid, card('p4', 2200, 1700))).toBe(3);
    expect(offPage(grid, cards).map((c) => c.id)).toEqual(['gone']);
    expect(pagesJob(grid, cards)).toEqual([
      { seatId: 'p1', page: 0, x: 50, y: 50, width: 150, height: 107.5 },
      { seatId: 'p4', page: 3, x: 44, y: 34, width: 150, height: 107.5 },
    ]);
  });
});

describe('selected cards on one page', () => {
  it('fits and centres three cards at full size when they fit', () => {
    const job = onePageJob([card('a', 0, 0), card('b', 360, 0), card('c', 720, 0)]);
    expect(job?.map((c) => c.width)).toEqual([300, 300, 300]);
    // 1,020 px of cards centred on a 1,056 px page.
    expect(job?.[0]?.x).toBe(18);
  });

  it('is refused as too low a resolution when the cards would shrink below a tenth', () => {
    const many = Array.from({ length: 40 }, (_, i) => card(`s${i}`, i * 360, 0));
    expect(onePageJob(many)).toBeNull();
    expect(onePageJob(many.slice(0, 25))).not.toBeNull();
  });
});
