// Test support: what a rendered PDF says, to check documents by their text.
import { inflateSync } from 'node:zlib';

// WinAnsi is Latin-1 except 0x80-0x9f (Node 20's TextDecoder reads windows-1252 as Latin-1).
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('');

/** The text an uncompressed PDFKit file draws: its TJ arrays hold hex-encoded WinAnsi runs. */
export function drawnText(pdf: Buffer): string {
  const runs = pdf.toString('latin1').match(/\[[^\]]*\] TJ/g) ?? [];
  return runs
    .map((run) => (run.match(/<([0-9a-f]*)>/g) ?? []).map((h) => winAnsi(Buffer.from(h.slice(1, -1), 'hex'))).join(''))
    .join('\n');
}

/**
 * The drawn text of each page of a PDFKit file as served (compressed): PDFKit writes one content
 * stream per page, in page order, and the standard fonts add none, so its streams are the pages.
 */
export function pageTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const pages: string[] = [];
  for (const match of raw.matchAll(/<<([\s\S]*?)>>\s*stream\r?\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? '')?.[1]);
    const start = (match.index ?? 0) + match[0].length;
    const data = pdf.subarray(start, start + length);
    const content = /\/FlateDecode/.test(match[1] ?? '') ? inflateSync(data) : data;
    pages.push(drawnText(content).replace(/\n/g, ' '));
  }
  return pages;
}
