import { canChangeMeetingOwner, canDeleteMeeting, canEditMeeting, type MeetingAccessFacts } from '@eos/domain';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { findMeeting, inviteeIdsOf, type MeetingRow } from './repository.ts';

/** The meeting, if it belongs to the caller's organization; any other id is 404, existing or not. */
export async function loadScopedMeeting(db: DbOrTx, member: Member, id: string): Promise<MeetingRow> {
  const meeting = await findMeeting(db, member.orgId, id);
  if (!meeting) throw notFound();
  return meeting;
}

const RULES = { edit: canEditMeeting, delete: canDeleteMeeting, changeOwner: canChangeMeetingOwner } as const;

/**
 * 403 unless the caller may do all of these to the meeting (domain/rules/meetings.ts: Owner and Admins
 * always, licensed people who own or attend it, never Observers). Answers the invitee ids it read.
 */
export async function authorizeMeeting(
  db: DbOrTx,
  member: Member,
  meeting: MeetingRow,
  ...actions: (keyof typeof RULES)[]
): Promise<string[]> {
  const inviteeIds = await inviteeIdsOf(db, member.orgId, meeting.id);
  const facts: MeetingAccessFacts = {
    role: member.role,
    personId: member.personId,
    ownerId: meeting.ownerId,
    inviteeIds,
  };
  if (!actions.every((action) => RULES[action](facts))) throw forbidden();
  return inviteeIds;
}
