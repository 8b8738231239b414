import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../db/client.ts';
import type { StoredAcDocument, StoredSeat } from '../db/schema/index.ts';
import { KINDS } from '../modules/collections/kinds.ts';
import { insertCollection, insertRevision } from '../modules/collections/repository.ts';
import { defaultVisibility } from '../modules/collections/revisions.ts';

// The demo organization's Accountability Chart (issue 17 item 10): the EOS top (Visionary, Integrator)
// and three functions with five roles each, published; and a Draft reorganization that adds Customer
// Success and hires for Operations, so a team sees both a Final and work in progress.

export interface DemoAcIds {
  orgId: string;
  orgName: string;
  owner: string;
  admin: string;
  member: string;
}

export const demoAcTitles = (year: number) => ({
  final: `Accountability Chart ${year}`,
  draft: 'Reorganization draft',
});

type SeatSpec = { title: string; holder: string | null; roles: string[]; isAssistant?: boolean; below?: SeatSpec[] };

/** Seats from a nested outline, keys in reading order (the root is 1). */
function seatsFrom(root: SeatSpec): StoredSeat[] {
  const seats: StoredSeat[] = [];
  const add = (spec: SeatSpec, parentId: string | null, sequence: number) => {
    const id = randomUUID();
    seats.push({
      id,
      key: seats.length + 1,
      parentId,
      sequence,
      title: spec.title,
      assignedToId: spec.holder,
      roles: spec.roles,
      isAssistant: spec.isAssistant ?? false,
      notes: '',
      notesUpdated: null,
      notesUpdatedById: null,
    });
    for (const [index, child] of (spec.below ?? []).entries()) add(child, id, index);
  };
  add(root, null, 0);
  return seats;
}

const functions = (ids: DemoAcIds, extra: SeatSpec[] = []): SeatSpec[] => [
  {
    title: 'Sales and Marketing',
    holder: ids.member,
    roles: [
      'Lead, manage, hold accountable',
      'Sales and marketing plan',
      'Hit the sales numbers',
      'Generate leads',
      'Own the sales process',
    ],
  },
  {
    title: 'Operations',
    holder: null,
    roles: [
      'Lead, manage, hold accountable',
      'Customer service',
      'Process management',
      'Make the product',
      'Deliver it',
    ],
  },
  {
    title: 'Finance',
    holder: ids.owner,
    roles: [
      'Lead, manage, hold accountable',
      'Budgeting',
      'Accounts payable and receivable',
      'Reporting',
      'IT and office',
    ],
  },
  ...extra,
];

/** The published chart: Visionary and Integrator on top, an assistant beside the Visionary, three functions. */
export function demoChart(ids: DemoAcIds, extra: SeatSpec[] = []): StoredAcDocument {
  return {
    seats: seatsFrom({
      title: 'Visionary',
      holder: ids.owner,
      roles: ['20 ideas a year', 'Creativity and problem solving', 'Big relationships', 'Culture', 'R&D'],
      below: [
        {
          title: 'Executive Assistant',
          holder: null,
          roles: ['Calendar and travel', 'Board preparation'],
          isAssistant: true,
        },
        {
          title: 'Integrator',
          holder: ids.admin,
          roles: [
            'Lead, manage, hold accountable',
            'Profit and loss',
            'Execute the business plan',
            'Integrate the functions',
            'Special projects',
          ],
          below: functions(ids, extra),
        },
      ],
    }),
  };
}

/** The company folder with the Final chart and the Draft reorganization, inside the demo seed's transaction. */
export async function seedDemoAc(tx: DbOrTx, ids: DemoAcIds, now: Date = new Date()): Promise<void> {
  const folder = await insertCollection(tx, {
    orgId: ids.orgId,
    kind: 'ac',
    title: `${ids.orgName} ${KINDS.ac.companyFolderSuffix}`,
    isCompanyFolder: true,
    createdById: null,
  });
  const titles = demoAcTitles(now.getUTCFullYear());
  const revision = { orgId: ids.orgId, kind: 'ac' as const, collectionId: folder.id, createdById: ids.owner };
  const draftAt = new Date(now.getTime() + 1000);
  await insertRevision(tx, {
    ...revision,
    title: titles.final,
    isPublished: true,
    visibility: defaultVisibility(),
    document: demoChart(ids),
    createdAt: now,
    updatedAt: now,
  });
  const customerSuccess: SeatSpec = {
    title: 'Customer Success',
    holder: null,
    roles: ['Lead, manage, hold accountable', 'Onboarding', 'Renewals', 'Support', 'Customer health'],
  };
  await insertRevision(tx, {
    ...revision,
    title: titles.draft,
    isPublished: false,
    visibility: defaultVisibility(),
    document: demoChart(ids, [customerSuccess]),
    createdAt: draftAt,
    updatedAt: draftAt,
  });
}
