import { canEditItem } from '@eos/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { meetingInvitees } from '../../db/schema/index.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import type { Member } from '../../lib/session-store.ts';
import { findMeeting } from '../meetings/repository.ts';

/** A meeting as items need it: its id, title and who is invited. */
export interface ItemMeeting {
  id: string;
  title: string;
  inviteeIds: string[];
}

/** The caller's organization's meeting, with its invitees; any other id is 404. */
export async function loadItemMeeting(db: DbOrTx, orgId: string, meetingId: string): Promise<ItemMeeting> {
  const meeting = await findMeeting(db, orgId, meetingId);
  if (!meeting) throw notFound();
  const invitees = await db
    .select({ personId: meetingInvitees.personId })
    .from(meetingInvitees)
    .where(and(eq(meetingInvitees.orgId, orgId), eq(meetingInvitees.meetingId, meetingId)));
  return { id: meeting.id, title: meeting.title, inviteeIds: invitees.map((r) => r.personId) };
}

/** Read with every page of items: prepared, one statement whatever the number of meetings. */
const inviteesOf = prepared((db) =>
  db
    .select({ meetingId: meetingInvitees.meetingId, personId: meetingInvitees.personId })
    .from(meetingInvitees)
    .where(
      and(
        eq(meetingInvitees.orgId, sql.placeholder('orgId')),
        sql`${meetingInvitees.meetingId} = any(${sql.placeholder('meetingIds')}::uuid[])`,
      ),
    )
    .prepare('invitees_by_meeting'),
);

/** Invitees of several meetings at once (lists of items across meetings): meeting id -> person ids. */
export async function inviteesByMeeting(
  db: DbOrTx,
  orgId: string,
  meetingIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byMeeting = new Map<string, string[]>();
  if (meetingIds.length === 0) return byMeeting;
  const rows = await inviteesOf(db).execute({ orgId, meetingIds: [...new Set(meetingIds)] });
  for (const row of rows) byMeeting.set(row.meetingId, [...(byMeeting.get(row.meetingId) ?? []), row.personId]);
  return byMeeting;
}

/** Items are owned by people invited to their meeting (the pickers offer only those). */
export function assertOwnersInMeeting(meeting: ItemMeeting, ownerIds: readonly string[], field: string): void {
  if (ownerIds.some((id) => !meeting.inviteeIds.includes(id))) throw invalid('ERR_OWNER_NOT_IN_MEETING', field);
}

/** Throws 403 unless the caller may change an item with this owner in this meeting. */
export function assertCanEditItem(
  member: Member,
  item: { ownerId: string; isPersonal?: boolean },
  meetingInviteeIds: readonly string[],
): void {
  const allowed = canEditItem({
    role: member.role,
    personId: member.personId,
    ownerId: item.ownerId,
    meetingInviteeIds,
    isPersonal: item.isPersonal,
  });
  if (!allowed) throw forbidden();
}
