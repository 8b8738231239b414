import {
  CalendarDate,
  type ComparisonGoal,
  GOAL_MAX_LENGTH,
  type ImportInviteRole,
  type ImportKind,
  type IssueStatus,
  type MeasurableUnit,
  NUMBER_PATTERN,
  type RockStatus,
  type TodoStatus,
  weekIntervalId,
} from '@eos/domain';

/** Letters and digits only, lower case: how header names and cell words are compared. */
export const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as the tools export it: ISO (2026-03-31, with or without a time), US (3/31/2026, 03/31/26)
 * or with a month name (Mar 31, 2026; 31 Mar 2026). Answers 'YYYY-MM-DD' when the day exists, else
 * null. Both tools are US products: a slashed date is month first.
 */
export function parseDate(raw: string): string | null {
  const ymd = partsOf(raw.trim());
  if (!ymd) return null;
  const [y, m, d] = ymd;
  if (m < 1) return null;
  const iso = `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
  return CalendarDate.safeParse(iso).success ? iso : null;
}

const monthOf = (name: string | undefined) => MONTHS.indexOf((name ?? '').slice(0, 3).toLowerCase()) + 1;

/** Year, month and day of the formats parseDate reads, or null. */
function partsOf(s: string): [number, number, number] | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?: [\d:]+(?: ?[AP]M)?)?$/i.exec(s);
  if (us) {
    const year = Number(us[3]);
    return [year < 100 ? 2000 + year : year, Number(us[1]), Number(us[2])];
  }
  const monthFirst = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(s);
  if (monthFirst) return [Number(monthFirst[3]), monthOf(monthFirst[1]), Number(monthFirst[2])];
  const dayFirst = /^(\d{1,2}) ([A-Za-z]{3,9})\.? (\d{4})$/.exec(s);
  if (dayFirst) return [Number(dayFirst[3]), monthOf(dayFirst[2]), Number(dayFirst[1])];
  return null;
}

/**
 * The week a scorecard column holds, from its header: a date, or a range ('03/02/2026 - 03/08/2026',
 * 'Mar 2, 2026 – Mar 8, 2026'), possibly after 'Week of'. Answers the week's Monday, or null.
 */
export function parseWeekHeader(header: string): string | null {
  const first = header
    .replace(/^\s*(week\s*(of|starting|ending)?:?)\s*/i, '')
    .split(/\s+(?:-|–|—|to)\s+/)[0]
    ?.trim();
  const day = first ? parseDate(first) : null;
  return day ? weekIntervalId(day) : null;
}

/** A number and the decimal places it was written with ('52,300.00' has 2). */
export type NumberResult = { value: number | null; decimals: number; ok: true } | { ok: false };

/**
 * A number as people type them in a spreadsheet: '1,234.5', '$1,200', '85%', '(12)' for -12. Empty
 * is no number. What is left must pass the number field's rule (digits, one dot, a leading minus,
 * at most 15 characters), as the scorecard's own calls do.
 */
export function parseNumber(raw: string): NumberResult {
  let s = raw.trim();
  if (s === '') return { ok: true, value: null, decimals: 0 };
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  s = s.replace(/^[$€£¥₫]\s*/, '').replace(/\s*%$/, '');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  if (negative) s = `-${s}`;
  if (s.length > GOAL_MAX_LENGTH || !NUMBER_PATTERN.test(s)) return { ok: false };
  return { ok: true, value: Number(s), decimals: (s.split('.')[1] ?? '').length };
}

const ROCK_STATUSES: Record<string, RockStatus> = {
  '': 'OnTrack',
  ontrack: 'OnTrack',
  offtrack: 'OffTrack',
  done: 'Done',
  complete: 'Done',
  completed: 'Done',
  notdone: 'NotDone',
  incomplete: 'NotDone',
  closed: 'Closed',
  canceled: 'Canceled',
  cancelled: 'Canceled',
};
const TODO_STATUSES: Record<string, TodoStatus> = {
  '': 'NotDone',
  notdone: 'NotDone',
  open: 'NotDone',
  incomplete: 'NotDone',
  false: 'NotDone',
  no: 'NotDone',
  '0': 'NotDone',
  done: 'Done',
  complete: 'Done',
  completed: 'Done',
  true: 'Done',
  yes: 'Done',
  x: 'Done',
  '1': 'Done',
};
const ISSUE_STATUSES: Record<string, IssueStatus> = {
  '': 'Open',
  open: 'Open',
  false: 'Open',
  no: 'Open',
  solved: 'Solved',
  resolved: 'Solved',
  closed: 'Solved',
  done: 'Solved',
  true: 'Solved',
  yes: 'Solved',
};

/** A row's status for its kind; undefined when the word means nothing to us. */
export function parseStatus(kind: ImportKind, raw: string): string | undefined {
  const key = squash(raw);
  if (kind === 'rock') return ROCK_STATUSES[key];
  if (kind === 'todo') return TODO_STATUSES[key];
  if (kind === 'issue') return ISSUE_STATUSES[key];
  // Headlines, measurables and people have no status to import: the column is read as nothing.
  return '';
}

const KINDS: Record<string, ImportKind> = {
  rock: 'rock',
  rocks: 'rock',
  todo: 'todo',
  todos: 'todo',
  task: 'todo',
  issue: 'issue',
  issues: 'issue',
  headline: 'headline',
  headlines: 'headline',
  peopleheadline: 'headline',
  customerheadline: 'headline',
  employeeheadline: 'headline',
};

/** The Type column of a file of several kinds. */
export const parseKind = (raw: string): ImportKind | undefined => KINDS[squash(raw)];

const COMPARISONS: [RegExp, ComparisonGoal][] = [
  [/^(>=|≥|=>|gte|greaterorequal|greaterthanorequalto?|atleast|min(imum)?)$/, 'GreaterOrEqual'],
  [/^(<=|≤|=<|lte|lessorequal|lessthanorequalto?|atmost|max(imum)?)$/, 'LessOrEqual'],
  [/^(>|gt|greater|greaterthan|above)$/, 'Greater'],
  [/^(<|lt|less|lessthan|below)$/, 'Less'],
  [/^(=|==|eq|equal|equals|equalto)$/, 'Equal'],
];

/** A goal's comparison ('>=', 'Greater than or equal', …); empty is at least (GreaterOrEqual). */
export function parseComparison(raw: string): ComparisonGoal | undefined {
  const s = raw.trim().toLowerCase();
  if (s === '') return 'GreaterOrEqual';
  const key = /^[<>=≥≤]+$/.test(s) ? s : squash(s);
  return COMPARISONS.find(([re]) => re.test(key))?.[1];
}

const UNITS: Record<string, MeasurableUnit> = {
  '': 'Number',
  '#': 'Number',
  number: 'Number',
  numeric: 'Number',
  count: 'Number',
  '%': 'Percent',
  percent: 'Percent',
  percentage: 'Percent',
  $: 'Dollar',
  usd: 'Dollar',
  dollar: 'Dollar',
  dollars: 'Dollar',
  currency: 'Dollar',
  '€': 'Euro',
  eur: 'Euro',
  euro: 'Euro',
  '£': 'Pound',
  gbp: 'Pound',
  pound: 'Pound',
  '¥': 'Yen',
  jpy: 'Yen',
  yen: 'Yen',
  seconds: 'Seconds',
  minutes: 'Minutes',
  hours: 'Hours',
  days: 'Days',
};

/** A measurable's unit; a goal written '85%' or '$1,200' tells it when the column is empty. */
export function parseUnit(raw: string, goal: string): MeasurableUnit | undefined {
  const s = raw.trim().toLowerCase();
  const unit = UNITS[s] ?? UNITS[squash(s)];
  if (unit !== 'Number' || s !== '') return unit;
  if (/%\s*$/.test(goal)) return 'Percent';
  if (/^\(?\s*\$/.test(goal.trim())) return 'Dollar';
  return 'Number';
}

/**
 * The role a person from the file is invited with: Observer for observers and viewers, Member for any
 * other role named (the import never hands out Admin rights), the chosen default when empty.
 */
export function parseInviteRole(raw: string, fallback: ImportInviteRole): ImportInviteRole {
  const s = squash(raw);
  if (s === '') return fallback;
  return /observ|viewer|readonly/.test(s) ? 'Observer' : 'Member';
}

/** Splits 'Ada Lovelace' or 'Lovelace, Ada' into first and last names. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const s = full.trim().replace(/\s+/g, ' ');
  const comma = s.indexOf(',');
  if (comma > 0) return { firstName: s.slice(comma + 1).trim(), lastName: s.slice(0, comma).trim() };
  const space = s.indexOf(' ');
  return space === -1 ? { firstName: s, lastName: '' } : { firstName: s.slice(0, space), lastName: s.slice(space + 1) };
}
