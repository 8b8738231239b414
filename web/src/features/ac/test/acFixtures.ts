import type { AcRevision, Seat } from '@eos/domain';
import { ids } from '../../../test/fixtures';

export const acIds = {
  collection: '99999999-9999-4999-8999-000000000001',
  revision: '99999999-9999-4999-8999-000000000002',
  root: '99999999-9999-4999-8999-000000000010',
  sales: '99999999-9999-4999-8999-000000000011',
  ops: '99999999-9999-4999-8999-000000000012',
  assistant: '99999999-9999-4999-8999-000000000013',
  rep: '99999999-9999-4999-8999-000000000014',
};

let nextKey = 1;

/** A seat with an open holder and no roles unless told. */
export function seatFixture(overrides: Partial<Seat> & Pick<Seat, 'id'>): Seat {
  return {
    key: nextKey++,
    parentId: null,
    sequence: 0,
    title: 'Seat',
    assignedToId: null,
    assignedTo: null,
    assignedToFirstName: null,
    assignedToLastName: null,
    avatarUrl: null,
    roles: [],
    isLT: false,
    isAssistant: false,
    isRoot: false,
    notes: '',
    notesUpdated: null,
    notesUpdatedById: null,
    ...overrides,
  };
}

/** Integrator on top, Sales and Operations below it, an assistant beside it, a rep under Sales. */
export function demoSeats(): Seat[] {
  return [
    seatFixture({
      id: acIds.root,
      isRoot: true,
      title: 'Integrator',
      assignedToId: ids.me,
      assignedTo: 'Ada Owner',
      assignedToFirstName: 'Ada',
      assignedToLastName: 'Owner',
      isLT: true,
      roles: ['Lead, manage, hold accountable', 'Profit and loss', 'Execute the business plan'],
    }),
    seatFixture({
      id: acIds.sales,
      parentId: acIds.root,
      sequence: 0,
      title: 'Sales',
      assignedToId: ids.bea,
      assignedTo: 'Bea Two',
      assignedToFirstName: 'Bea',
      assignedToLastName: 'Two',
      roles: ['Sales process', 'Hit the sales goal'],
    }),
    seatFixture({ id: acIds.ops, parentId: acIds.root, sequence: 1, title: 'Operations', roles: ['Customer service'] }),
    seatFixture({
      id: acIds.assistant,
      parentId: acIds.root,
      sequence: 2,
      title: 'Executive Assistant',
      isAssistant: true,
    }),
    seatFixture({ id: acIds.rep, parentId: acIds.sales, sequence: 0, title: 'Sales Rep' }),
  ];
}

export function chartFixture(overrides: Partial<AcRevision> = {}): AcRevision {
  return {
    revisionId: acIds.revision,
    collectionId: acIds.collection,
    title: 'Accountability Chart 2030',
    collectionTitle: 'Acme Accountability Chart',
    updated: '2030-01-05T10:00:00.000Z',
    isPublished: false,
    createdById: ids.me,
    permissions: { canView: true, canEdit: true, canManage: true },
    seats: demoSeats(),
    ...overrides,
  };
}
