import type { DbOrTx } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { assertCanEditItem, inviteesByMeeting } from '../items/access.ts';
import { findMeetings } from '../meetings/repository.ts';
import { findRock, meetingIdsByRock, type RockRow } from './repository.ts';

/** A set of meetings of the caller's organization with their invitees (a Rock's, or a form's). */
export interface RockMeetings {
  ids: string[];
  invitees: Map<string, string[]>;
}

/** Everyone invited to any of the meetings: a Rock in several meetings is theirs to edit. */
export const allInvitees = (m: RockMeetings): string[] => m.ids.flatMap((id) => m.invitees.get(id) ?? []);

/** The meetings, all of them the caller's organization's (any other id is 404), with invitees: two queries. */
export async function loadRockMeetings(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<RockMeetings> {
  const unique = [...new Set(ids)];
  const found = await findMeetings(db, orgId, unique);
  if (found.length !== unique.length) throw notFound();
  return { ids: unique, invitees: await inviteesByMeeting(db, orgId, unique) };
}

/** A Rock's owner is invited to at least one of its meetings (the owner picker lists only them). */
export function assertOwnerInSomeMeeting(meetings: RockMeetings, ownerId: string, field: string): void {
  if (!meetings.ids.some((id) => meetings.invitees.get(id)?.includes(ownerId)))
    throw invalid('ERR_OWNER_NOT_IN_MEETING', field);
}

/** The Rock if it is the caller's organization's; anything else is 404, like an id that does not exist. */
export async function loadScopedRock(db: DbOrTx, member: Member, id: string): Promise<RockRow> {
  const rock = await findRock(db, member.orgId, id);
  if (!rock) throw notFound();
  return rock;
}

export interface EditableRock {
  rock: RockRow;
  /** Its meetings with their invitees: owner checks of the write reuse them. */
  meetings: RockMeetings;
}

/** 403 unless canEditItem allows it, with the invitees of all the Rock's meetings together. */
export async function authorizeRock(db: DbOrTx, member: Member, rock: RockRow): Promise<EditableRock> {
  const ids = (await meetingIdsByRock(db, member.orgId, [rock.id])).get(rock.id) ?? [];
  const meetings = { ids, invitees: await inviteesByMeeting(db, member.orgId, ids) };
  assertCanEditItem(member, rock, allInvitees(meetings));
  return { rock, meetings };
}

/** The Rock, if it is the caller's organization's (404) and the caller may change it (403). */
export async function loadEditableRock(db: DbOrTx, member: Member, id: string): Promise<EditableRock> {
  return authorizeRock(db, member, await loadScopedRock(db, member, id));
}
