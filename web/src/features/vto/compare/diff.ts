import type { RestorableVtoPart, VtoMetric, VtoRevision } from '@eos/domain';
import { htmlText } from './textDiff';

// Compare two V/TO revisions part by part (item 11; docs/decisions.md, V/TO). Pure: the page formats
// figures and dates through the options and translates the labels (language-pack ids).

export type PartMark = 'Unchanged' | 'Changed' | 'Added' | 'Removed';
export type EntryMark = 'Added' | 'Removed' | 'Changed';

/** A single field whose text differs ('' when empty). `context` names the target market it belongs to. */
export interface FieldChange {
  label: string;
  context?: string;
  before: string;
  after: string;
}
export interface EntryChange {
  mark: EntryMark;
  before: string | null;
  after: string | null;
}
/** A list's entries added, removed or changed (matched by id, then by title), and whether their order changed. */
export interface ListChange {
  label: string;
  context?: string;
  entries: EntryChange[];
  reordered: boolean;
}
export interface PartDiff {
  part: RestorableVtoPart;
  mark: PartMark;
  fields: FieldChange[];
  lists: ListChange[];
}

export interface DiffOptions {
  /** A figure's value as the page shows it ('$12.5M', 'Not set'); not called for hidden figures. */
  formatValue: (metric: VtoMetric) => string;
  /** What a figure hidden from the caller reads as: two hidden figures compare equal. */
  hiddenText: string;
  formatDate: (date: string) => string;
}

interface Entry {
  id: string;
  title: string;
}

const norm = (title: string) => title.trim().toLowerCase();

/** Pairs entries by id, then the rest by title (ignoring case and spaces); what is left was added or removed. */
export function matchEntries<T extends Entry>(before: readonly T[], after: readonly T[]) {
  const pairs: [T, T][] = [];
  const afterLeft = new Map(after.map((e) => [e.id, e]));
  const beforeLeft: T[] = [];
  for (const b of before) {
    const same = afterLeft.get(b.id);
    if (same) {
      pairs.push([b, same]);
      afterLeft.delete(b.id);
    } else beforeLeft.push(b);
  }
  const removed: T[] = [];
  for (const b of beforeLeft) {
    const same = [...afterLeft.values()].find((a) => norm(a.title) === norm(b.title));
    if (same) {
      pairs.push([b, same]);
      afterLeft.delete(same.id);
    } else removed.push(b);
  }
  return { pairs, removed, added: [...afterLeft.values()] };
}

function listChange<T extends Entry>(
  label: string,
  before: readonly T[],
  after: readonly T[],
  text: (entry: T) => string,
  context?: string,
): ListChange | null {
  const { pairs, removed, added } = matchEntries(before, after);
  const entries: EntryChange[] = [
    ...removed.map((e) => ({ mark: 'Removed' as const, before: text(e), after: null })),
    ...pairs
      .filter(([b, a]) => text(b) !== text(a))
      .map(([b, a]) => ({ mark: 'Changed' as const, before: text(b), after: text(a) })),
    ...added.map((e) => ({ mark: 'Added' as const, before: null, after: text(e) })),
  ];
  // Pairs in the old order: the order changed when their new places are not increasing.
  const places = pairs
    .map(([b, a]) => [before.indexOf(b), after.indexOf(a)] as const)
    .sort((x, y) => x[0] - y[0])
    .map(([, place]) => place);
  const reordered = places.some((place, k) => k > 0 && place < (places[k - 1] ?? 0));
  if (entries.length === 0 && !reordered) return null;
  return { label, ...(context ? { context } : {}), entries, reordered };
}

function field(label: string, before: string, after: string, context?: string): FieldChange | null {
  return before === after ? null : { label, ...(context ? { context } : {}), before, after };
}

const present = <T>(list: (T | null)[]): T[] => list.filter((x): x is T => x !== null);

interface PartContent {
  exists: boolean;
  fields: FieldChange[];
  lists: ListChange[];
}

type Plan = {
  futureDate: string | null;
  financialMetrics: VtoMetric[];
  measurables: VtoMetric[];
  goals: Entry[];
};

function planDiff(before: Plan | null, after: Plan | null, opts: DiffOptions, goalsLabel: string) {
  const metric = (m: VtoMetric) => `${m.title}: ${m.hidden ? opts.hiddenText : opts.formatValue(m)}`;
  const date = (p: Plan | null) => (p?.futureDate ? opts.formatDate(p.futureDate) : '');
  const title = (e: Entry) => e.title;
  return {
    fields: present([field('VTO_FUTURE_DATE', date(before), date(after))]),
    lists: present([
      listChange('VTO_FINANCIALS', before?.financialMetrics ?? [], after?.financialMetrics ?? [], metric),
      listChange('VTO_MEASURABLES', before?.measurables ?? [], after?.measurables ?? [], metric),
      listChange(goalsLabel, before?.goals ?? [], after?.goals ?? [], title),
    ]),
  };
}

type Vto = Pick<VtoRevision, 'vision' | 'traction'>;

function compareOne(
  part: RestorableVtoPart,
  older: Vto,
  newer: Vto,
  opts: DiffOptions,
): PartContent & { was: boolean } {
  const [b, a] = [older, newer];
  switch (part) {
    case 'coreValues': {
      const value = (v: { title: string; description: string }) =>
        v.description ? `${v.title}: ${v.description}` : v.title;
      const speech = (v: Vto) => htmlText(v.vision.coreValuesSpeech?.notes);
      const exists = (v: Vto) => v.vision.coreValues.length > 0 || speech(v) !== '';
      return {
        was: exists(b),
        exists: exists(a),
        fields: present([field('VTO_CORE_VALUES_SPEECH', speech(b), speech(a))]),
        lists: present([listChange('VTO_CORE_VALUES', b.vision.coreValues, a.vision.coreValues, value)]),
      };
    }
    case 'coreFocus': {
      const f = (v: Vto) => v.vision.coreFocus;
      const heading = (v: Vto) => {
        const focus = f(v);
        if (!focus) return '';
        return focus.title === 'Custom' ? focus.customTitle : focus.title;
      };
      const exists = (v: Vto) => Boolean(f(v)?.description || f(v)?.niche);
      return {
        was: exists(b),
        exists: exists(a),
        fields: present([
          field('VTO_FOCUS_LABEL', heading(b), heading(a)),
          field('VTO_PURPOSE', f(b)?.description ?? '', f(a)?.description ?? ''),
          field('VTO_NICHE', f(b)?.niche ?? '', f(a)?.niche ?? ''),
        ]),
        lists: [],
      };
    }
    case 'tenYearTarget': {
      const date = (v: Vto) =>
        v.vision.tenYearTarget?.futureDate ? opts.formatDate(v.vision.tenYearTarget.futureDate) : '';
      const text = (v: Vto) => htmlText(v.vision.tenYearTarget?.contentHtml);
      const exists = (v: Vto) => date(v) !== '' || text(v) !== '';
      return {
        was: exists(b),
        exists: exists(a),
        fields: present([field('VTO_FUTURE_DATE', date(b), date(a)), field('VTO_TEN_YEAR_GOAL', text(b), text(a))]),
        lists: [],
      };
    }
    case 'targetMarkets': {
      const markets = matchEntries(b.vision.targetMarkets, a.vision.targetMarkets);
      const fields: FieldChange[] = [];
      const lists: ListChange[] = [];
      const named = listChange(
        'VTO_COMPARE_TARGET_MARKETS',
        b.vision.targetMarkets,
        a.vision.targetMarkets,
        (m) => m.title,
      );
      if (named) lists.push(named);
      for (const [was, is] of markets.pairs) {
        const context = is.title;
        fields.push(
          ...present([
            field('VTO_TARGET_MARKET', htmlText(was.targetMarketHtml), htmlText(is.targetMarketHtml), context),
            field('VTO_PROVEN_PROCESS', htmlText(was.provenProcessHtml), htmlText(is.provenProcessHtml), context),
            field('VTO_GUARANTEE', htmlText(was.guaranteeHtml), htmlText(is.guaranteeHtml), context),
          ]),
        );
        const uniques = listChange('VTO_UNIQUES', was.uniques, is.uniques, (u) => u.title, context);
        if (uniques) lists.push(uniques);
      }
      return { was: b.vision.targetMarkets.length > 0, exists: a.vision.targetMarkets.length > 0, fields, lists };
    }
    case 'threeYearPicture': {
      const [was, is] = [b.vision.threeYearPicture, a.vision.threeYearPicture];
      const plan = planDiff(was, is, opts, 'VTO_WHAT_DOES_IT_LOOK_LIKE');
      const notes = field('VTO_NOTES', htmlText(was?.notes), htmlText(is?.notes));
      return { was: Boolean(was), exists: Boolean(is), fields: present([...plan.fields, notes]), lists: plan.lists };
    }
    case 'oneYearPlan':
    case 'quarterlyPlan': {
      const [was, is] =
        part === 'oneYearPlan'
          ? [b.traction.oneYearPlan, a.traction.oneYearPlan]
          : [b.traction.quarterlyPlan, a.traction.quarterlyPlan];
      const goals = part === 'oneYearPlan' ? 'VTO_GOALS_FOR_THE_YEAR' : 'VTO_COMPARE_GOALS';
      const plan = planDiff(was, is, opts, goals);
      const notes = field('VTO_NOTES', htmlText(was?.futureDateNotes), htmlText(is?.futureDateNotes));
      const rocks =
        part === 'quarterlyPlan'
          ? listChange(
              'VTO_ROCKS_FOR_THE_QUARTER',
              b.traction.quarterlyPlan?.rocksForTheQuarter ?? [],
              a.traction.quarterlyPlan?.rocksForTheQuarter ?? [],
              (r) => r.title,
            )
          : null;
      return {
        was: Boolean(was),
        exists: Boolean(is),
        fields: present([...plan.fields, notes]),
        lists: present([...plan.lists, rocks]),
      };
    }
    case 'longTermIssues': {
      const [was, is] = [b.traction.longTermIssueList.issues, a.traction.longTermIssueList.issues];
      return {
        was: was.length > 0,
        exists: is.length > 0,
        fields: [],
        lists: present([listChange('VTO_ISSUES_LIST', was, is, (i) => i.title)]),
      };
    }
  }
}

/** The parts in the paper V/TO's order: the vision page, then the traction page. */
export const COMPARED_PARTS: readonly RestorableVtoPart[] = [
  'coreValues',
  'coreFocus',
  'tenYearTarget',
  'targetMarkets',
  'threeYearPicture',
  'oneYearPlan',
  'quarterlyPlan',
  'longTermIssues',
];

/**
 * Every part of `older` against `newer`: Added when only the newer has it filled in, Removed when only
 * the older has, Changed when any field or list differs (rich text compared as its text, so formatting
 * alone is no change), else Unchanged.
 */
export function compareVtos(older: Vto, newer: Vto, opts: DiffOptions): PartDiff[] {
  return COMPARED_PARTS.map((part) => {
    const { was, exists, fields, lists } = compareOne(part, older, newer, opts);
    let mark: PartMark = 'Unchanged';
    if (!was && exists) mark = 'Added';
    else if (was && !exists) mark = 'Removed';
    else if (was && exists && (fields.length > 0 || lists.length > 0)) mark = 'Changed';
    return { part, mark, fields, lists };
  });
}
