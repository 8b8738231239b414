import type { IssueCreateRequest, IssueStatus, IssueUpdateRequest } from '@eos/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { Member } from '../../plugins/access.ts';
import { assertCanEditItem, assertOwnersInMeeting, type ItemMeeting, loadItemMeeting } from '../items/access.ts';
import { announceItem, announceReassigned } from '../items/events.ts';
import { findMeeting } from '../meetings/repository.ts';
import { assignedNotice, issueMovedNotice } from '../notifications/notices.ts';
import { type NoticeDraft, notifying } from '../notifications/notify.ts';
import { emitWebhook } from '../webhooks/hub.ts';
import type { EditableIssue } from './policy.ts';
import { type IssueRow, insertIssue, nextLastRank, updateIssueRow } from './repository.ts';

/** After commit: the org refetches the issue; a new owner also hears it is theirs. */
async function announceChange(ctx: AppContext, before: IssueRow, after: IssueRow): Promise<void> {
  announceItem(ctx, after.orgId, after.status === 'Removed' ? 'Deleted' : 'Updated', 'issue', after.id);
  if (after.status === 'Solved' && before.status !== 'Solved') {
    emitWebhook(ctx, after.orgId, 'issue.solved', { type: 'issue', id: after.id });
  }
  if (after.ownerId !== before.ownerId) {
    await announceReassigned(ctx, ctx.db, { orgId: after.orgId, type: 'issue', id: after.id, ownerId: after.ownerId });
  }
}

/**
 * Writes to one issue that was loaded just before; gone in between reads as missing. A new owner
 * other than the caller is notified (writes that cannot change the owner pass no caller).
 */
async function change(
  ctx: AppContext,
  member: Member | null,
  target: EditableIssue,
  values: Parameters<typeof updateIssueRow>[2],
) {
  const { issue } = target;
  const row = await notifying(ctx, async (tx, notices) => {
    const row = await updateIssueRow(tx, { orgId: issue.orgId, id: issue.id }, values);
    if (!row) throw notFound();
    if (member && row.ownerId !== issue.ownerId) notices.push(assignedNotice(member, 'issue', row, row.tractionId));
    return row;
  });
  await announceChange(ctx, issue, row);
  return row;
}

/** Who may create issues with these owners in the meeting: the caller could edit them, each owner is invited. */
export function assertCanCreateIssues(
  member: Member,
  meeting: ItemMeeting,
  ownerIds: readonly string[],
  field: string,
): void {
  // Only what the caller could edit afterwards may be created (Observers and outsiders of the meeting: 403).
  assertCanEditItem(member, { ownerId: ownerIds[0] ?? '' }, meeting.inviteeIds);
  assertOwnersInMeeting(meeting, ownerIds, field);
}

/**
 * Inside the caller's transaction: new open issues, one per owner, last in the meeting's list (the last
 * rank read and the inserts together), with the owners' notices. Announce them after commit.
 */
export async function insertNewIssues(
  tx: Tx,
  notices: NoticeDraft[],
  opts: { member: Member; meeting: ItemMeeting; ownerIds: readonly string[]; title: string; contentHtml: string },
): Promise<IssueRow[]> {
  const { member, meeting } = opts;
  const contentHtml = sanitizeRichText(opts.contentHtml);
  const first = await nextLastRank(tx, member.orgId, meeting.id);
  const created: IssueRow[] = [];
  for (const [i, ownerId] of opts.ownerIds.entries()) {
    created.push(
      await insertIssue(tx, {
        orgId: member.orgId,
        tractionId: meeting.id,
        ownerId,
        title: opts.title,
        contentHtml,
        rank: first + i,
        createdById: member.personId,
      }),
    );
  }
  notices.push(...created.map((row) => assignedNotice(member, 'issue', row, meeting.id)));
  return created;
}

/** New open issues, one per owner, last in their meeting's list. Each owner must be invited to the meeting. */
export async function createIssues(
  ctx: AppContext,
  opts: { member: Member; body: z.infer<typeof IssueCreateRequest> },
): Promise<IssueRow[]> {
  const { member, body } = opts;
  const meeting = await loadItemMeeting(ctx.db, member.orgId, body.tractionId);
  const ownerIds = [...new Set(body.ownerIds)];
  assertCanCreateIssues(member, meeting, ownerIds, 'ownerIds');
  const rows = await notifying(ctx, (tx, notices) =>
    insertNewIssues(tx, notices, { member, meeting, ownerIds, title: body.title, contentHtml: body.contentHtml }),
  );
  for (const row of rows) announceItem(ctx, member.orgId, 'Added', 'issue', row.id);
  return rows;
}

export async function updateIssue(
  ctx: AppContext,
  opts: { member: Member; target: EditableIssue; body: z.infer<typeof IssueUpdateRequest> },
): Promise<IssueRow> {
  const { target, body } = opts;
  if (body.ownerId !== target.issue.ownerId) assertOwnersInMeeting(target.meeting, [body.ownerId], 'ownerId');
  return change(ctx, opts.member, target, {
    title: body.title,
    ownerId: body.ownerId,
    contentHtml: sanitizeRichText(body.contentHtml),
  });
}

/** Solved stamps when; Open reopens (and forgets when it was solved); Removed hides it from lists. */
export async function setIssueStatus(
  ctx: AppContext,
  opts: { target: EditableIssue; status: IssueStatus },
): Promise<IssueRow> {
  const { target, status } = opts;
  const solvedAt = status === 'Solved' ? (target.issue.solvedAt ?? new Date()) : status === 'Open' ? null : undefined;
  return change(ctx, null, target, { status, ...(solvedAt !== undefined ? { solvedAt } : {}) });
}

export async function reassignIssue(
  ctx: AppContext,
  opts: { member: Member; target: EditableIssue; ownerId: string },
): Promise<IssueRow> {
  assertOwnersInMeeting(opts.target.meeting, [opts.ownerId], 'ownerId');
  return change(ctx, opts.member, opts.target, { ownerId: opts.ownerId });
}

/** The issue and its new owner go to another meeting of the org, last in its list, in one transaction. */
export async function moveIssue(
  ctx: AppContext,
  opts: { member: Member; target: EditableIssue; destinationId: string; ownerId: string },
): Promise<IssueRow> {
  const { member, target } = opts;
  const destination = await loadItemMeeting(ctx.db, member.orgId, opts.destinationId);
  if (destination.id === target.issue.tractionId) {
    throw invalid('ERR_SAME_MEETING', 'destinationId');
  }
  assertOwnersInMeeting(destination, [opts.ownerId], 'ownerId');
  const moved = await notifying(ctx, async (tx, notices) => {
    const rank = await nextLastRank(tx, member.orgId, destination.id);
    // Narrowed to the meeting it was read in: if someone moved it meanwhile, this move did not happen.
    const row = await updateIssueRow(
      tx,
      { orgId: member.orgId, id: target.issue.id, tractionId: target.issue.tractionId },
      { tractionId: destination.id, ownerId: opts.ownerId, rank },
    );
    if (!row) return null;
    // The meeting's owner hears that it arrived; a new owner that it is theirs (one notice each).
    const meetingOwnerId = (await findMeeting(tx, member.orgId, destination.id))?.ownerId;
    if (meetingOwnerId) notices.push(issueMovedNotice(member, row, { ...destination, ownerId: meetingOwnerId }));
    if (row.ownerId !== target.issue.ownerId && row.ownerId !== meetingOwnerId)
      notices.push(assignedNotice(member, 'issue', row, destination.id));
    return row;
  });
  if (!moved) throw new AppError('conflict', 'ERR_ISSUE_NOT_MOVED');
  await announceChange(ctx, target.issue, moved);
  return moved;
}
