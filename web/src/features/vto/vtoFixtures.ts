import type { Collection, Revision, VtoMetric, VtoRevision } from '@eos/domain';
import { ids, memberSession } from '../../test/fixtures';

export const vtoIds = {
  company: '66666666-6666-4666-8666-000000000001',
  folder: '66666666-6666-4666-8666-000000000002',
  revision: '77777777-7777-4777-8777-000000000001',
  draft: '77777777-7777-4777-8777-000000000002',
  copy: '77777777-7777-4777-8777-000000000003',
};

export function revisionFixture(overrides: Partial<Revision> = {}): Revision {
  return {
    id: vtoIds.revision,
    title: 'V/TO 2030',
    collectionId: vtoIds.company,
    collectionTitle: 'Acme Vision/Traction Organizer',
    isPublished: true,
    created: '2030-01-02T10:00:00.000Z',
    updated: '2030-01-05T10:00:00.000Z',
    createdById: ids.memberPerson,
    createdByName: 'Ada Lovelace',
    canEdit: true,
    ...overrides,
  };
}

export function folderFixture(overrides: Partial<Collection> = {}): Collection {
  return {
    id: vtoIds.company,
    title: 'Acme Vision/Traction Organizer',
    isCompanyFolder: true,
    created: '2030-01-01T10:00:00.000Z',
    updated: '2030-01-05T10:00:00.000Z',
    revisions: [revisionFixture()],
    ...overrides,
  };
}

export const folders = [
  folderFixture(),
  folderFixture({
    id: vtoIds.folder,
    title: 'Next year',
    isCompanyFolder: false,
    revisions: [
      revisionFixture({ id: vtoIds.draft, collectionId: vtoIds.folder, title: 'Draft 2031', isPublished: false }),
    ],
  }),
];

export function metric(overrides: Partial<VtoMetric> = {}): VtoMetric {
  return {
    id: '88888888-8888-4888-8888-000000000001',
    title: 'Revenue',
    sequence: 0,
    value: 12.5,
    unitOfMeasure: 'Dollar',
    valueScale: 'Million',
    decimalPlaces: 1,
    isVisibleToLtOnly: false,
    hidden: false,
    actual: null,
    ...overrides,
  };
}

/** A revision with a few parts filled in and the others empty. */
export function vtoFixture(overrides: Partial<VtoRevision> = {}): VtoRevision {
  return {
    revisionId: vtoIds.revision,
    collectionId: vtoIds.company,
    title: 'V/TO 2030',
    collectionTitle: 'Acme Vision/Traction Organizer',
    updated: '2030-01-05T10:00:00.000Z',
    isPublished: false,
    createdById: ids.memberPerson,
    linkedTractionId: null,
    permissions: { canView: true, canEdit: true, canManage: true },
    visibleToLtOnlyRevenue: false,
    visibleToLtOnlyProfit: true,
    vision: {
      coreValues: [
        { id: '99999999-9999-4999-8999-000000000001', title: 'Do the right thing', description: '', sequence: 0 },
        {
          id: '99999999-9999-4999-8999-000000000002',
          title: 'Grow or die',
          description: 'Always learning',
          sequence: 1,
        },
      ],
      coreValuesSpeech: null,
      coreFocus: null,
      tenYearTarget: null,
      targetMarkets: [],
      threeYearPicture: {
        id: '99999999-9999-4999-8999-000000000010',
        futureDate: '2033-12-31',
        notes: '',
        financialMetrics: [
          metric(),
          metric({
            id: '88888888-8888-4888-8888-000000000002',
            title: 'Profit',
            value: null,
            isVisibleToLtOnly: true,
            hidden: true,
          }),
        ],
        measurables: [],
        goals: [{ id: '99999999-9999-4999-8999-000000000011', title: 'Three offices', sequence: 0 }],
        updated: '2030-01-05T10:00:00.000Z',
      },
    },
    traction: {
      oneYearPlan: null,
      quarterlyPlan: null,
      longTermIssueList: {
        issues: [
          {
            id: '99999999-9999-4999-8999-000000000020',
            title: 'Hiring pipeline',
            notes: '',
            assignedToId: null,
            sequence: 0,
            created: '2030-01-05T10:00:00.000Z',
          },
        ],
      },
    },
    ...overrides,
  };
}

export const session = memberSession;
