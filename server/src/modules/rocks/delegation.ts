import type { RockCreateRequest, Scope } from '@eos/domain';
import type { DbOrTx } from '../../db/client.ts';
import { invalid } from '../../lib/errors.ts';
import { loadRockMeetings } from './policy.ts';
import type { RockInsert, RockRow } from './repository.ts';

type Entry = RockCreateRequest['delegated'][number];

/** A filled delegated entry, with its index in the form (errors name `delegated.{i}.ownerId`). */
export interface Delegation {
  index: number;
  tractionId: string;
  type: Scope;
  ownerId: string;
}

/**
 * The form's delegated rows that were filled in: empty rows are dropped (the contract already refused
 * partly filled ones). Each meeting must be the organization's (404) and each owner invited there (422).
 */
export async function checkDelegations(db: DbOrTx, orgId: string, entries: readonly Entry[]): Promise<Delegation[]> {
  const filled = entries.flatMap((e, index) =>
    e.tractionId && e.type && e.ownerId ? [{ index, tractionId: e.tractionId, type: e.type, ownerId: e.ownerId }] : [],
  );
  if (filled.length === 0) return [];
  const meetings = await loadRockMeetings(
    db,
    orgId,
    filled.map((d) => d.tractionId),
  );
  for (const d of filled) {
    if (!meetings.invitees.get(d.tractionId)?.includes(d.ownerId))
      throw invalid('ERR_OWNER_NOT_IN_MEETING', `delegated.${d.index}.ownerId`);
  }
  return filled;
}

/** The child Rocks of a parent: same title, notes and due date, in the entry's meeting with its owner. */
export function childRocks(
  parent: RockRow,
  delegations: readonly Delegation[],
  createdById: string,
): { rock: RockInsert; tractionIds: string[] }[] {
  return delegations.map((d) => ({
    rock: {
      orgId: parent.orgId,
      ownerId: d.ownerId,
      title: parent.title,
      contentHtml: parent.contentHtml,
      dueDate: parent.dueDate,
      type: d.type,
      delegatedFromRockId: parent.id,
      createdById,
    },
    tractionIds: [d.tractionId],
  }));
}
