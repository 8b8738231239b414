import { IMPORT_FIELDS_BY_ENTITY, type ImportEntity } from '@eos/domain';
import type { CsvTable } from '../csv.ts';
import { GENERIC_SYNONYMS, usableMapping } from './generic.ts';
import { type ColumnMapping, type HeaderNames, proposeMapping, rowsThrough, type SourceRow } from './source.ts';

/**
 * Ninety (ninety.io) exports, as docs/import.md describes them: one file per tool, the tool's item in
 * 'Title', its owner in 'Owner' (full name) with 'Owner Email', the team in 'Team'; Rocks carry
 * 'Due Date', 'Status' (On-Track, Off-Track, Done) and 'Progress' (percent of milestones done), To-Dos 'Due Date' and 'Completed', Issues
 * 'Status'; the Scorecard (Data tool) lists each KPI with 'Goal', 'Goal Operator' and 'Unit', then a
 * column per week named by its range ('03/02/2026 - 03/08/2026'). A combined list of items names
 * each row's tool in 'Type'. The user list: 'First Name', 'Last Name', 'Email', 'Role', 'Teams'.
 */
const ITEM = {
  Type: 'type',
  Title: 'title',
  Description: 'description',
  Owner: 'owner',
  'Owner Email': 'ownerEmail',
  Team: 'team',
  'Due Date': 'dueDate',
  Status: 'status',
} as const;

export const NINETY_HEADERS: HeaderNames = {
  items: { ...ITEM, Progress: 'progress' },
  rocks: { ...ITEM, Rock: 'title', Progress: 'progress' },
  todos: { ...ITEM, 'To-Do': 'title', Completed: 'status' },
  issues: { ...ITEM, Issue: 'title' },
  headlines: { ...ITEM, Headline: 'title' },
  measurables: {
    KPI: 'title',
    Measurable: 'title',
    Title: 'title',
    Owner: 'owner',
    'Owner Email': 'ownerEmail',
    Team: 'team',
    Goal: 'goal',
    'Goal Operator': 'comparison',
    Unit: 'unit',
  },
  people: { 'First Name': 'firstName', 'Last Name': 'lastName', Email: 'email', Role: 'role', Teams: 'team' },
};

export function proposeNinety(table: Pick<CsvTable, 'headers'>, entity: ImportEntity): ColumnMapping {
  return proposeMapping(table, entity, IMPORT_FIELDS_BY_ENTITY[entity], NINETY_HEADERS[entity], GENERIC_SYNONYMS);
}

/** A Ninety export in the common shape; a mapping the user adjusted wins over the known names. */
export function parseNinety(table: CsvTable, entity: ImportEntity, mapping?: ColumnMapping): SourceRow[] {
  return rowsThrough(table, mapping ? usableMapping(table, entity, mapping) : proposeNinety(table, entity));
}
