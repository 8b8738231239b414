import { canEditItem, type Person } from '@eos/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { Member } from '../../plugins/access.ts';
import { presentPerson } from '../people/presenter.ts';
import { findPeople } from '../people/repository.ts';
import { inviteesByMeeting } from './access.ts';

/** What every meeting item (Issue, Headline) needs to be presented: its owner and its meeting. */
export interface MeetingItemRow {
  ownerId: string;
  tractionId: string;
}

export interface ItemViews {
  owner(personId: string): Person | null;
  canEdit(row: MeetingItemRow): boolean;
}

/**
 * Owners and meeting invitees of a whole page of items in two queries, whatever its size (no N+1).
 * Shared by Issues and Headlines: both present `owner` and `abilities.canEdit` the same way.
 */
export async function loadItemViews(db: DbOrTx, member: Member, rows: readonly MeetingItemRow[]): Promise<ItemViews> {
  const [people, invitees] = await Promise.all([
    findPeople(
      db,
      member.orgId,
      rows.map((r) => r.ownerId),
    ),
    inviteesByMeeting(
      db,
      member.orgId,
      rows.map((r) => r.tractionId),
    ),
  ]);
  const owners = new Map(people.map((p) => [p.id, presentPerson(p)]));
  return {
    owner: (personId) => owners.get(personId) ?? null,
    canEdit: (row) =>
      canEditItem({
        role: member.role,
        personId: member.personId,
        ownerId: row.ownerId,
        meetingInviteeIds: invitees.get(row.tractionId) ?? [],
      }),
  };
}

/** An item that belongs to several meetings at once (a Rock): any of their invitees may edit it. */
export interface MultiMeetingItemRow {
  ownerId: string;
  tractionIds: readonly string[];
}

export interface MultiMeetingItemViews {
  owner(personId: string): Person | null;
  canEdit(row: MultiMeetingItemRow): boolean;
}

/** loadItemViews for items in several meetings: owners and the invitees of every meeting, two queries. */
export async function loadMultiMeetingItemViews(
  db: DbOrTx,
  member: Member,
  rows: readonly MultiMeetingItemRow[],
): Promise<MultiMeetingItemViews> {
  const [people, invitees] = await Promise.all([
    findPeople(
      db,
      member.orgId,
      rows.map((r) => r.ownerId),
    ),
    inviteesByMeeting(
      db,
      member.orgId,
      rows.flatMap((r) => r.tractionIds),
    ),
  ]);
  const owners = new Map(people.map((p) => [p.id, presentPerson(p)]));
  return {
    owner: (personId) => owners.get(personId) ?? null,
    canEdit: (row) =>
      canEditItem({
        role: member.role,
        personId: member.personId,
        ownerId: row.ownerId,
        meetingInviteeIds: row.tractionIds.flatMap((id) => invitees.get(id) ?? []),
      }),
  };
}
