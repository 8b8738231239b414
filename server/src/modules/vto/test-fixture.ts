import type { VtoMetric, VtoRevision } from '@eos/domain';

// Test support: a filled-in V/TO as GET vto/collection/{c}/revision/{r} answers it.

let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const at = '2026-11-24T10:00:00.000Z';

export function metric(title: string, value: number | null, extra: Partial<VtoMetric> = {}): VtoMetric {
  return {
    id: id(),
    title,
    sequence: 0,
    value,
    unitOfMeasure: 'Dollar',
    valueScale: 'Million',
    decimalPlaces: 2,
    isVisibleToLtOnly: false,
    hidden: false,
    actual: null,
    ...extra,
  };
}

export const people = { maya: id(), adam: id() };

export function filledVto(overrides: Partial<VtoRevision> = {}): VtoRevision {
  const entry = (title: string, sequence: number) => ({ id: id(), title, sequence });
  return {
    revisionId: id(),
    collectionId: id(),
    title: 'V/TO 2027',
    collectionTitle: 'Acme Vision/Traction Organizer',
    updated: at,
    isPublished: false,
    createdById: people.maya,
    linkedTractionId: id(),
    permissions: { canView: true, canEdit: true, canManage: true },
    visibleToLtOnlyRevenue: true,
    visibleToLtOnlyProfit: false,
    vision: {
      coreValues: [
        { ...entry('Help first', 0), description: 'We help before we sell' },
        { ...entry('Own it', 1), description: '' },
      ],
      coreValuesSpeech: { id: id(), notes: '<p>We tell the story of the night shift.</p>' },
      coreFocus: {
        id: id(),
        title: 'Purpose',
        customTitle: '',
        description: 'Make every plant run on time',
        niche: 'Scheduling for mid-size manufacturers',
        updated: at,
      },
      tenYearTarget: {
        id: id(),
        futureDate: '2036-12-31',
        contentHtml: '<p>1,000 plants on our schedule</p>',
        updated: at,
      },
      targetMarkets: [
        {
          id: id(),
          title: 'Mid-size manufacturers',
          sequence: 0,
          targetMarketHtml: '<ul><li>50 to 500 staff</li><li>Midwest</li></ul>',
          uniques: [entry('Live in a week', 0), entry('Plant-floor support', 1), entry('Fixed price', 2)],
          provenProcessHtml: '<p>Visit, map, switch on</p>',
          guaranteeHtml: '<p>On time or the month is free</p>',
          updated: at,
        },
      ],
      threeYearPicture: {
        id: id(),
        futureDate: '2029-12-31',
        notes: '',
        financialMetrics: [metric('Revenue', null, { isVisibleToLtOnly: true, hidden: true }), metric('Profit', 2.5)],
        measurables: [metric('Plants', 400, { unitOfMeasure: 'Number', valueScale: 'One', decimalPlaces: 0 })],
        goals: [entry('Three offices', 0), entry('A COO in the seat', 1)],
        updated: at,
      },
    },
    traction: {
      oneYearPlan: {
        id: id(),
        futureDate: '2027-12-31',
        futureDateNotes: '',
        financialMetrics: [metric('Revenue', 12), metric('Profit', 1.5)],
        measurables: [],
        goals: [entry('Hire a CFO', 0), entry('Open Denver', 1)],
        updated: at,
      },
      quarterlyPlan: {
        id: id(),
        futureDate: '2027-03-31',
        futureDateNotes: '',
        financialMetrics: [
          metric('Revenue', 3, { actual: { id: id(), value: 3.2, valueScale: 'Million', decimalPlaces: 2 } }),
        ],
        measurables: [],
        goals: [],
        rocksForTheQuarter: [
          {
            id: id(),
            rockId: id(),
            sequence: 0,
            title: 'Sign the Denver lease',
            ownerId: people.adam,
            status: 'OnTrack',
            dueDate: '2027-03-31',
          },
        ],
        updated: at,
      },
      longTermIssueList: {
        issues: [
          {
            id: id(),
            title: 'Churn in the first year',
            notes: '',
            assignedToId: people.maya,
            sequence: 0,
            created: at,
          },
        ],
      },
    },
    ...overrides,
  };
}
