import { IMPORT_LIMITS } from '@eos/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError, message } from '../../lib/errors.ts';

/** A CSV file as read: its header row and its data rows (cells as text, short rows padded). */
export interface CsvTable {
  headers: string[];
  rows: string[][];
  /** Each data row's number in the file as a spreadsheet numbers it (the header is 1; blank rows count). */
  rowNumbers: number[];
}

/** The delimiter of the header line: comma unless semicolons or tabs clearly separate it (Excel in some locales). */
function sniffDelimiter(text: string): string {
  const end = text.indexOf('\n');
  const first = (end === -1 ? text : text.slice(0, end)).replace(/"[^"]*"/g, '');
  const counts: [string, number][] = [',', ';', '\t'].map((d) => [d, first.split(d).length - 1]);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0] && counts[0][1] > 0 ? counts[0][0] : ',';
}

export const tooLarge = () =>
  new AppError('payloadTooLarge', [message('ERR_IMPORT_FILE_TOO_LARGE', [IMPORT_LIMITS.maxCsvChars / 1024 / 1024])]);

/**
 * Reads CSV text with csv-parse: a byte-order mark, quoted fields over several lines, doubled quotes,
 * CRLF and blank lines are handled; a broken file (an unclosed quote) is a 422 naming the line, a
 * file over the limits a 413. Headers are trimmed; empty trailing header cells are dropped.
 */
export function readCsv(text: string): CsvTable {
  if (text.length > IMPORT_LIMITS.maxCsvChars) throw tooLarge();
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: sniffDelimiter(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      // Blank rows are dropped below, after numbering: a problem's row is the spreadsheet's row.
      // Rows well over the limit stop the parse early instead of reading the whole file.
      to: IMPORT_LIMITS.maxRows * 2 + 2,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      throw new AppError('validation', [message('ERR_IMPORT_BAD_CSV', [line], 'csv')]);
    }
    throw error;
  }
  const [head, ...rows] = records;
  if (!head || head.every((h) => h.trim() === '')) {
    throw new AppError('validation', [message('ERR_IMPORT_EMPTY_FILE', [], 'csv')]);
  }
  const numbered = rows.map((cells, i) => ({ cells, row: i + 2 })).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (numbered.length > IMPORT_LIMITS.maxRows) {
    throw new AppError('payloadTooLarge', [message('ERR_IMPORT_TOO_MANY_ROWS', [IMPORT_LIMITS.maxRows])]);
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
