import type { ImportEntity, ImportField } from '@eos/domain';
import type { CsvTable } from '../csv.ts';
import { parseWeekHeader, squash } from '../values.ts';

/** The header names a tool's export uses, per kind of file: header (any case and punctuation) -> field. */
export type HeaderNames = Partial<Record<ImportEntity, Record<string, ImportField>>>;

/** One source: its own header names, tried before the generic synonyms. */
export interface ImportSourceDefinition {
  id: string;
  headers: HeaderNames;
}

/** Column -> field. */
export type ColumnMapping = Record<string, ImportField>;

/** Every row of a file in one shape, whatever its source: the cells by field, and a measurable's weeks. */
export interface SourceRow {
  /** The row in the file, the header being row 1. */
  row: number;
  cells: Partial<Record<ImportField, { column: string; value: string }>>;
  weeks: { column: string; intervalId: string; value: string }[];
}

/**
 * Proposes a mapping from the header names: the source's own names first, then `synonyms`; a
 * scorecard column whose header is a date (or a range of dates) is a week. Each field but 'week' is
 * given to one column only (the first); every other column is 'ignore'.
 */
export function proposeMapping(
  table: Pick<CsvTable, 'headers'>,
  entity: ImportEntity,
  allowed: readonly ImportField[],
  ...names: (Record<string, ImportField> | undefined)[]
): ColumnMapping {
  const lookup = new Map<string, ImportField>();
  for (const list of names) {
    for (const [header, field] of Object.entries(list ?? {})) {
      const key = squash(header);
      if (!lookup.has(key)) lookup.set(key, field);
    }
  }
  const taken = new Set<ImportField>();
  const mapping: ColumnMapping = {};
  for (const header of table.headers) {
    let field = lookup.get(squash(header));
    if (!field && entity === 'measurables' && parseWeekHeader(header)) field = 'week';
    if (!field || !allowed.includes(field) || (field !== 'week' && taken.has(field))) field = 'ignore';
    if (field !== 'ignore' && field !== 'week') taken.add(field);
    mapping[header] = field;
  }
  return mapping;
}

/** The rows of a table through a mapping, in the one shape every source produces. */
export function rowsThrough(table: CsvTable, mapping: ColumnMapping): SourceRow[] {
  const columns = table.headers.map((header) => ({
    header,
    field: mapping[header] ?? 'ignore',
    week: mapping[header] === 'week' ? parseWeekHeader(header) : null,
  }));
  return table.rows.map((cells, index) => {
    const row: SourceRow = { row: table.rowNumbers[index] ?? index + 2, cells: {}, weeks: [] };
    columns.forEach((column, i) => {
      const value = cells[i] ?? '';
      if (column.field === 'ignore') return;
      if (column.field === 'week') {
        // A week column whose header is not a date cannot say which week: the mapping step shows it.
        if (column.week && value.trim() !== '')
          row.weeks.push({ column: column.header, intervalId: column.week, value });
        return;
      }
      if (!row.cells[column.field]) row.cells[column.field] = { column: column.header, value };
    });
    return row;
  });
}
