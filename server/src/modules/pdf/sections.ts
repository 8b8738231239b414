import {
  type ComparisonGoal,
  displayName,
  formatGoal,
  formatMeasuredValue,
  type MeasurableUnit,
  type MeetingPdfTypes,
  type ValueScale,
} from '@eos/domain';
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  headlines,
  issues,
  measurables,
  measuredValues,
  memberships,
  rockMeetings,
  rocks,
  todos,
} from '../../db/schema/index.ts';
import { messageText } from '../../lib/errors.ts';

export type MeetingListType = Exclude<(typeof MeetingPdfTypes)[number], 'all'>;

/** The lists in the order a meeting PDF prints them ('all' prints every one). */
export const MEETING_LISTS: readonly MeetingListType[] = ['rocks', 'todos', 'issues', 'headlines', 'scorecard'];

export interface SectionQuery {
  orgId: string;
  meetingId: string;
}

/** One list of the PDF: a heading, its column titles, and a loader of printable rows (org-scoped, one string a column). */
export interface SectionSource {
  titleId: string;
  columns: readonly string[];
  load(db: DbOrTx, q: SectionQuery): Promise<string[][]>;
}

/** A person's name as the lists show it, from the owner's account joined in. */
const owner = { firstName: accounts.firstName, lastName: accounts.lastName };
const ownerOf = (row: { firstName: string; lastName: string }) => displayName(row);
/** A status in the words the screens use (the language pack), never the stored enum value. */
const said = (prefix: string, status: string) => messageText(`${prefix}_${status}`);

/** The meeting's Rocks, by due date: what its Rocks list shows (a closed Rock has left it). */
async function loadRocks(db: DbOrTx, q: SectionQuery): Promise<string[][]> {
  const rows = await db
    .select({ title: rocks.title, dueDate: rocks.dueDate, status: rocks.status, ...owner })
    .from(rockMeetings)
    .innerJoin(rocks, and(eq(rocks.orgId, rockMeetings.orgId), eq(rocks.id, rockMeetings.rockId)))
    .innerJoin(memberships, eq(memberships.id, rocks.ownerId))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(rockMeetings.orgId, q.orgId), eq(rockMeetings.tractionId, q.meetingId), ne(rocks.status, 'Closed')))
    .orderBy(asc(rocks.dueDate), asc(rocks.title));
  return rows.map((r) => [r.title, ownerOf(r), r.dueDate, said('ROCK_STATUS', r.status)]);
}

/** The meeting's To-Dos, by due date (removed ones are gone from its list). */
async function loadTodos(db: DbOrTx, q: SectionQuery): Promise<string[][]> {
  const rows = await db
    .select({ title: todos.title, dueDate: todos.dueDate, status: todos.status, ...owner })
    .from(todos)
    .innerJoin(memberships, eq(memberships.id, todos.ownerId))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(todos.orgId, q.orgId), eq(todos.tractionId, q.meetingId), ne(todos.status, 'Removed')))
    .orderBy(asc(todos.dueDate), asc(todos.createdAt));
  return rows.map((r) => [r.title, ownerOf(r), r.dueDate, said('TODO_STATUS', r.status)]);
}

/** The meeting's open Issues in the order the team ranked them: the priority is the place in that order. */
async function loadIssues(db: DbOrTx, q: SectionQuery): Promise<string[][]> {
  const rows = await db
    .select({ title: issues.title, ...owner })
    .from(issues)
    .innerJoin(memberships, eq(memberships.id, issues.ownerId))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(issues.orgId, q.orgId), eq(issues.tractionId, q.meetingId), eq(issues.status, 'Open')))
    .orderBy(asc(issues.rank));
  return rows.map((r, i) => [r.title, ownerOf(r), String(i + 1), messageText('ISSUE_STATUS_Open')]);
}

/** The meeting's Headlines not cleared yet, oldest first. */
async function loadHeadlines(db: DbOrTx, q: SectionQuery): Promise<string[][]> {
  const rows = await db
    .select({ title: headlines.title, status: headlines.status, ...owner })
    .from(headlines)
    .innerJoin(memberships, eq(memberships.id, headlines.ownerId))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(headlines.orgId, q.orgId), eq(headlines.tractionId, q.meetingId), isNull(headlines.clearedAt)))
    .orderBy(asc(headlines.createdAt));
  return rows.map((r) => [r.title, ownerOf(r), said('WIDGET_STATUS', r.status)]);
}

/** The meeting's active measurables in their Scorecard order, each goal and latest number as the grid writes them. */
async function loadScorecard(db: DbOrTx, q: SectionQuery): Promise<string[][]> {
  const rows = await db
    .select({
      id: measurables.id,
      title: measurables.title,
      goalValue: measurables.goalValue,
      comparison: measurables.comparison,
      unitOfMeasure: measurables.unitOfMeasure,
      valueScale: measurables.valueScale,
      decimalPlaces: measurables.decimalPlaces,
      ...owner,
    })
    .from(measurables)
    .innerJoin(memberships, eq(memberships.id, measurables.ownerId))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(
      and(eq(measurables.orgId, q.orgId), eq(measurables.tractionId, q.meetingId), eq(measurables.status, 'Active')),
    )
    .orderBy(asc(measurables.position));
  if (rows.length === 0) return [];
  // Each one's latest week, in one statement.
  const latest = await db
    .selectDistinctOn([measuredValues.measurableId], {
      measurableId: measuredValues.measurableId,
      value: measuredValues.value,
    })
    .from(measuredValues)
    .where(
      and(
        eq(measuredValues.orgId, q.orgId),
        inArray(
          measuredValues.measurableId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(measuredValues.measurableId, desc(measuredValues.intervalId));
  const latestOf = new Map(latest.map((v) => [v.measurableId, v.value]));
  return rows.map((r) => {
    const format = {
      unitOfMeasure: r.unitOfMeasure as MeasurableUnit,
      valueScale: r.valueScale as ValueScale,
      decimalPlaces: r.decimalPlaces,
    };
    const value = latestOf.get(r.id);
    return [
      r.title,
      ownerOf(r),
      formatGoal(r.goalValue, r.comparison as ComparisonGoal, format),
      value === undefined ? '' : formatMeasuredValue(value, format),
    ];
  });
}

export const SECTION_SOURCES: Record<MeetingListType, SectionSource> = {
  rocks: { titleId: 'PDF_SECTION_ROCKS', columns: ['Rock', 'Owner', 'Due', 'Status'], load: loadRocks },
  todos: { titleId: 'PDF_SECTION_TODOS', columns: ['To-Do', 'Owner', 'Due', 'Status'], load: loadTodos },
  issues: { titleId: 'PDF_SECTION_ISSUES', columns: ['Issue', 'Owner', 'Priority', 'Status'], load: loadIssues },
  headlines: { titleId: 'PDF_SECTION_HEADLINES', columns: ['Headline', 'Owner', 'Status'], load: loadHeadlines },
  scorecard: {
    titleId: 'PDF_SECTION_SCORECARD',
    columns: ['Measurable', 'Owner', 'Goal', 'Actual'],
    load: loadScorecard,
  },
};

export interface LoadedSection {
  type: MeetingListType;
  titleId: string;
  columns: readonly string[];
  rows: string[][];
}

/** The sections a request asks for, loaded in parallel. */
export function loadSections(
  db: DbOrTx,
  q: SectionQuery,
  type: (typeof MeetingPdfTypes)[number],
): Promise<LoadedSection[]> {
  const types = type === 'all' ? MEETING_LISTS : [type];
  return Promise.all(
    types.map(async (t) => {
      const source = SECTION_SOURCES[t];
      return { type: t, titleId: source.titleId, columns: source.columns, rows: await source.load(db, q) };
    }),
  );
}
