import type { AcPrintCard } from '@eos/domain';
import { describe, expect, it } from 'vitest';
import { drawnText } from '../pdf/drawn-text.ts';
import { renderPdf } from '../pdf/printer.ts';
import { cardDrawing } from './print-card.ts';
import { type Box, CONTENT, MARGIN_MASKS, PAPER, PRINT_SCALE, type PrintSeat, type TextRun } from './print-geometry.ts';
import { connector, layoutPrint } from './print-layout.ts';
import { acPrintDocument } from './print-pdf.ts';
import { textWidth, truncate, wrap } from './text-fit.ts';

// The print's geometry as numbers: page pixels to points, text kept inside its card and the page, and
// lines only between cards on one page. The last test renders it once, to see pdfmake draws it as laid.
const words = { chartTitle: 'Chart 2027', openSeat: 'Open seat', lt: 'LT', pageLabel: (n: number) => `P${n}` };
const seat = (id: string, parentId: string | null, over: Partial<PrintSeat> = {}): PrintSeat => ({
  id,
  parentId,
  title: `Seat ${id}`,
  holder: 'Ada Lovelace',
  roles: ['Lead, manage, hold accountable', 'P&L'],
  isLT: false,
  isAssistant: false,
  ...over,
});
const card = (seatId: string, page: number, over: Partial<AcPrintCard> = {}): AcPrintCard => ({
  seatId,
  page,
  x: 100,
  y: 100,
  width: 300,
  height: 215,
  ...over,
});
const seatsOf = (...list: PrintSeat[]) => new Map(list.map((s) => [s.id, s]));
const within = (run: TextRun, box: Box) =>
  run.x >= box.x - 0.01 &&
  run.y >= box.y - 0.01 &&
  run.x + textWidth(run.text, run.size, run.bold) <= box.x + box.width + 0.01 &&
  run.y + run.size <= box.y + box.height + 0.01;

describe('page pixels on paper', () => {
  it('maps the 1056 x 816 px page onto landscape Letter inside the 20 px margin, by one factor', () => {
    expect(PAPER).toEqual({ width: 792, height: 612 });
    expect(PRINT_SCALE).toBeCloseTo(776 / 816, 10);
    const drawn = cardDrawing(seat('a', null), card('a', 0, { x: 0, y: 0 }), words);
    expect(drawn.box.x).toBe(15);
    expect(drawn.box.y).toBe(15);
    expect(drawn.box.width).toBeCloseTo(300 * 0.75 * PRINT_SCALE, 6);
    expect(drawn.box.height).toBeCloseTo(215 * 0.75 * PRINT_SCALE, 6);
    // The page's far corner lands on the content's: the height binds, so the bottom margin is 15 pt.
    expect(CONTENT.x + CONTENT.width).toBeCloseTo(15 + 1056 * 0.75 * PRINT_SCALE, 6);
    expect(CONTENT.y + CONTENT.height).toBeCloseTo(612 - 15, 6);
    expect(CONTENT.x + CONTENT.width).toBeLessThan(792 - 15);
  });

  it('masks the paper outside the content, and nothing inside it', () => {
    const covers = (m: Box, x: number, y: number) => x > m.x && x < m.x + m.width && y > m.y && y < m.y + m.height;
    for (const [x, y] of [
      [5, 300],
      [780, 300],
      [400, 5],
      [400, 605],
    ])
      expect(MARGIN_MASKS.some((m) => covers(m, x as number, y as number))).toBe(true);
    for (const [x, y] of [
      [16, 16],
      [767, 596],
      [400, 300],
    ])
      expect(MARGIN_MASKS.some((m) => covers(m, x as number, y as number))).toBe(false);
  });
});

describe('a card', () => {
  it('shows title, holder, LT badge and roles as bullets, sized by its width (11 pt title at 300 px)', () => {
    const drawn = cardDrawing(seat('a', null, { isLT: true }), card('a', 0), words);
    const texts = drawn.texts.map((r) => r.text);
    expect(texts).toEqual(['Seat a', 'LT', 'Ada Lovelace', '•', 'Lead, manage, hold accountable', '•', 'P&L']);
    expect(drawn.texts[0]).toMatchObject({ size: 11, bold: true });
    expect(drawn.badge).not.toBeNull();
    expect(drawn.dashed).toBe(false);
    const half = cardDrawing(seat('a', null), card('a', 0, { width: 150, height: 107.5 }), words);
    expect(half.texts[0]?.size).toBe(5.5);
    expect(half.texts.map((r) => r.text)).toEqual(texts.filter((t) => t !== 'LT'));
  });

  it('says Open seat in italics when nobody holds it, and draws an assistant dashed', () => {
    const drawn = cardDrawing(seat('b', 'a', { holder: null, isAssistant: true }), card('b', 0), words);
    expect(drawn.texts.find((r) => r.text === 'Open seat')).toMatchObject({ italics: true });
    expect(drawn.dashed).toBe(true);
  });

  it('keeps every line inside its box: long titles end in …, roles beyond the height are cut with …', () => {
    const long = seat('a', null, {
      title: 'Chief Executive Officer and Head of Everything Else Besides'.repeat(2),
      holder: 'Bartholomew Maximilian Fitzgerald-Worthington the Third',
      roles: Array.from({ length: 7 }, (_, i) => `Role ${i} ${'that wraps over several lines of text '.repeat(3)}`),
      isLT: true,
    });
    for (const size of [300, 200, 120, 60]) {
      const drawn = cardDrawing(long, card('a', 0, { width: size, height: (size * 215) / 300 }), words);
      for (const run of drawn.texts) expect(within(run, drawn.box), `${size}: ${run.text}`).toBe(true);
      expect(drawn.texts[0]?.text.endsWith('…')).toBe(true);
      expect(drawn.texts.at(-1)?.text.endsWith('…')).toBe(true);
    }
    // One unbroken word longer than the card is cut into pieces, never drawn past the edge.
    const word = cardDrawing(seat('w', null, { roles: ['W'.repeat(400)] }), card('w', 0), words);
    for (const run of word.texts) expect(within(run, word.box)).toBe(true);
  });

  it('draws no text on a card too small to hold it, and none outside the page', () => {
    expect(cardDrawing(seat('a', null), card('a', 0, { width: 10, height: 10 }), words).texts).toEqual([]);
    // Only the top of this card is on the page: its roles (and their bullets) are cut with the paper.
    const low = cardDrawing(seat('a', null), card('a', 0, { x: 600, y: 740 }), words);
    expect(low.texts.map((r) => r.text)).toEqual(['Seat a', 'Ada Lovelace']);
    for (const run of low.texts) expect(within(run, CONTENT)).toBe(true);
    const off = cardDrawing(seat('a', null), card('a', 0, { x: -400, y: -300 }), words);
    expect(off.texts).toEqual([]);
  });

  it('cuts its lines at the page’s right edge with … when it reaches past it', () => {
    const edge = cardDrawing(
      seat('a', null, { title: 'Sales and Marketing', isLT: true }),
      card('a', 0, { x: 940 }),
      words,
    );
    expect(edge.texts[0]?.text).toMatch(/^Sales.*…$/);
    expect(edge.texts.some((r) => r.text === '•')).toBe(true);
    for (const run of edge.texts) expect(within(run, CONTENT)).toBe(true);
  });
});

describe('the pages', () => {
  const seats = seatsOf(
    seat('root', null),
    seat('left', 'root'),
    seat('right', 'root'),
    seat('ea', 'root', { isAssistant: true }),
  );

  it('are only those holding a card, in page order, each labelled P{index + 1} under the chart title', () => {
    const pages = layoutPrint(
      { rows: 2, columns: 2, cards: [card('left', 3), card('root', 0), card('right', 3)] },
      seats,
      words,
    );
    expect(pages.map((p) => p.index)).toEqual([0, 3]);
    expect(pages.map((p) => p.cards.map((c) => c.seatId))).toEqual([['root'], ['left', 'right']]);
    expect(pages.map((p) => p.footer.map((r) => r.text))).toEqual([
      ['Chart 2027', 'P1'],
      ['Chart 2027', 'P4'],
    ]);
    for (const run of pages[0]?.footer ?? []) {
      expect(run.y).toBeGreaterThan(CONTENT.y + CONTENT.height);
      expect(run.y + run.size).toBeLessThan(PAPER.height);
    }
  });

  it('join a seat to its parent only when both are on the same page', () => {
    const pages = layoutPrint(
      {
        rows: 1,
        columns: 2,
        cards: [
          card('root', 0, { x: 378, y: 20 }),
          card('left', 0, { x: 100, y: 400 }),
          card('right', 1),
          card('ea', 0, { x: 750, y: 100 }),
        ],
      },
      seats,
      words,
    );
    const [first, second] = pages;
    expect(first?.connectors).toHaveLength(2);
    expect(second?.connectors).toEqual([]);
    const root = first?.cards[0]?.box as Box;
    const left = first?.cards[1]?.box as Box;
    // Down from the parent's bottom centre, across, down to the seat's top centre.
    const down = first?.connectors[0];
    expect(down?.dashed).toBe(false);
    expect(down?.points[0]).toEqual({ x: root.x + root.width / 2, y: root.y + root.height });
    expect(down?.points.at(-1)).toEqual({ x: left.x + left.width / 2, y: left.y });
    expect(down?.points[1]?.y).toBe(down?.points[2]?.y);
    // The assistant from the parent's side facing it (right), dashed.
    const side = first?.connectors[1];
    expect(side?.dashed).toBe(true);
    expect(side?.points[0]?.x).toBe(root.x + root.width);
  });

  it('reach an assistant on the left from the parent’s left side', () => {
    const parent = { x: 300, y: 100, width: 200, height: 150 };
    const child = { x: 50, y: 150, width: 100, height: 80 };
    const line = connector(parent, child, true);
    expect(line.points[0]).toEqual({ x: 300, y: 175 });
    expect(line.points.at(-1)).toEqual({ x: 150, y: 190 });
  });

  it('are drawn by pdfmake as laid out: one PDF page per printed page, the text where it belongs', async () => {
    const pages = layoutPrint(
      { rows: 2, columns: 2, cards: [card('root', 0), card('left', 3), card('ea', 0, { x: 600 })] },
      seats,
      words,
    );
    const pdf = await renderPdf(acPrintDocument({ title: 'Chart 2027', pages, compress: false }));
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/MediaBox \[0 0 792 612\]/);
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(2);
    const text = drawnText(pdf).replace(/\n/g, ' ');
    expect(text).toContain('Seat root Ada Lovelace • Lead, manage, hold accountable • P&L');
    expect(text.indexOf('P1')).toBeLessThan(text.indexOf('Seat left'));
    expect(text.indexOf('Seat left')).toBeLessThan(text.indexOf('P4'));
  });
});

describe('fitting text', () => {
  it('measures Helvetica, wraps at spaces and cuts what does not fit with …', () => {
    expect(textWidth('Hello', 10)).toBeCloseTo(22.78, 2);
    expect(textWidth('Hello', 10, true)).toBeGreaterThan(textWidth('Hello', 10));
    expect(wrap('one two three four', textWidth('one two', 10), 10, 5)).toEqual(['one two', 'three', 'four']);
    expect(wrap('one two three four', textWidth('one two', 10), 10, 2)).toEqual(['one two', 'three…']);
    expect(truncate('Integrator', textWidth('Integ…', 10), 10)).toBe('Integ…');
    expect(truncate('Integrator', 1, 10)).toBe('');
  });
});
