import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import type { MeetingRow } from '../meetings/repository.ts';
import { findLiveTarget, type LiveRow } from './repository.ts';

/** A live meeting as a call reaches it: the meeting, who is invited, and what the caller may do. */
export interface LiveTarget {
  meeting: MeetingRow;
  inviteeIds: string[];
  /**
   * The live state as read with the meeting (null: none yet). A call starts from it; if another call
   * changed the state meanwhile, applyLive reads it again.
   */
  live: LiveRow | null;
  /** Everyone who may join may change it too, except Observers, who watch. */
  canDrive: boolean;
}

/** The meeting of that organization with its invitees, for the server's own work (no caller). */
export async function loadMeetingOfOrg(db: DbOrTx, orgId: string, meetingId: string): Promise<LiveTarget | null> {
  const found = await findLiveTarget(db, orgId, meetingId);
  return found ? { ...found, canDrive: true } : null;
}

/**
 * The caller's organization's meeting (another organization's, or a thread id that is not this
 * meeting's: 404); 403 unless the caller is invited, owns the meeting, or is an Owner or Admin.
 */
export async function loadLiveTarget(
  db: DbOrTx,
  member: Member,
  meetingId: string,
  threadId?: string,
): Promise<LiveTarget> {
  const target = await loadMeetingOfOrg(db, member.orgId, meetingId);
  if (!target || (threadId !== undefined && target.meeting.threadId !== threadId)) throw notFound();
  const mayJoin =
    member.role === 'Owner' ||
    member.role === 'Admin' ||
    target.meeting.ownerId === member.personId ||
    target.inviteeIds.includes(member.personId);
  if (!mayJoin) throw forbidden();
  return { ...target, canDrive: member.role !== 'Observer' };
}

export function assertCanDrive(target: LiveTarget): void {
  if (!target.canDrive) throw forbidden();
}
