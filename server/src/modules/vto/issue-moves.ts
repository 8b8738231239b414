import { randomUUID } from 'node:crypto';
import { type Role, VtoIssueMessages, type VtoRevision } from '@eos/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { issues } from '../../db/schema/index.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { loadRevision, loadViewer, revisionRights, type Viewer } from '../collections/policy.ts';
import type { RevisionSummary } from '../collections/repository.ts';
import { loadEditableIssue } from '../issues/policy.ts';
import type { IssueRow } from '../issues/repository.ts';
import { assertCanCreateIssues, insertNewIssues } from '../issues/service.ts';
import { loadItemMeeting } from '../items/access.ts';
import { announceItem } from '../items/events.ts';
import { type NoticeDraft, notify, publishNew } from '../notifications/notify.ts';
import type { NotificationRow } from '../notifications/repository.ts';
import { findMembership } from '../people/repository.ts';
import { changeVto, type RevisionIds } from './change.ts';
import { longTermIssues } from './parts/issues.ts';

// Moving an issue between a meeting's Issues list and a V/TO's long-term issues (000 §3, §7): each move
// changes both sides in the V/TO's part transaction, so a refused move leaves both as they were.

/** A person of the caller's organization as the V/TO rules see them; null for anyone else. */
export async function viewerOfPerson(db: DbOrTx, orgId: string, personId: string): Promise<Viewer | null> {
  const membership = await findMembership(db, orgId, personId);
  if (!membership) return null;
  const member: Member = {
    personId: membership.id,
    orgId,
    role: membership.role as Role,
    permissions: membership.permissions,
  };
  return loadViewer(db, member);
}

/** The owner of a long-term issue must be a person of the org who may edit that V/TO (422 on ownerId). */
async function assertOwnerMayEdit(db: DbOrTx, orgId: string, ownerId: string, revision: RevisionSummary) {
  const owner = await viewerOfPerson(db, orgId, ownerId);
  if (!owner) throw invalid('ERR_PERSON_NOT_IN_ORG', 'ownerId');
  if (!revisionRights(owner, revision).canEdit) throw invalid(VtoIssueMessages.ownerCannotEdit, 'ownerId');
}

/** Takes the issue off its meeting's list as DELETE issue/{id} does (Removed); a concurrent move loses. */
async function removeFromMeeting(tx: Tx, issue: IssueRow): Promise<void> {
  const [row] = await tx
    .update(issues)
    .set({ status: 'Removed', updatedAt: new Date() })
    .where(
      and(
        eq(issues.orgId, issue.orgId),
        eq(issues.id, issue.id),
        eq(issues.tractionId, issue.tractionId),
        ne(issues.status, 'Removed'),
      ),
    )
    .returning({ id: issues.id });
  if (!row) throw new AppError('conflict', 'ERR_ISSUE_NOT_MOVED');
}

/** POST issue/{id}/move-to-vto: the meeting issue becomes a long-term issue of the revision, owned by ownerId. */
export async function moveIssueToVto(
  ctx: AppContext,
  member: Member,
  issueId: string,
  body: { destinationId: string; destinationCollectionId: string; ownerId: string },
): Promise<{ vto: VtoRevision; id: string }> {
  const { issue } = await loadEditableIssue(ctx.db, member, issueId);
  if (issue.status === 'Removed') throw notFound();
  const viewer = await loadViewer(ctx.db, member);
  const ids: RevisionIds = { collectionId: body.destinationCollectionId, revisionId: body.destinationId };
  const { revision } = await loadRevision(ctx.db, viewer, 'vto', ids, 'edit');
  await assertOwnerMayEdit(ctx.db, member.orgId, body.ownerId, revision);
  const answer = await changeVto(ctx, viewer, ids, async (doc, now, tx) => {
    await removeFromMeeting(tx, issue);
    const entry = { title: issue.title, notes: issue.contentHtml, assignedToId: body.ownerId };
    return longTermIssues.add(doc, longTermIssues.from(randomUUID(), entry, now));
  });
  announceItem(ctx, member.orgId, 'Deleted', 'issue', issue.id);
  return { vto: answer.vto, id: answer.id };
}

/**
 * POST .../long-term-issue/{id}/move: the long-term issue goes back to a meeting as an open issue of
 * ownerId (an invitee: the issues module's rule), created as POST issues creates one.
 */
export async function moveLongTermIssueToMeeting(
  ctx: AppContext,
  member: Member,
  ids: RevisionIds & { id: string },
  body: { destinationId: string; ownerId: string },
): Promise<IssueRow> {
  const viewer = await loadViewer(ctx.db, member);
  // The V/TO first: another org's or an unseen revision is 404, a read-only one 403, before the meeting.
  await loadRevision(ctx.db, viewer, 'vto', ids, 'edit');
  const meeting = await loadItemMeeting(ctx.db, member.orgId, body.destinationId);
  assertCanCreateIssues(member, meeting, [body.ownerId], 'ownerId');
  let created: IssueRow | undefined;
  let notices: NotificationRow[] = [];
  await changeVto(ctx, viewer, ids, async (doc, _now, tx) => {
    const parked = longTermIssues.entry(doc, ids.id);
    const drafts: NoticeDraft[] = [];
    [created] = await insertNewIssues(tx, drafts, {
      member,
      meeting,
      ownerIds: [body.ownerId],
      title: parked.title,
      contentHtml: parked.notes,
    });
    notices = await notify(tx, drafts);
    return longTermIssues.remove(doc, ids.id);
  });
  if (!created) throw new Error('moving a long-term issue created no issue');
  publishNew(ctx, notices);
  announceItem(ctx, member.orgId, 'Added', 'issue', created.id);
  return created;
}
