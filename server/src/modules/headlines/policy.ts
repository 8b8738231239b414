import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { assertCanEditItem, type ItemMeeting, loadItemMeeting } from '../items/access.ts';
import { findHeadline, type HeadlineRow } from './repository.ts';

export interface EditableHeadline {
  headline: HeadlineRow;
  /** Its meeting with the invitees: owner checks of the write reuse them. */
  meeting: ItemMeeting;
}

/** The headline, if it is the caller's organization's (404 otherwise) and the caller may change it (403 otherwise). */
export async function loadEditableHeadline(db: DbOrTx, member: Member, id: string): Promise<EditableHeadline> {
  const headline = await findHeadline(db, member.orgId, id);
  if (!headline) throw notFound();
  const meeting = await loadItemMeeting(db, member.orgId, headline.tractionId);
  assertCanEditItem(member, headline, meeting.inviteeIds);
  return { headline, meeting };
}
