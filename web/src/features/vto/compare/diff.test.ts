import type { VtoRevision } from '@eos/domain';
import { describe, expect, it } from 'vitest';
import { metric, vtoFixture } from '../vtoFixtures';
import { compareVtos, type DiffOptions, matchEntries } from './diff';
import { diffWords, htmlText } from './textDiff';

const opts: DiffOptions = {
  formatValue: (m) => (m.value === null ? 'Not set' : `$${m.value}M`),
  hiddenText: 'Hidden',
  formatDate: (d) => d,
};
const byPart = (older: VtoRevision, newer: VtoRevision) =>
  Object.fromEntries(compareVtos(older, newer, opts).map((d) => [d.part, d]));
const id = (n: number) => `99999999-9999-4999-8999-${String(n).padStart(12, '0')}`;

describe('compareVtos', () => {
  it('marks every part Unchanged when a revision is compared with its copy', () => {
    const diffs = compareVtos(vtoFixture(), structuredClone(vtoFixture()), opts);
    expect(diffs.map((d) => d.mark)).toEqual(Array(8).fill('Unchanged'));
  });

  it('marks parts Added, Removed and Changed, with the entries that differ', () => {
    const older = vtoFixture();
    const newer = structuredClone(older);
    newer.vision.coreValues = [
      // Renamed (same id), the other removed, one added.
      { id: id(1), title: 'Do the right thing, always', description: '', sequence: 0 },
      { id: id(50), title: 'Have fun', description: 'Laugh often', sequence: 1 },
    ];
    newer.vision.tenYearTarget = {
      id: id(60),
      futureDate: '2040-12-31',
      contentHtml: '<p>1,000 plants</p>',
      updated: '',
    };
    newer.traction.longTermIssueList.issues = [];
    const d = byPart(older, newer);
    expect(d.coreValues?.mark).toBe('Changed');
    expect(d.coreValues?.lists[0]?.entries).toEqual([
      { mark: 'Removed', before: 'Grow or die: Always learning', after: null },
      { mark: 'Changed', before: 'Do the right thing', after: 'Do the right thing, always' },
      { mark: 'Added', before: null, after: 'Have fun: Laugh often' },
    ]);
    expect(d.tenYearTarget?.mark).toBe('Added');
    expect(d.longTermIssues?.mark).toBe('Removed');
    expect(d.coreFocus?.mark).toBe('Unchanged');
    expect(d.threeYearPicture?.mark).toBe('Unchanged');
  });

  it('matches entries by title when their ids differ (typed again), and notices a new order', () => {
    const older = vtoFixture();
    const newer = structuredClone(older);
    newer.vision.coreValues = [
      { id: id(70), title: 'grow or die ', description: 'Always learning', sequence: 0 },
      { id: id(71), title: 'Do the right thing', description: '', sequence: 1 },
    ];
    const d = byPart(older, newer);
    // Titles match ignoring case and spaces; the trimmed text is the same, so only the order changed.
    expect(d.coreValues?.lists[0]).toMatchObject({ reordered: true });
    expect(d.coreValues?.lists[0]?.entries).toEqual([
      { mark: 'Changed', before: 'Grow or die: Always learning', after: 'grow or die : Always learning' },
    ]);
    expect(d.coreValues?.mark).toBe('Changed');
  });

  it('compares figures as the caller sees them: hidden ones compare as hidden', () => {
    const older = vtoFixture();
    const newer = structuredClone(older);
    const picture = newer.vision.threeYearPicture;
    if (!picture) throw new Error('fixture has a picture');
    // The hidden profit stays hidden (its value is not known to this caller): no change.
    picture.financialMetrics[0] = metric({ value: 15 });
    const d = byPart(older, newer);
    expect(d.threeYearPicture?.mark).toBe('Changed');
    expect(d.threeYearPicture?.lists).toEqual([
      {
        label: 'VTO_FINANCIALS',
        entries: [{ mark: 'Changed', before: 'Revenue: $12.5M', after: 'Revenue: $15M' }],
        reordered: false,
      },
    ]);
    const hiddenBoth = structuredClone(older);
    const profit = hiddenBoth.vision.threeYearPicture?.financialMetrics[1];
    expect(profit?.hidden).toBe(true);
    expect(byPart(older, hiddenBoth).threeYearPicture?.mark).toBe('Unchanged');
  });

  it('compares rich text as text, and the target markets field by field with their uniques', () => {
    const market = {
      id: id(80),
      title: 'Plants',
      sequence: 0,
      targetMarketHtml: '<ul><li>Midwest</li></ul>',
      uniques: [{ id: id(81), title: 'Fast', sequence: 0 }],
      provenProcessHtml: '<p>Visit</p>',
      guaranteeHtml: '<p>On time</p>',
      updated: '',
    };
    const older = vtoFixture();
    older.vision.targetMarkets = [market];
    const newer = structuredClone(older);
    newer.vision.targetMarkets = [
      {
        ...market,
        targetMarketHtml: '<ul><li><strong>Midwest</strong></li></ul>',
        guaranteeHtml: '<p>On time or free</p>',
        uniques: [...market.uniques, { id: id(82), title: 'Cheap', sequence: 1 }],
      },
    ];
    const d = byPart(older, newer);
    expect(d.targetMarkets?.mark).toBe('Changed');
    expect(d.targetMarkets?.fields).toEqual([
      { label: 'VTO_GUARANTEE', context: 'Plants', before: 'On time', after: 'On time or free' },
    ]);
    expect(d.targetMarkets?.lists).toEqual([
      {
        label: 'VTO_UNIQUES',
        context: 'Plants',
        entries: [{ mark: 'Added', before: null, after: 'Cheap' }],
        reordered: false,
      },
    ]);
  });

  it('compares the quarter’s Rocks by link', () => {
    const plan = {
      id: id(90),
      futureDate: '2030-03-31',
      futureDateNotes: '',
      financialMetrics: [],
      measurables: [],
      goals: [],
      updated: '',
      rocksForTheQuarter: [
        {
          id: id(91),
          rockId: id(92),
          sequence: 0,
          title: 'Open Denver',
          ownerId: id(93),
          status: 'OnTrack' as const,
          dueDate: '2030-03-31',
        },
      ],
    };
    const older = vtoFixture();
    older.traction.quarterlyPlan = plan;
    const newer = structuredClone(older);
    newer.traction.quarterlyPlan = { ...plan, rocksForTheQuarter: [] };
    const d = byPart(older, newer);
    expect(d.quarterlyPlan?.mark).toBe('Changed');
    expect(d.quarterlyPlan?.lists.at(-1)).toMatchObject({
      label: 'VTO_ROCKS_FOR_THE_QUARTER',
      entries: [{ mark: 'Removed', before: 'Open Denver', after: null }],
    });
  });
});

describe('matchEntries', () => {
  it('pairs by id first, then by title, once each', () => {
    const r = matchEntries(
      [
        { id: 'a', title: 'One' },
        { id: 'b', title: 'Two' },
        { id: 'c', title: 'Three' },
      ],
      [
        { id: 'x', title: 'two' },
        { id: 'a', title: 'Uno' },
        { id: 'y', title: 'Four' },
      ],
    );
    expect(r.pairs.map(([b, a]) => `${b.id}-${a.id}`)).toEqual(['a-a', 'b-x']);
    expect(r.removed.map((e) => e.id)).toEqual(['c']);
    expect(r.added.map((e) => e.id)).toEqual(['y']);
  });
});

describe('text differences', () => {
  it('reads rich text as lines of text', () => {
    expect(htmlText('<p>One &amp; two</p><ul><li>Three</li><li> four&nbsp;</li></ul>')).toBe('One & two\nThree\nfour');
    expect(htmlText(null)).toBe('');
  });

  it('diffs word by word', () => {
    expect(diffWords('1,000 plants on our schedule', '2,500 plants on our schedule by then')).toEqual([
      { text: '1,000', kind: 'removed' },
      { text: '2,500', kind: 'added' },
      { text: ' plants on our schedule', kind: 'same' },
      { text: ' by then', kind: 'added' },
    ]);
    expect(diffWords('', 'New')).toEqual([{ text: 'New', kind: 'added' }]);
    expect(diffWords('Same', 'Same')).toEqual([{ text: 'Same', kind: 'same' }]);
  });
});
