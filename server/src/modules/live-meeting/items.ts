import type { IssueSource } from '@eos/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { measurables } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { type EditableHeadline, loadEditableHeadline } from '../headlines/policy.ts';
import { findHeadline } from '../headlines/repository.ts';
import { setHeadlineStatus } from '../headlines/service.ts';
import { type EditableIssue, loadEditableIssue } from '../issues/policy.ts';
import { findIssue } from '../issues/repository.ts';
import { createIssues, setIssueStatus } from '../issues/service.ts';
import { loadScopedRock } from '../rocks/policy.ts';
import { loadMeasurable } from '../scorecard/policy.ts';
import { addMeasurableAsIssue } from '../scorecard/service.ts';
import { loadScopedMeetingTodo } from '../todos/policy.ts';
import type { LiveTarget } from './policy.ts';

// The meeting's items as the live meeting changes them: through their own services (the same
// rules, sanitizing and live updates as anywhere else), and only items of this meeting.

function assertInMeeting(target: LiveTarget, tractionId: string | null): void {
  if (tractionId !== target.meeting.id) throw notFound();
}

// Each change comes in two steps, so that a call checks everything (the item, then the live state)
// before it changes anything: load* only reads and refuses (404 another meeting's or organization's,
// 403 not the caller's to change); the change then writes.

/** An issue of this meeting the caller may change. */
export async function loadLiveIssue(
  ctx: AppContext,
  opts: { member: Member; target: LiveTarget; issueId: string },
): Promise<EditableIssue> {
  const issue = await loadEditableIssue(ctx.db, opts.member, opts.issueId);
  assertInMeeting(opts.target, issue.issue.tractionId);
  return issue;
}

export async function setLiveIssueStatus(
  ctx: AppContext,
  opts: { issue: EditableIssue; status: 'Solved' | 'Open' },
): Promise<void> {
  if (opts.issue.issue.status !== opts.status) await setIssueStatus(ctx, { target: opts.issue, status: opts.status });
}

/** An issue of the caller's organization (404 otherwise), and, with `inMeeting`, of this meeting. */
export async function assertLiveIssueExists(
  ctx: AppContext,
  opts: { member: Member; target: LiveTarget; issueId: string; inMeeting: boolean },
): Promise<void> {
  const issue = await findIssue(ctx.db, opts.member.orgId, opts.issueId);
  if (!issue) throw notFound();
  if (opts.inMeeting) assertInMeeting(opts.target, issue.tractionId);
}

/** A headline of this meeting the caller may change. */
export async function loadLiveHeadline(
  ctx: AppContext,
  opts: { member: Member; target: LiveTarget; headlineId: string },
): Promise<EditableHeadline> {
  const headline = await loadEditableHeadline(ctx.db, opts.member, opts.headlineId);
  assertInMeeting(opts.target, headline.headline.tractionId);
  return headline;
}

export async function reviewLiveHeadline(ctx: AppContext, headline: EditableHeadline): Promise<void> {
  if (headline.headline.status !== 'Reviewed') await setHeadlineStatus(ctx, { target: headline, status: 'Reviewed' });
}

/** The issue's owner: the item's, when they are in this meeting; else whoever raised it. */
function issueOwner(target: LiveTarget, member: Member, ownerId: string | null): string {
  return ownerId && target.inviteeIds.includes(ownerId) ? ownerId : member.personId;
}

async function createIssueFrom(
  ctx: AppContext,
  opts: { member: Member; target: LiveTarget; title: string; ownerId: string | null; contentHtml: string },
): Promise<string> {
  const [issue] = await createIssues(ctx, {
    member: opts.member,
    body: {
      title: opts.title,
      ownerIds: [issueOwner(opts.target, opts.member, opts.ownerId)],
      contentHtml: opts.contentHtml,
      tractionId: opts.target.meeting.id,
    },
  });
  if (!issue) throw new Error('creating the issue returned none');
  return issue.id;
}

/** add-*-as-issue: a new Issue in this meeting made from one of its items; answers the issue id. */
export async function addItemAsIssue(
  ctx: AppContext,
  opts: { member: Member; target: LiveTarget; source: IssueSource; id: string },
): Promise<string> {
  const { member, target, source, id } = opts;
  switch (source) {
    case 'measurable': {
      const [row] = await ctx.db
        .select({ scorecardId: measurables.scorecardId, tractionId: measurables.tractionId })
        .from(measurables)
        .where(and(eq(measurables.orgId, member.orgId), eq(measurables.id, id)));
      if (!row) throw notFound();
      assertInMeeting(target, row.tractionId);
      const loaded = await loadMeasurable(ctx.db, member, { scorecardId: row.scorecardId, id });
      return (await addMeasurableAsIssue(ctx, { member, target: loaded })).id;
    }
    case 'rock': {
      // A Rock may be reviewed in several meetings: the issue joins the one being held.
      const rock = await loadScopedRock(ctx.db, member, id);
      return createIssueFrom(ctx, {
        member,
        target,
        title: rock.title,
        ownerId: rock.ownerId,
        contentHtml: rock.contentHtml,
      });
    }
    case 'headline': {
      const headline = await findHeadline(ctx.db, member.orgId, id);
      if (!headline) throw notFound();
      assertInMeeting(target, headline.tractionId);
      return createIssueFrom(ctx, { member, target, ...headline });
    }
    case 'todo': {
      const { todo } = await loadScopedMeetingTodo(ctx.db, member, id);
      assertInMeeting(target, todo.tractionId);
      return createIssueFrom(ctx, { member, target, ...todo });
    }
  }
}
