import { AC, AC_PRINT_MAX_GRID, AC_PRINT_PAGE, type AcPrintCard } from '@eos/domain';

/** A card on the canvas, in the canvas's (flow) coordinates. */
export interface PrintBox {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The page grid laid over the canvas in print mode (001 §9): rows x columns of landscape pages whose
 * top-left is `origin`. The A/C card scale shrinks the cards on paper, which on the canvas is the same
 * as the pages growing: a page covers AC_PRINT_PAGE / cardScale canvas pixels.
 */
export interface PageGrid {
  origin: { x: number; y: number };
  rows: number;
  columns: number;
  cardScale: number;
}

export interface PageRect {
  /** 0-based, row by row: the label is P{index + 1}. */
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const { min: MIN_SCALE, max: MAX_SCALE } = AC.printImageScale;
const MARGIN = AC.printMargin;

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

function bounds(boxes: readonly PrintBox[]) {
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { left, top, width: right - left, height: bottom - top };
}

/** A page's size on the canvas at a card scale. */
export function pageSize(cardScale: number): { width: number; height: number } {
  return { width: AC_PRINT_PAGE.width / cardScale, height: AC_PRINT_PAGE.height / cardScale };
}

/**
 * The grid print mode starts with: every card on a page at full size, and when that needs more pages
 * than the grid allows, the card scale that fits them (in 5 % steps).
 */
export function gridAround(boxes: readonly PrintBox[]): PageGrid {
  if (boxes.length === 0) return { origin: { x: 0, y: 0 }, rows: 1, columns: 1, cardScale: 1 };
  const b = bounds(boxes);
  const needed = (scale: number) => {
    const page = pageSize(scale);
    const margin = MARGIN / scale;
    return {
      columns: Math.max(1, Math.ceil((b.width + 2 * margin) / page.width)),
      rows: Math.max(1, Math.ceil((b.height + 2 * margin) / page.height)),
    };
  };
  let cardScale: number = MAX_SCALE;
  let size = needed(cardScale);
  while ((size.columns > AC_PRINT_MAX_GRID || size.rows > AC_PRINT_MAX_GRID) && cardScale > MIN_SCALE) {
    cardScale = clampScale(Math.round((cardScale - 0.05) * 100) / 100);
    size = needed(cardScale);
  }
  const margin = MARGIN / cardScale;
  return { origin: { x: b.left - margin, y: b.top - margin }, ...size, cardScale };
}

/** The pages of a grid on the canvas, row by row. */
export function pageRects(grid: PageGrid): PageRect[] {
  const page = pageSize(grid.cardScale);
  const rects: PageRect[] = [];
  for (let row = 0; row < grid.rows; row++) {
    for (let column = 0; column < grid.columns; column++) {
      rects.push({
        index: row * grid.columns + column,
        x: grid.origin.x + column * page.width,
        y: grid.origin.y + row * page.height,
        ...page,
      });
    }
  }
  return rects;
}

/** The page a card prints on: the one holding its centre; null when its centre is off the grid. */
export function pageOf(grid: PageGrid, box: PrintBox): number | null {
  const page = pageSize(grid.cardScale);
  const column = Math.floor((box.x + box.width / 2 - grid.origin.x) / page.width);
  const row = Math.floor((box.y + box.height / 2 - grid.origin.y) / page.height);
  if (column < 0 || row < 0 || column >= grid.columns || row >= grid.rows) return null;
  return row * grid.columns + column;
}

/** Cards that will not print: off every page of the grid (the warning of 002 §8). */
export function offPage(grid: PageGrid, boxes: readonly PrintBox[]): PrintBox[] {
  return boxes.filter((box) => pageOf(grid, box) === null);
}

/** The selected cards across the grid's pages, in page pixels; cards off the grid are left out. */
export function pagesJob(grid: PageGrid, boxes: readonly PrintBox[]): AcPrintCard[] {
  const page = pageSize(grid.cardScale);
  return boxes.flatMap((box) => {
    const index = pageOf(grid, box);
    if (index === null) return [];
    const left = grid.origin.x + (index % grid.columns) * page.width;
    const top = grid.origin.y + Math.floor(index / grid.columns) * page.height;
    const width = Math.max(AC.minCardSize, box.width * grid.cardScale);
    const height = Math.max(AC.minCardSize, box.height * grid.cardScale);
    // A card across a page's edge prints whole on the page holding its centre, nudged inside its margin.
    const inside = (at: number, size: number, room: number) =>
      Math.min(Math.max(at, MARGIN), Math.max(MARGIN, room - size - MARGIN));
    return [
      {
        seatId: box.id,
        page: index,
        x: inside((box.x - left) * grid.cardScale, width, AC_PRINT_PAGE.width),
        y: inside((box.y - top) * grid.cardScale, height, AC_PRINT_PAGE.height),
        width,
        height,
      },
    ];
  });
}

/** The scale that fits the cards on one page inside the print margin (may be below the minimum). */
export function onePageScale(boxes: readonly PrintBox[]): number {
  if (boxes.length === 0) return MAX_SCALE;
  const b = bounds(boxes);
  const fit = Math.min((AC_PRINT_PAGE.width - 2 * MARGIN) / b.width, (AC_PRINT_PAGE.height - 2 * MARGIN) / b.height);
  return Math.min(MAX_SCALE, fit);
}

/**
 * The selected cards on a single page (001 §5): scaled to fit and centred. Null when the scale falls
 * below AC.printImageScale.min or a card would shrink under AC.minCardSize: too low a resolution.
 */
export function onePageJob(boxes: readonly PrintBox[]): AcPrintCard[] | null {
  if (boxes.length === 0) return [];
  const scale = onePageScale(boxes);
  const smallest = Math.min(...boxes.map((b) => Math.min(b.width, b.height)));
  if (scale < MIN_SCALE || smallest * scale < AC.minCardSize) return null;
  const b = bounds(boxes);
  const left = (AC_PRINT_PAGE.width - b.width * scale) / 2;
  const top = (AC_PRINT_PAGE.height - b.height * scale) / 2;
  return boxes.map((box) => ({
    seatId: box.id,
    page: 0,
    x: left + (box.x - b.left) * scale,
    y: top + (box.y - b.top) * scale,
    width: box.width * scale,
    height: box.height * scale,
  }));
}
