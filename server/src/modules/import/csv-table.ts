import { CsvError, parse } from 'csv-parse/sync';
import { Refusal } from '../../lib/refusal.ts';

// Reading CSV text into a table: on the event loop for small files, in a worker thread for large ones
// (workers/csv.ts; csv.ts decides). It imports nothing heavy and refuses with Refusal.

/** A CSV file as read: its header row and its data rows (cells as text, short rows padded). */
export interface CsvTable {
  headers: string[];
  rows: string[][];
  /** Each data row's number in the file as a spreadsheet numbers it (the header is 1; blank rows count). */
  rowNumbers: number[];
}

export interface CsvLimits {
  maxRows: number;
  maxColumns: number;
}

const DELIMITERS = [',', ';', '\t'] as const;

const tooManyColumns = (limits: CsvLimits) =>
  new Refusal('validation', 'ERR_IMPORT_TOO_MANY_COLUMNS', [limits.maxColumns], 'csv');

/**
 * The header line's delimiter and its number of columns, read in one pass over the first line (up to its
 * first line break; quoted parts skipped): comma unless semicolons or tabs clearly separate it (Excel in
 * some locales). Refuses a header of more than maxColumns columns as soon as it has counted that many.
 */
export function headerLine(text: string, limits: CsvLimits): { delimiter: string; columns: number } {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let end = text.indexOf('\n', start);
  if (end === -1) end = text.length;
  const counts = [0, 0, 0];
  for (let i = start; i < end; i++) {
    const c = text[i];
    if (c === '"') {
      // A quoted part to its closing quote on this line; an unclosed quote is a character like any other.
      const close = text.indexOf('"', i + 1);
      if (close !== -1 && close < end) {
        i = close;
        continue;
      }
    }
    const d = c === ',' ? 0 : c === ';' ? 1 : c === '\t' ? 2 : -1;
    if (d === -1) continue;
    counts[d] = (counts[d] ?? 0) + 1;
    // The chosen delimiter has at least this many: more columns than allowed.
    if ((counts[d] ?? 0) >= limits.maxColumns) throw tooManyColumns(limits);
  }
  let best = 0;
  for (let d = 1; d < DELIMITERS.length; d++) if ((counts[d] ?? 0) > (counts[best] ?? 0)) best = d;
  const found = counts[best] ?? 0;
  return { delimiter: found > 0 ? (DELIMITERS[best] as string) : ',', columns: found + 1 };
}

/**
 * Reads CSV text with csv-parse: a byte-order mark, quoted fields over several lines, doubled quotes,
 * CRLF and blank lines are handled; a broken file (an unclosed quote) is a 422 naming the line, a
 * file over the limits a 413 (rows) or 422 (columns). Headers are trimmed; empty trailing header cells
 * are dropped.
 */
export function parseCsv(text: string, limits: CsvLimits): CsvTable {
  const { delimiter } = headerLine(text, limits);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      // Blank rows are dropped below, after numbering: a problem's row is the spreadsheet's row.
      // Rows well over the limit stop the parse early instead of reading the whole file.
      to: limits.maxRows * 2 + 2,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      throw new Refusal('validation', 'ERR_IMPORT_BAD_CSV', [line], 'csv');
    }
    throw error;
  }
  const [head, ...rows] = records;
  if (!head || head.every((h) => h.trim() === '')) throw new Refusal('validation', 'ERR_IMPORT_EMPTY_FILE', [], 'csv');
  // A header whose quoted cells hide line breaks is counted again, whole.
  if (head.length > limits.maxColumns) throw tooManyColumns(limits);
  const numbered = rows.map((cells, i) => ({ cells, row: i + 2 })).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (numbered.length > limits.maxRows) {
    throw new Refusal('payloadTooLarge', 'ERR_IMPORT_TOO_MANY_ROWS', [limits.maxRows]);
  }
  let width = head.length;
  while (width > 0 && (head[width - 1] ?? '').trim() === '') width--;
  const headers = head.slice(0, width).map((h, i) => h.trim() || `Column ${i + 1}`);
  // Two columns with one name: the second is told apart, so a mapping names each column once.
  const seen = new Map<string, number>();
  const unique = headers.map((h) => {
    const n = (seen.get(h.toLowerCase()) ?? 0) + 1;
    seen.set(h.toLowerCase(), n);
    return n === 1 ? h : `${h} (${n})`;
  });
  return {
    headers: unique,
    rows: numbered.map((r) => Array.from({ length: width }, (_, i) => r.cells[i] ?? '')),
    rowNumbers: numbered.map((r) => r.row),
  };
}
