import type { ImportEntity, ImportSource } from '@eos/domain';
import type { CsvTable } from '../csv.ts';
import { parseBloomGrowth, proposeBloomGrowth } from './bloom-growth.ts';
import { parseGeneric, proposeGeneric } from './generic.ts';
import { parseNinety, proposeNinety } from './ninety.ts';
import type { ColumnMapping, SourceRow } from './source.ts';

/** The proposed mapping of a file's columns for a source. */
export function proposeFor(
  source: ImportSource,
  table: Pick<CsvTable, 'headers'>,
  entity: ImportEntity,
): ColumnMapping {
  if (source === 'ninety') return proposeNinety(table, entity);
  if (source === 'bloom-growth') return proposeBloomGrowth(table, entity);
  return proposeGeneric(table, entity);
}

/** A file's rows in the common shape, through its source's parser. */
export function parseWith(
  source: ImportSource,
  table: CsvTable,
  entity: ImportEntity,
  mapping?: ColumnMapping,
): SourceRow[] {
  if (source === 'ninety') return parseNinety(table, entity, mapping);
  if (source === 'bloom-growth') return parseBloomGrowth(table, entity, mapping);
  return parseGeneric(table, entity, mapping ?? proposeGeneric(table, entity));
}
