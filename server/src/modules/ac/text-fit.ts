import { pdfText } from '../pdf/document.ts';

// Text on a printed card must stay inside its box, and the layout is computed before pdfmake runs (so
// it can be tested without rendering): widths come from the standard Helvetica metrics (PDFKit's AFM
// files, in 1/1000 em), for ' ' (32) to '~' (126). Other characters count as their unaccented letter
// or, failing that, a wide glyph, so an estimate errs on the side of cutting earlier.
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];
const WIDE = 1000;
export const ELLIPSIS = '…';

function charWidth(char: string, bold: boolean): number {
  const table = bold ? BOLD : REGULAR;
  const code = char.charCodeAt(0);
  if (code >= 32 && code <= 126) return table[code - 32] as number;
  const base = char.normalize('NFD').charCodeAt(0);
  if (base >= 32 && base <= 126) return table[base - 32] as number;
  return WIDE;
}

/** The width in points of one line of text at a font size. */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const char of text) units += charWidth(char, bold);
  return (units * size) / 1000;
}

/**
 * User text as one drawable line: the standard font's characters only, whitespace runs as one space.
 * Capped first: no card shows more than a few hundred characters, and measuring is per character.
 */
export const oneLine = (text: string) => pdfText(text.slice(0, MAX_CHARS).replace(/\s+/g, ' ').trim());
const MAX_CHARS = 2000;

/** The longest start of `text` that fits with an ellipsis after it (nothing when not even that fits). */
export function truncate(text: string, width: number, size: number, bold = false): string {
  if (textWidth(text, size, bold) <= width) return text;
  const room = width - textWidth(ELLIPSIS, size, bold);
  let used = 0;
  let cut = '';
  for (const char of text) {
    used += (charWidth(char, bold) * size) / 1000;
    if (used > room) break;
    cut += char;
  }
  return room < 0 ? '' : `${cut.trimEnd()}${ELLIPSIS}`;
}

/** A word longer than the line, cut into pieces that each fit (a URL, a name without spaces). */
function splitLong(word: string, width: number, size: number, bold: boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && textWidth(piece + char, size, bold) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Text wrapped at spaces to `width`, at most `maxLines` lines; when it needs more, the last line kept
 * ends with an ellipsis, so a reader sees that something is cut.
 */
export function wrap(text: string, width: number, size: number, maxLines: number, bold = false): string[] {
  if (maxLines < 1 || width <= 0) return [];
  const words = text.split(' ').flatMap((word) => splitLong(word, width, size, bold));
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept.length - 1;
  kept[last] = truncate(`${kept[last]}${ELLIPSIS}`, width, size, bold);
  return kept.filter(Boolean);
}
