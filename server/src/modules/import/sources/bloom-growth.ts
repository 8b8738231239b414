import { IMPORT_FIELDS_BY_ENTITY, type ImportEntity } from '@eos/domain';
import type { CsvTable } from '../csv.ts';
import { GENERIC_SYNONYMS, usableMapping } from './generic.ts';
import { type ColumnMapping, type HeaderNames, proposeMapping, rowsThrough, type SourceRow } from './source.ts';

/**
 * Bloom Growth (formerly Traction Tools) exports, as docs/import.md describes them: each list names its
 * item by the list ('Rock', 'To-do', 'Issue', 'People Headline', 'Measurable'), its owner as
 * 'Accountable User' (Rocks, To-dos, Measurables; 'Owner' on Issues and Headlines) with the
 * 'Email' of that user, the meeting in 'Meeting' and notes in 'Details'. Rocks have 'Due Date' and
 * 'Status' (On Track, Off Track, Done), To-dos 'Due Date' and 'Complete' (True/False), Issues
 * 'Resolved'. Metrics (the scorecard) have 'Goal Direction' and 'Goal' and 'Units', then one column
 * per week named by its start date ('3/2/2026'); the measurable's 'Admin' is not imported.
 * Users: 'First Name', 'Last Name', 'Email', 'User Type'.
 */
const COMMON = {
  Details: 'description',
  'Accountable User': 'owner',
  Owner: 'owner',
  Email: 'ownerEmail',
  'Accountable User Email': 'ownerEmail',
  Meeting: 'team',
} as const;

export const BLOOM_GROWTH_HEADERS: HeaderNames = {
  items: { Type: 'type', Title: 'title', ...COMMON, 'Due Date': 'dueDate', Status: 'status' },
  rocks: { Rock: 'title', ...COMMON, 'Due Date': 'dueDate', Status: 'status' },
  todos: { 'To-do': 'title', ...COMMON, 'Due Date': 'dueDate', Complete: 'status' },
  issues: { Issue: 'title', ...COMMON, Resolved: 'status' },
  headlines: { 'People Headline': 'title', Headline: 'title', ...COMMON },
  measurables: {
    Measurable: 'title',
    'Accountable User': 'owner',
    Email: 'ownerEmail',
    Meeting: 'team',
    'Goal Direction': 'comparison',
    Goal: 'goal',
    Units: 'unit',
    Admin: 'ignore',
  },
  people: { 'First Name': 'firstName', 'Last Name': 'lastName', Email: 'email', 'User Type': 'role' },
};

export function proposeBloomGrowth(table: Pick<CsvTable, 'headers'>, entity: ImportEntity): ColumnMapping {
  return proposeMapping(table, entity, IMPORT_FIELDS_BY_ENTITY[entity], BLOOM_GROWTH_HEADERS[entity], GENERIC_SYNONYMS);
}

/** A Bloom Growth export in the common shape; a mapping the user adjusted wins over the known names. */
export function parseBloomGrowth(table: CsvTable, entity: ImportEntity, mapping?: ColumnMapping): SourceRow[] {
  return rowsThrough(table, mapping ? usableMapping(table, entity, mapping) : proposeBloomGrowth(table, entity));
}
