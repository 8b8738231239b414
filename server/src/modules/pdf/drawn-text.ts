// Test support: what a rendered PDF says, to check documents by their text.

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
