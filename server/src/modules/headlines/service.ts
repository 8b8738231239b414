import type { HeadlineCreateRequest, HeadlineUpdateRequest, ReviewStatus } from '@eos/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { Member } from '../../plugins/access.ts';
import { assertCanEditItem, assertOwnersInMeeting, loadItemMeeting } from '../items/access.ts';
import { announceItem, announceReassigned } from '../items/events.ts';
import { assignedNotice } from '../notifications/notices.ts';
import { notifying } from '../notifications/notify.ts';
import type { EditableHeadline } from './policy.ts';
import { type HeadlineRow, insertHeadlines, updateHeadlineRow } from './repository.ts';

/** One headline per owner (each invited to the meeting), all or none. */
export async function createHeadlines(
  ctx: AppContext,
  opts: { member: Member; body: z.infer<typeof HeadlineCreateRequest> },
): Promise<HeadlineRow[]> {
  const { member, body } = opts;
  const meeting = await loadItemMeeting(ctx.db, member.orgId, body.tractionId);
  const ownerIds = [...new Set(body.ownerIds)];
  // Only what the caller could edit afterwards may be created (Observers and outsiders of the meeting: 403).
  for (const ownerId of ownerIds) assertCanEditItem(member, { ownerId }, meeting.inviteeIds);
  assertOwnersInMeeting(meeting, ownerIds, 'ownerIds');
  const contentHtml = sanitizeRichText(body.contentHtml);
  const rows = await notifying(ctx, async (tx, notices) => {
    const rows = await insertHeadlines(
      tx,
      ownerIds.map((ownerId) => ({
        orgId: member.orgId,
        tractionId: meeting.id,
        ownerId,
        title: body.title,
        contentHtml,
        createdById: member.personId,
      })),
    );
    notices.push(...rows.map((row) => assignedNotice(member, 'headline', row, meeting.id)));
    return rows;
  });
  for (const row of rows) announceItem(ctx, member.orgId, 'Added', 'headline', row.id);
  return rows;
}

/**
 * Writes to one headline loaded just before; after commit the org refetches it and a new owner hears
 * of it, notified when someone else gave it to them (writes that cannot change the owner pass no caller).
 */
async function change(
  ctx: AppContext,
  member: Member | null,
  target: EditableHeadline,
  values: Parameters<typeof updateHeadlineRow>[3],
): Promise<HeadlineRow> {
  const before = target.headline;
  const row = await notifying(ctx, async (tx, notices) => {
    const row = await updateHeadlineRow(tx, before.orgId, before.id, values);
    if (!row) throw notFound();
    if (member && row.ownerId !== before.ownerId) notices.push(assignedNotice(member, 'headline', row, row.tractionId));
    return row;
  });
  announceItem(ctx, row.orgId, row.status === 'Removed' ? 'Deleted' : 'Updated', 'headline', row.id);
  if (row.ownerId !== before.ownerId) {
    await announceReassigned(ctx, ctx.db, { orgId: row.orgId, type: 'headline', id: row.id, ownerId: row.ownerId });
  }
  return row;
}

export async function updateHeadline(
  ctx: AppContext,
  opts: { member: Member; target: EditableHeadline; body: z.infer<typeof HeadlineUpdateRequest> },
): Promise<HeadlineRow> {
  const { target, body } = opts;
  if (body.ownerId !== target.headline.ownerId) assertOwnersInMeeting(target.meeting, [body.ownerId], 'ownerId');
  return change(ctx, opts.member, target, {
    title: body.title,
    ownerId: body.ownerId,
    contentHtml: sanitizeRichText(body.contentHtml),
  });
}

/** To review, Reviewed, Pending; Removed hides it (DELETE does the same). */
export async function setHeadlineStatus(
  ctx: AppContext,
  opts: { target: EditableHeadline; status: ReviewStatus },
): Promise<HeadlineRow> {
  const { headline } = opts.target;
  // Reviewed keeps when it first was (the live meeting's recap reads it); leaving Reviewed forgets it.
  const reviewedAt = opts.status === 'Reviewed' ? (headline.reviewedAt ?? new Date()) : null;
  return change(ctx, null, opts.target, { status: opts.status, reviewedAt });
}

export async function reassignHeadline(
  ctx: AppContext,
  opts: { member: Member; target: EditableHeadline; ownerId: string },
): Promise<HeadlineRow> {
  assertOwnersInMeeting(opts.target.meeting, [opts.ownerId], 'ownerId');
  return change(ctx, opts.member, opts.target, { ownerId: opts.ownerId });
}
