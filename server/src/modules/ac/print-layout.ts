import type { AcPrintRequest } from '@eos/domain';
import { cardDrawing } from './print-card.ts';
import {
  type Box,
  CONTENT,
  type Connector,
  PAPER,
  type PageDrawing,
  type PrintSeat,
  type PrintWords,
  type TextRun,
} from './print-geometry.ts';
import { oneLine, textWidth, truncate } from './text-fit.ts';

// The print's pages from the client's job: cards (print-card.ts) on the pages that hold any, the
// lines between seats on one page, and each page's footer.

const DIM = '#6c757d';

/**
 * The line from a seat's parent to it, as on the canvas: down from the parent's bottom centre, across,
 * down to the seat's top centre; an assistant is reached from the parent's side facing it.
 */
export function connector(parent: Box, child: Box, assistant: boolean): Connector {
  if (assistant) {
    const toRight = child.x + child.width / 2 >= parent.x + parent.width / 2;
    const a = { x: toRight ? parent.x + parent.width : parent.x, y: parent.y + parent.height / 2 };
    const b = { x: toRight ? child.x : child.x + child.width, y: child.y + child.height / 2 };
    const midX = (a.x + b.x) / 2;
    return { points: [a, { x: midX, y: a.y }, { x: midX, y: b.y }, b], dashed: true };
  }
  const a = { x: parent.x + parent.width / 2, y: parent.y + parent.height };
  const b = { x: child.x + child.width / 2, y: child.y };
  const midY = (a.y + b.y) / 2;
  return { points: [a, { x: a.x, y: midY }, { x: b.x, y: midY }, b], dashed: false };
}

function footer(index: number, words: PrintWords): TextRun[] {
  const size = 7;
  // In the bottom margin, under the page's pixels: enough to put a wall chart's pages together.
  const y = PAPER.height - 12;
  const label = words.pageLabel(index + 1);
  const labelWidth = textWidth(label, size, true);
  const right = CONTENT.x + CONTENT.width;
  return [
    { text: truncate(oneLine(words.chartTitle), CONTENT.width - labelWidth - 20, size), x: CONTENT.x, y, size },
    { text: label, x: right - labelWidth, y, size, bold: true },
  ].map((run) => ({ ...run, color: DIM }));
}

/**
 * The pages to print: only those holding a card, in page order, each with its cards where the client
 * put them and the lines between a seat and its parent when both are on that page.
 */
export function layoutPrint(
  job: AcPrintRequest,
  seats: ReadonlyMap<string, PrintSeat>,
  words: PrintWords,
): PageDrawing[] {
  const byPage = new Map<number, AcPrintRequest['cards']>();
  for (const card of job.cards) {
    if (!seats.has(card.seatId)) continue;
    byPage.set(card.page, [...(byPage.get(card.page) ?? []), card]);
  }
  return [...byPage.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, cards]) => {
      const drawn = cards.map((card) => cardDrawing(seats.get(card.seatId) as PrintSeat, card, words));
      const boxes = new Map(drawn.map((d) => [d.seatId, d.box]));
      const connectors = drawn.flatMap((d) => {
        const seat = seats.get(d.seatId) as PrintSeat;
        const parent = seat.parentId ? boxes.get(seat.parentId) : undefined;
        return parent ? [connector(parent, d.box, seat.isAssistant)] : [];
      });
      return { index, cards: drawn, connectors, footer: footer(index, words) };
    });
}
