import type { AcRevision, Seat } from '@eos/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { StoredAcDocument, StoredSeat } from '../../db/schema/index.ts';
import type { LoadedRevision, Viewer } from '../collections/policy.ts';
import { findPeople, type PersonRow } from '../people/repository.ts';
import { seatsOf } from './seats.ts';

/** A seat with its holder as they are now: names, picture and the LT badge (002 §3). */
function presentSeat(seat: StoredSeat, holder: PersonRow | undefined): Seat {
  return {
    id: seat.id,
    key: seat.key,
    parentId: seat.parentId,
    sequence: seat.sequence,
    title: seat.title,
    // A holder who left the organization leaves the seat open.
    assignedToId: holder ? seat.assignedToId : null,
    assignedTo: holder ? `${holder.firstName} ${holder.lastName}` : null,
    assignedToFirstName: holder?.firstName ?? null,
    assignedToLastName: holder?.lastName ?? null,
    avatarUrl: holder?.avatarUrl ?? null,
    roles: seat.roles,
    isLT: holder?.isLeadershipTeam ?? false,
    isAssistant: seat.isAssistant,
    isRoot: seat.parentId === null,
    notes: seat.notes,
    notesUpdated: seat.notesUpdated,
    notesUpdatedById: seat.notesUpdatedById,
  };
}

/** The seats with their holders, the holders read in one query. */
export async function presentSeats(db: DbOrTx, orgId: string, seats: readonly StoredSeat[]): Promise<Seat[]> {
  const holderIds = seats.flatMap((s) => (s.assignedToId ? [s.assignedToId] : []));
  const people = new Map((await findPeople(db, orgId, holderIds)).map((p) => [p.id, p]));
  return seats.map((seat) => presentSeat(seat, seat.assignedToId ? people.get(seat.assignedToId) : undefined));
}

/** GET ac/collection/{c}/revision/{r}: the chart and every seat, with what the caller may do. */
export async function presentChart(db: DbOrTx, viewer: Viewer, loaded: LoadedRevision): Promise<AcRevision> {
  const { folder, revision, rights } = loaded;
  return {
    revisionId: revision.id,
    collectionId: folder.id,
    title: revision.title,
    collectionTitle: folder.title,
    updated: revision.updatedAt.toISOString(),
    isPublished: revision.isPublished,
    createdById: revision.createdById,
    permissions: rights,
    seats: await presentSeats(db, viewer.orgId, seatsOf(revision.document as StoredAcDocument)),
  };
}
