import type { CanvasElement, Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { type CardDrawing, MARGIN_MASKS, type PageDrawing, type TextRun } from './print-geometry.ts';

const LINE = '#868e96';
const BORDER = '#495057';
const RULE = '#ced4da';
const BADGE = '#4c6ef5';
const dash = (width: number) => ({ length: 3 * Math.max(1, width * 2), space: 2 * Math.max(1, width * 2) });

// Everything is placed absolutely on a page without margins: the layout (print-layout.ts) already
// decided every point, pdfmake only draws it. Text never wraps (the layout fitted each line).
const at = (canvas: CanvasElement[]): Content => ({ canvas, absolutePosition: { x: 0, y: 0 } });

function text(run: TextRun): Content {
  return {
    text: run.text,
    absolutePosition: { x: run.x, y: run.y },
    fontSize: run.size,
    bold: run.bold ?? false,
    italics: run.italics ?? false,
    color: run.color,
    noWrap: true,
    lineHeight: 1,
  };
}

/** One card: a white rounded box (so lines behind it stay hidden), the title rule, the badge, its text. */
function card(drawing: CardDrawing): Content[] {
  const { box, radius, lineWidth, dashed, rule, badge } = drawing;
  const shapes: CanvasElement[] = [
    {
      type: 'rect',
      x: box.x,
      y: box.y,
      w: box.width,
      h: box.height,
      r: radius,
      color: '#ffffff',
      lineColor: BORDER,
      lineWidth,
      ...(dashed ? { dash: dash(lineWidth) } : {}),
    },
    { type: 'line', x1: rule.x1, y1: rule.y, x2: rule.x2, y2: rule.y, lineColor: RULE, lineWidth: lineWidth / 2 },
  ];
  if (badge) {
    shapes.push({
      type: 'rect',
      x: badge.x,
      y: badge.y,
      w: badge.width,
      h: badge.height,
      r: badge.height / 3,
      color: BADGE,
    });
  }
  return [at(shapes), ...drawing.texts.map(text)];
}

function page(drawing: PageDrawing): Content[] {
  const lines: CanvasElement[] = drawing.connectors.map((c) => ({
    type: 'polyline',
    points: c.points,
    lineColor: LINE,
    lineWidth: 0.75,
    ...(c.dashed ? { dash: dash(0.75) } : {}),
  }));
  const masks: CanvasElement[] = MARGIN_MASKS.map((m) => ({
    type: 'rect',
    x: m.x,
    y: m.y,
    w: m.width,
    h: m.height,
    color: '#ffffff',
  }));
  return [
    ...(lines.length ? [at(lines)] : []),
    // In the client's order: a card dragged over another covers it, as on the canvas.
    ...drawing.cards.flatMap(card),
    at(masks),
    ...drawing.footer.map(text),
  ];
}

export interface AcPrintPdfInput {
  title: string;
  pages: PageDrawing[];
  /** Tests read the drawn text of an uncompressed file. */
  compress?: boolean;
}

/** The chart's print as landscape Letter pages, one per page of the client's grid that holds a card. */
export function acPrintDocument({ title, pages, compress = true }: AcPrintPdfInput): TDocumentDefinitions {
  return {
    compress,
    pageSize: 'LETTER',
    pageOrientation: 'landscape',
    pageMargins: [0, 0, 0, 0],
    info: { title, creator: 'EOS Tools', producer: 'EOS Tools' },
    content: pages.map((drawing, i) => ({ stack: page(drawing), ...(i > 0 ? { pageBreak: 'before' as const } : {}) })),
  };
}
