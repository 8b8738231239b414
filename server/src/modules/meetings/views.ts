import type { DbOrTx } from '../../db/client.ts';
import type { Member } from '../../plugins/access.ts';
import { findPeople, type PersonRow } from '../people/repository.ts';
import type { MeetingView } from './presenter.ts';
import { favoriteIdsOf, inviteesOf, type MeetingRow } from './repository.ts';

/**
 * Everything a page of meetings needs to be presented, without a query per meeting: one for all
 * their invitees, one for the caller's favourites among them, and one for owners only in the
 * rare case an owner is not an invitee (owners are added to the invitees on every write).
 */
export async function loadMeetingViews(db: DbOrTx, viewer: Member, rows: MeetingRow[]): Promise<MeetingView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [invitees, favorites] = await Promise.all([
    inviteesOf(db, viewer.orgId, ids),
    favoriteIdsOf(db, viewer.orgId, viewer.personId, ids),
  ]);
  const people = new Map<string, PersonRow>();
  const byMeeting = new Map<string, PersonRow[]>();
  for (const { meetingId, ...person } of invitees) {
    people.set(person.id, person);
    byMeeting.set(meetingId, [...(byMeeting.get(meetingId) ?? []), person]);
  }
  const missingOwners = rows.map((r) => r.ownerId).filter((id) => !people.has(id));
  for (const owner of await findPeople(db, viewer.orgId, missingOwners)) people.set(owner.id, owner);
  return rows.map((row) => ({
    row,
    invitees: byMeeting.get(row.id) ?? [],
    owner: people.get(row.ownerId) ?? null,
    isFavorite: favorites.has(row.id),
  }));
}

export async function loadMeetingView(db: DbOrTx, viewer: Member, row: MeetingRow): Promise<MeetingView> {
  const [view] = await loadMeetingViews(db, viewer, [row]);
  if (!view) throw new Error('meeting view missing');
  return view;
}
