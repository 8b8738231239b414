import { IMPORT_FIELDS_BY_ENTITY, type ImportEntity, type ImportField } from '@eos/domain';
import type { CsvTable } from '../csv.ts';
import { type ColumnMapping, proposeMapping, rowsThrough, type SourceRow } from './source.ts';

/**
 * Any CSV: the user maps its columns. The proposal reads common header names in English (and the
 * names both tools use, so a file from either read as 'Other CSV' is proposed sensibly too).
 */
export const GENERIC_SYNONYMS: Record<string, ImportField> = {
  type: 'type',
  kind: 'type',
  itemtype: 'type',
  title: 'title',
  name: 'title',
  rock: 'title',
  todo: 'title',
  issue: 'title',
  headline: 'title',
  peopleheadline: 'title',
  measurable: 'title',
  kpi: 'title',
  metric: 'title',
  subject: 'title',
  task: 'title',
  summary: 'title',
  description: 'description',
  details: 'description',
  notes: 'description',
  note: 'description',
  body: 'description',
  owner: 'owner',
  ownername: 'owner',
  assignee: 'owner',
  assignedto: 'owner',
  accountable: 'owner',
  accountableuser: 'owner',
  who: 'owner',
  user: 'owner',
  owneremail: 'ownerEmail',
  assigneeemail: 'ownerEmail',
  accountableuseremail: 'ownerEmail',
  email: 'ownerEmail',
  team: 'team',
  teams: 'team',
  teamname: 'team',
  meeting: 'team',
  meetingname: 'team',
  l10: 'team',
  duedate: 'dueDate',
  due: 'dueDate',
  dueby: 'dueDate',
  deadline: 'dueDate',
  date: 'dueDate',
  status: 'status',
  state: 'status',
  completed: 'status',
  complete: 'status',
  done: 'status',
  resolved: 'status',
  solved: 'status',
  progress: 'progress',
  completion: 'progress',
  percentcomplete: 'progress',
  complete100: 'progress',
  goal: 'goal',
  target: 'goal',
  goalvalue: 'goal',
  comparison: 'comparison',
  goaldirection: 'comparison',
  goaloperator: 'comparison',
  goalorientation: 'comparison',
  direction: 'comparison',
  operator: 'comparison',
  unit: 'unit',
  units: 'unit',
  unittype: 'unit',
  format: 'unit',
  firstname: 'firstName',
  first: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  fullname: 'fullName',
  emailaddress: 'email',
  role: 'role',
  usertype: 'role',
  permission: 'role',
  accesslevel: 'role',
};

/** In a people file, a bare 'Email' or 'Name' is the person's own. */
const PEOPLE_SYNONYMS: Record<string, ImportField> = { email: 'email', name: 'fullName', user: 'fullName' };

export function proposeGeneric(table: Pick<CsvTable, 'headers'>, entity: ImportEntity): ColumnMapping {
  const allowed = IMPORT_FIELDS_BY_ENTITY[entity];
  return proposeMapping(table, entity, allowed, entity === 'people' ? PEOPLE_SYNONYMS : undefined, GENERIC_SYNONYMS);
}

/** The rows through the user's mapping (fields the kind of file cannot use are left out). */
export function parseGeneric(table: CsvTable, entity: ImportEntity, mapping: ColumnMapping): SourceRow[] {
  return rowsThrough(table, usableMapping(table, entity, mapping));
}

/**
 * A mapping as sent, made safe: each of the file's columns gets the field named for it (its own key
 * only, never something inherited such as 'constructor') when the kind of file can use that field.
 */
export function usableMapping(
  table: Pick<CsvTable, 'headers'>,
  entity: ImportEntity,
  mapping: ColumnMapping,
): ColumnMapping {
  const allowed = IMPORT_FIELDS_BY_ENTITY[entity];
  const safe: ColumnMapping = {};
  for (const header of table.headers) {
    const field = Object.hasOwn(mapping, header) ? mapping[header] : undefined;
    safe[header] = field && allowed.includes(field) ? field : 'ignore';
  }
  return safe;
}
