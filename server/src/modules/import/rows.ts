import {
  allowedDecimalPlaces,
  type ComparisonGoal,
  ContentHtml,
  Email,
  type ImportEntity,
  type ImportField,
  type ImportInviteRole,
  type ImportKind,
  ImportMessages,
  type ImportProblem,
  type MeasurableUnit,
  requiredText,
} from '@eos/domain';
import { messageText } from '../../lib/errors.ts';
import { htmlToParagraphs } from '../../lib/html-text.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { SourceRow } from './sources/source.ts';
import {
  parseComparison,
  parseDate,
  parseInviteRole,
  parseKind,
  parseNumber,
  parseStatus,
  parseUnit,
  splitName,
  squash,
} from './values.ts';

/** Who a row names as its owner: matched against the organization's people later. */
export interface OwnerRef {
  name: string;
  email: string;
  /** Columns, for the problems. */
  nameColumn: string;
  emailColumn: string;
}

export interface ItemDraft {
  row: number;
  kind: ImportKind | null;
  title: string;
  contentHtml: string;
  owner: OwnerRef;
  team: { value: string; column: string };
  /** Null: the kind's default (a To-Do in a week, a Rock at the end of the quarter). */
  dueDate: string | null;
  status: string;
  measurable?: {
    goal: number;
    comparison: ComparisonGoal;
    unit: MeasurableUnit;
    decimalPlaces: number;
    weeks: { intervalId: string; value: number }[];
  };
}

export interface PersonDraft {
  row: number;
  firstName: string;
  lastName: string;
  email: string;
  role: ImportInviteRole;
  team: { value: string; column: string };
}

export interface ReadRows {
  items: ItemDraft[];
  people: PersonDraft[];
  problems: ImportProblem[];
}

const problem = (row: number, column: string, id: string, params: (string | number)[] = []): ImportProblem => ({
  row,
  column,
  id,
  text: messageText(id, params),
});

/** Text that looks like HTML: titles keep their words only, through the one sanitizer. */
const looksLikeHtml = (s: string) => /<\/?[a-z!][^>]*>/i.test(s);
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A title as plain text: HTML in it is reduced to its words ('<b>Grow</b> sales' reads 'Grow sales'). */
export function plainTitle(raw: string): string {
  if (!looksLikeHtml(raw)) return raw;
  return htmlToParagraphs(sanitizeRichText(raw))
    .map((p) => p.text)
    .join(' ');
}

/** Notes as stored rich text: HTML through the sanitizer; plain text as paragraphs. */
export function notesHtml(raw: string): string {
  const text = raw.trim();
  if (text === '') return '';
  if (looksLikeHtml(text)) return sanitizeRichText(text);
  return sanitizeRichText(
    text
      .split(/\r?\n\s*\r?\n|\r?\n/)
      .map((line) => `<p>${escapeHtml(line.trim())}</p>`)
      .join(''),
  );
}

/** The title through the one string rule (requiredText): missing, too long or not text are problems. */
function checkTitle(row: number, column: string, raw: string, problems: ImportProblem[]): string {
  const title = plainTitle(raw).trim();
  const parsed = requiredText().safeParse(title);
  if (parsed.success) return parsed.data;
  const id = parsed.error.issues[0]?.message;
  if (id === 'VAL_MAX_LENGTH') problems.push(problem(row, column, ImportMessages.tooLong, [100]));
  else if (id === 'VAL_REQUIRED') problems.push(problem(row, column, ImportMessages.missingTitle));
  else problems.push(problem(row, column, ImportMessages.invalidText));
  return title.slice(0, 100);
}

const cell = (r: SourceRow, field: ImportField) => r.cells[field] ?? { column: field, value: '' };

function readItem(r: SourceRow, entity: ImportEntity, problems: ImportProblem[]): ItemDraft {
  const fixedKind: Record<string, ImportKind> = {
    rocks: 'rock',
    todos: 'todo',
    issues: 'issue',
    headlines: 'headline',
    measurables: 'measurable',
  };
  let kind: ImportKind | null = fixedKind[entity] ?? null;
  if (entity === 'items') {
    const type = cell(r, 'type');
    kind = parseKind(type.value) ?? null;
    if (!kind) problems.push(problem(r.row, type.column, ImportMessages.unknownType, [type.value]));
  }
  const title = cell(r, 'title');
  const checkedTitle = checkTitle(r.row, title.column, title.value, problems);
  const description = cell(r, 'description');
  let contentHtml = notesHtml(description.value);
  if (!ContentHtml.safeParse(contentHtml).success) {
    problems.push(problem(r.row, description.column, ImportMessages.tooLong, [50_000]));
    contentHtml = '';
  }
  const owner = cell(r, 'owner');
  const ownerEmail = cell(r, 'ownerEmail');
  const draft: ItemDraft = {
    row: r.row,
    kind,
    title: checkedTitle,
    contentHtml,
    owner: {
      name: owner.value.trim(),
      email: ownerEmail.value.trim().toLowerCase(),
      nameColumn: owner.column,
      emailColumn: ownerEmail.column,
    },
    team: { value: cell(r, 'team').value.trim(), column: cell(r, 'team').column },
    dueDate: null,
    status: '',
  };
  if (kind === 'rock' || kind === 'todo') {
    const due = cell(r, 'dueDate');
    if (due.value.trim() !== '') {
      draft.dueDate = parseDate(due.value);
      if (!draft.dueDate) problems.push(problem(r.row, due.column, ImportMessages.badDate, [due.value.slice(0, 40)]));
    }
  }
  if (kind && kind !== 'measurable') {
    const status = cell(r, 'status');
    const parsed = parseStatus(kind, status.value);
    if (parsed === undefined)
      problems.push(problem(r.row, status.column, ImportMessages.unknownValue, [status.value.slice(0, 40)]));
    draft.status = parsed ?? '';
  }
  if (kind === 'rock') {
    const progress = cell(r, 'progress');
    const n = parseNumber(progress.value);
    if (!n.ok || (n.value !== null && (n.value < 0 || n.value > 100)))
      problems.push(problem(r.row, progress.column, ImportMessages.badNumber, [progress.value.slice(0, 40)]));
    else if (n.value === 100 && squash(cell(r, 'status').value) === '') draft.status = 'Done';
  }
  if (kind === 'measurable') draft.measurable = readMeasurable(r, problems);
  return draft;
}

function readMeasurable(r: SourceRow, problems: ImportProblem[]): NonNullable<ItemDraft['measurable']> {
  const goalCell = cell(r, 'goal');
  const goal = parseNumber(goalCell.value);
  if (!goal.ok || goal.value === null)
    problems.push(problem(r.row, goalCell.column, ImportMessages.badNumber, [goalCell.value.slice(0, 40)]));
  const comparisonCell = cell(r, 'comparison');
  const comparison = parseComparison(comparisonCell.value);
  if (!comparison)
    problems.push(
      problem(r.row, comparisonCell.column, ImportMessages.unknownValue, [comparisonCell.value.slice(0, 40)]),
    );
  const unitCell = cell(r, 'unit');
  const unit = parseUnit(unitCell.value, goalCell.value);
  if (!unit) problems.push(problem(r.row, unitCell.column, ImportMessages.unknownValue, [unitCell.value.slice(0, 40)]));
  const weeks: { intervalId: string; value: number }[] = [];
  let needed = goal.ok ? goal.decimals : 0;
  for (const week of r.weeks) {
    const n = parseNumber(week.value);
    if (!n.ok) problems.push(problem(r.row, week.column, ImportMessages.badNumber, [week.value.slice(0, 40)]));
    else if (n.value !== null) {
      weeks.push({ intervalId: week.intervalId, value: n.value });
      needed = Math.max(needed, n.decimals);
    }
  }
  const goalValue = goal.ok ? (goal.value ?? 0) : 0;
  const allowed = allowedDecimalPlaces(unit ?? 'Number', 'One');
  const decimalPlaces = allowed.find((d) => d >= needed) ?? allowed.at(-1) ?? 0;
  return { goal: goalValue, comparison: comparison ?? 'GreaterOrEqual', unit: unit ?? 'Number', decimalPlaces, weeks };
}

function readPerson(r: SourceRow, inviteRole: ImportInviteRole, problems: ImportProblem[]): PersonDraft {
  const full = splitName(cell(r, 'fullName').value);
  const firstName = (cell(r, 'firstName').value.trim() || full.firstName).slice(0, 100);
  const lastName = (cell(r, 'lastName').value.trim() || full.lastName).slice(0, 100);
  const emailCell = cell(r, 'email');
  const email = Email.safeParse(emailCell.value);
  if (!email.success)
    problems.push(problem(r.row, emailCell.column, ImportMessages.badEmail, [emailCell.value.slice(0, 60)]));
  if (!firstName && !lastName) problems.push(problem(r.row, cell(r, 'firstName').column, ImportMessages.missingName));
  return {
    row: r.row,
    firstName,
    lastName,
    email: email.success ? email.data : '',
    role: parseInviteRole(cell(r, 'role').value, inviteRole),
    team: { value: cell(r, 'team').value.trim(), column: cell(r, 'team').column },
  };
}

/** Every row read and checked on its own (no database): drafts and the problems found. */
export function readRows(rows: readonly SourceRow[], entity: ImportEntity, inviteRole: ImportInviteRole): ReadRows {
  const problems: ImportProblem[] = [];
  if (entity === 'people') return { items: [], people: rows.map((r) => readPerson(r, inviteRole, problems)), problems };
  return { items: rows.map((r) => readItem(r, entity, problems)), people: [], problems };
}

export { problem };
