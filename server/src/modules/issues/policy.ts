import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { assertCanEditItem, type ItemMeeting, loadItemMeeting } from '../items/access.ts';
import { findIssue, type IssueRow } from './repository.ts';

export interface EditableIssue {
  issue: IssueRow;
  /** Its meeting with the invitees: owner checks of the write reuse them. */
  meeting: ItemMeeting;
}

/** The issue, if it is the caller's organization's (404 otherwise) and the caller may change it (403 otherwise). */
export async function loadEditableIssue(db: DbOrTx, member: Member, id: string): Promise<EditableIssue> {
  const issue = await findIssue(db, member.orgId, id);
  if (!issue) throw notFound();
  const meeting = await loadItemMeeting(db, member.orgId, issue.tractionId);
  assertCanEditItem(member, issue, meeting.inviteeIds);
  return { issue, meeting };
}
