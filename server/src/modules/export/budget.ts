import { type ColumnInfo, EXPORTED, exportedColumns, exportOrder } from './catalogue.ts';

/**
 * How many bytes a restore lets each json file of an export inflate to (issue 34 item 4): a fixed
 * allowance plus, for each row the manifest counts in it, the most one row can take. Checked against
 * the zip's declared sizes before anything is inflated, and against the real rows after parsing
 * (read-zip.ts). A file that needs more was padded: a zip bomb of whitespace JSON, not an export.
 *
 * The most a row can take is the sum over its columns, as JSON.stringify(rows, null, 2) writes them,
 * with every character of text at its worst (6 bytes: a control character written as \u001f; 3 for a
 * character outside ASCII):
 * - a scalar (id, number, date, boolean, enumerated text): its key, indent and value, 128 bytes;
 * - plain text (names, titles): 2,000 characters, more than any text field of the app allows;
 * - HTML notes (*_html): ContentHtml's 50,000 characters;
 * - an array of texts (free domains, permissions): 16 kB;
 * - a JSON document (an agenda, a dashboard, a session's summary): 2 MB, twice what one request may
 *   send (1 MB, app.ts bodyLimit), for indentation;
 * - a V/TO or chart revision's document, which grows by many writes and has no cap on seats: 16 MB.
 * Measured on the demo organization's export (export.test.ts), real rows take 160 to 1,900 bytes and
 * revisions 6 to 11 kB: the budget is hundreds of times what real data needs, and refuses only padding.
 */
export const FILE_ALLOWANCE = 1024 * 1024;

const SCALAR = 128;
const TEXT = SCALAR + 6 * 2_000;
const HTML = SCALAR + 6 * 50_000;
const ARRAY = 16 * 1024;
const DOCUMENT = 2 * 1024 * 1024;
const REVISION_DOCUMENT = 16 * 1024 * 1024;

function columnBytes(table: string, column: ColumnInfo): number {
  switch (column.type) {
    case 'PgText':
      return column.name.endsWith('_html') ? HTML : TEXT;
    case 'PgArray':
      return ARRAY;
    case 'PgJsonb':
      return table === 'revisions' ? REVISION_DOCUMENT : DOCUMENT;
    default:
      return SCALAR;
  }
}

/** The most bytes one row of each json file can take, by file name. */
export function rowBudgets(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const info of exportOrder()) {
    const file = (EXPORTED[info.name] as { file: string }).file;
    let bytes = exportedColumns(info).reduce((sum, c) => sum + columnBytes(info.name, c), 0);
    // A person also carries their account's email, first and last name (export.ts).
    if (info.name === 'memberships') bytes += 3 * TEXT;
    out[file] = bytes;
  }
  return out;
}
