import type { MeetingPdfTypes } from '@eos/domain';
import type { DbOrTx } from '../../db/client.ts';

export type MeetingListType = Exclude<(typeof MeetingPdfTypes)[number], 'all'>;

/** The lists in the order a meeting PDF prints them ('all' prints every one). */
export const MEETING_LISTS: readonly MeetingListType[] = ['rocks', 'todos', 'issues', 'headlines', 'scorecard'];

export interface SectionQuery {
  orgId: string;
  meetingId: string;
}

/** One list of the PDF: a heading, its column titles, and a loader of printable rows. */
export interface SectionSource {
  titleId: string;
  columns: readonly string[];
  load(db: DbOrTx, q: SectionQuery): Promise<string[][]>;
}

/**
 * Rocks, To-Dos, Issues, Headlines and the scorecard do not exist in the product yet, so every
 * loader answers no rows and the PDF says 'No items yet'. The issue that adds a list replaces its
 * loader with an org-scoped query returning one string per column.
 */
const none = async (): Promise<string[][]> => [];

export const SECTION_SOURCES: Record<MeetingListType, SectionSource> = {
  rocks: { titleId: 'PDF_SECTION_ROCKS', columns: ['Rock', 'Owner', 'Due', 'Status'], load: none },
  todos: { titleId: 'PDF_SECTION_TODOS', columns: ['To-Do', 'Owner', 'Due', 'Status'], load: none },
  issues: { titleId: 'PDF_SECTION_ISSUES', columns: ['Issue', 'Owner', 'Priority', 'Status'], load: none },
  headlines: { titleId: 'PDF_SECTION_HEADLINES', columns: ['Headline', 'Owner', 'Status'], load: none },
  scorecard: { titleId: 'PDF_SECTION_SCORECARD', columns: ['Measurable', 'Owner', 'Goal', 'Actual'], load: none },
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
