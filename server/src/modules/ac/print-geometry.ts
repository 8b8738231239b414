import { AC, AC_PRINT_PAGE } from '@eos/domain';

/**
 * Where everything of a chart print goes, in PDF points, computed before pdfmake runs so it can be
 * tested as numbers. The client lays the cards out on landscape pages of AC_PRINT_PAGE pixels (96 per
 * inch); a PDF point is 1/72 inch, so a pixel is 0.75 pt. The page's pixels are then shrunk by one factor
 * to leave AC.pdfMargin pixels of paper around them (the same on every side where the factor binds), so
 * the cards keep their shapes and places relative to each other.
 */
const PX = 0.75;
const MARGIN = AC.pdfMargin;
export const PRINT_SCALE = Math.min(
  (AC_PRINT_PAGE.width - 2 * MARGIN) / AC_PRINT_PAGE.width,
  (AC_PRINT_PAGE.height - 2 * MARGIN) / AC_PRINT_PAGE.height,
);
const K = PX * PRINT_SCALE;
/** Landscape Letter: 792 x 612 pt. */
export const PAPER = { width: AC_PRINT_PAGE.width * PX, height: AC_PRINT_PAGE.height * PX } as const;
/** The page's pixels on paper: nothing of a card is seen outside this box. */
export const CONTENT = {
  x: MARGIN * PX,
  y: MARGIN * PX,
  width: AC_PRINT_PAGE.width * K,
  height: AC_PRINT_PAGE.height * K,
} as const;

/** A page pixel position on paper, and a length in page pixels on paper. */
export const toPoints = (px: number) => CONTENT.x + px * K;
export const toPointsY = (px: number) => CONTENT.y + px * K;
export const lengthInPoints = (px: number) => px * K;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
/** One line of text; (x, y) is the top-left of its line box. */
export interface TextRun {
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  italics?: boolean;
  color?: string;
}
export interface CardDrawing {
  seatId: string;
  box: Box;
  radius: number;
  lineWidth: number;
  /** Assistants are drawn dashed, as on the canvas. */
  dashed: boolean;
  /** The rule under the title bar. */
  rule: { x1: number; x2: number; y: number };
  /** The LT badge's box, when the holder is on the leadership team. */
  badge: Box | null;
  texts: TextRun[];
}
export interface Connector {
  points: Point[];
  dashed: boolean;
}
export interface PageDrawing {
  /** 0-based, row by row, as the client numbered it. */
  index: number;
  cards: CardDrawing[];
  connectors: Connector[];
  footer: TextRun[];
}

/** What a card shows of its seat, the holder read live. */
export interface PrintSeat {
  id: string;
  parentId: string | null;
  title: string;
  holder: string | null;
  roles: readonly string[];
  isLT: boolean;
  isAssistant: boolean;
}
export interface PrintWords {
  chartTitle: string;
  openSeat: string;
  lt: string;
  pageLabel: (n: number) => string;
}

/** The part of `a` inside `b`, or null when they do not overlap. */
export function intersect(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** White bands over the paper outside CONTENT: a card reaching over a page's edge is cut there. */
export const MARGIN_MASKS: Box[] = [
  { x: 0, y: 0, width: PAPER.width, height: CONTENT.y },
  { x: 0, y: CONTENT.y + CONTENT.height, width: PAPER.width, height: PAPER.height - CONTENT.y - CONTENT.height },
  { x: 0, y: 0, width: CONTENT.x, height: PAPER.height },
  { x: CONTENT.x + CONTENT.width, y: 0, width: PAPER.width - CONTENT.x - CONTENT.width, height: PAPER.height },
];
