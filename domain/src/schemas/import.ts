import { z } from 'zod';
import { Id } from './common.ts';

/**
 * Importing CSV exports of other EOS tools (issue 22 item 4; docs/import.md): Ninety, Bloom Growth, or
 * any CSV with a column mapping the user chooses. One request previews, one imports (one transaction).
 */

export const ImportSources = ['ninety', 'bloom-growth', 'generic'] as const;
export type ImportSource = (typeof ImportSources)[number];

/**
 * What a file holds. 'items' is a list of Rocks, To-Dos, Issues and Headlines together, a Type column
 * telling each row's kind; 'measurables' is a wide scorecard (one column per week).
 */
export const ImportEntities = ['items', 'rocks', 'todos', 'issues', 'headlines', 'measurables', 'people'] as const;
export type ImportEntity = (typeof ImportEntities)[number];

/** The kinds of item a row becomes. */
export const ImportKinds = ['rock', 'todo', 'issue', 'headline', 'measurable', 'person'] as const;
export type ImportKind = (typeof ImportKinds)[number];

/**
 * What a column may be mapped to. 'progress' is a Rock's percent complete (100 marks it Done when no
 * status says otherwise; our Rocks show progress from milestones, so nothing else is kept). 'week' is a column holding one week's numbers (a measurable's
 * scorecard, the header names the week); 'ignore' leaves a column out.
 */
export const ImportFields = [
  'ignore',
  'type',
  'title',
  'description',
  'owner',
  'ownerEmail',
  'team',
  'dueDate',
  'status',
  'progress',
  'goal',
  'comparison',
  'unit',
  'week',
  'firstName',
  'lastName',
  'fullName',
  'email',
  'role',
] as const;
export type ImportField = (typeof ImportFields)[number];

/** The fields each kind of file can use, in the order the mapping step offers them. */
export const IMPORT_FIELDS_BY_ENTITY: Record<ImportEntity, readonly ImportField[]> = {
  items: ['ignore', 'type', 'title', 'description', 'owner', 'ownerEmail', 'team', 'dueDate', 'status', 'progress'],
  rocks: ['ignore', 'title', 'description', 'owner', 'ownerEmail', 'team', 'dueDate', 'status', 'progress'],
  todos: ['ignore', 'title', 'description', 'owner', 'ownerEmail', 'team', 'dueDate', 'status'],
  issues: ['ignore', 'title', 'description', 'owner', 'ownerEmail', 'team', 'status'],
  headlines: ['ignore', 'title', 'description', 'owner', 'ownerEmail', 'team'],
  measurables: ['ignore', 'title', 'owner', 'ownerEmail', 'team', 'goal', 'comparison', 'unit', 'week'],
  people: ['ignore', 'firstName', 'lastName', 'fullName', 'email', 'role', 'team'],
};

/** Limits of one import: the CSV text and its data rows. */
export const IMPORT_LIMITS = {
  /** Characters of CSV text (about 5 MB). */
  maxCsvChars: 5 * 1024 * 1024,
  maxRows: 10_000,
  /**
   * Columns of the header row (issue 34 item 4): a scorecard's weekly columns for nine years and more, and
   * far from the 400,000 that held a server for seconds. Counted on the header line before the file is read.
   */
  maxColumns: 500,
  /** Sample rows the columns step answers. */
  sampleRows: 5,
} as const;

/** The roles people the import invites may get. */
export const ImportInviteRoles = ['Member', 'Observer'] as const;
export type ImportInviteRole = (typeof ImportInviteRoles)[number];

/** Problem message ids (language pack en.import.json). */
export const ImportMessages = {
  unknownOwner: 'IMPORT_PROBLEM_UNKNOWN_OWNER',
  missingOwner: 'IMPORT_PROBLEM_MISSING_OWNER',
  badDate: 'IMPORT_PROBLEM_BAD_DATE',
  badNumber: 'IMPORT_PROBLEM_BAD_NUMBER',
  missingTitle: 'IMPORT_PROBLEM_MISSING_TITLE',
  tooLong: 'IMPORT_PROBLEM_TOO_LONG',
  invalidText: 'IMPORT_PROBLEM_INVALID_TEXT',
  unknownTeam: 'IMPORT_PROBLEM_UNKNOWN_TEAM',
  unknownType: 'IMPORT_PROBLEM_UNKNOWN_TYPE',
  unknownValue: 'IMPORT_PROBLEM_UNKNOWN_VALUE',
  badEmail: 'IMPORT_PROBLEM_BAD_EMAIL',
  missingName: 'IMPORT_PROBLEM_MISSING_NAME',
  duplicateEmail: 'IMPORT_PROBLEM_DUPLICATE_EMAIL',
  noMeeting: 'IMPORT_PROBLEM_NO_MEETING',
  /** POST import refused: rows have problems and skipInvalidRows is false. */
  rowsWithProblems: 'ERR_IMPORT_ROWS_WITH_PROBLEMS',
  nothingToImport: 'ERR_IMPORT_NOTHING',
} as const;

// Plain strings, checked by the import itself: a request carries a whole file, and the cells go
// through the one string rule (requiredText, CalendarDate, NumericValue) row by row, as problems.
// The CSV text: its size is checked by the import (413 over IMPORT_LIMITS.maxCsvChars), the body by the route.
const CsvText = z.string();
const Mapping = z.record(z.string().max(10_000), z.enum(ImportFields));

export const ImportColumnsRequest = z.object({
  source: z.enum(ImportSources),
  entity: z.enum(ImportEntities),
  csv: CsvText,
});
export type ImportColumnsRequest = z.infer<typeof ImportColumnsRequest>;

export const ImportColumnsResponse = z.object({
  succeeded: z.literal(true),
  headers: z.array(z.string()),
  /** Column -> field, proposed from the header names (a source's own names, else synonyms). */
  mapping: z.record(z.string(), z.enum(ImportFields)),
  sampleRows: z.array(z.array(z.string())),
  rowCount: z.number().int(),
});
export type ImportColumnsResponse = z.infer<typeof ImportColumnsResponse>;

export const ImportPreviewRequest = z.object({
  source: z.enum(ImportSources),
  entity: z.enum(ImportEntities),
  csv: CsvText,
  /** The generic source's columns; Ninety and Bloom Growth files use their own names unless given. */
  mapping: Mapping.optional(),
  /** The meeting every row goes to; without it each row names its meeting in a Team column. */
  meetingId: Id.optional(),
  /** The role of people the import invites when the file gives none. */
  inviteRole: z.enum(ImportInviteRoles).default('Member'),
});
export type ImportPreviewRequest = z.infer<typeof ImportPreviewRequest>;

export const ImportRequest = ImportPreviewRequest.extend({
  /** Import the other rows when some have problems; false refuses the whole file (422). */
  skipInvalidRows: z.boolean().default(false),
});
export type ImportRequest = z.infer<typeof ImportRequest>;

export const ImportProblem = z.object({
  /** The row in the file, the header being row 1 (as a spreadsheet numbers it). */
  row: z.number().int(),
  column: z.string(),
  id: z.string(),
  text: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblem>;

export const ImportPreviewRow = z.object({
  row: z.number().int(),
  kind: z.enum(ImportKinds).nullable(),
  title: z.string(),
  ownerName: z.string(),
  /** The owner is not in the organization yet: the import invites them. */
  ownerInvited: z.boolean(),
  dueDate: z.string().nullable(),
  status: z.string().nullable(),
  meetingTitle: z.string(),
  /** A measurable's numbers. */
  weeks: z.number().int(),
  valid: z.boolean(),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRow>;

export const ImportInvitee = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ImportInviteRoles),
});
export type ImportInvitee = z.infer<typeof ImportInvitee>;

export const ImportPreviewResponse = z.object({
  succeeded: z.literal(true),
  total: z.number().int(),
  validRows: z.number().int(),
  rows: z.array(ImportPreviewRow),
  problems: z.array(ImportProblem),
  invitees: z.array(ImportInvitee),
});
export type ImportPreviewResponse = z.infer<typeof ImportPreviewResponse>;

const ImportCounts = z.object({
  rocks: z.number().int(),
  todos: z.number().int(),
  issues: z.number().int(),
  headlines: z.number().int(),
  measurables: z.number().int(),
  measuredValues: z.number().int(),
  people: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

export const ImportResult = z.object({
  succeeded: z.literal(true),
  created: ImportCounts,
  ids: z.object({
    rocks: z.array(Id),
    todos: z.array(Id),
    issues: z.array(Id),
    headlines: z.array(Id),
    measurables: z.array(Id),
    people: z.array(Id),
  }),
  /** Rows left out for their problems. */
  skippedRows: z.number().int(),
  /** The meetings that received items, with their thread (the meeting page's address). */
  meetings: z.array(z.object({ id: Id, threadId: Id, title: z.string() })),
  /** Whether the invitation mails went out (a mail limit may hold them back; resend from the License tab). */
  invitationsSent: z.boolean(),
});
export type ImportResult = z.infer<typeof ImportResult>;

/** Server-sent events of POST import when asked for text/event-stream. */
export const ImportStreamEvents = ['progress', 'result', 'error'] as const;
export type ImportStreamEvent = (typeof ImportStreamEvents)[number];
export interface ImportProgress {
  done: number;
  total: number;
}
