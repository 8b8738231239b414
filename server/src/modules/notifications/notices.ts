import type { NotificationType } from '@eos/domain';
import type { Member } from '../../plugins/access.ts';
import type { NoticeDraft } from './notify.ts';

// What the item and meeting services say when they notify (000 §1, §3). The actor's name is added by
// notify; so is the rule that nobody hears of their own act.

export type AssignableItem = 'rock' | 'todo' | 'issue' | 'headline';

const ASSIGNED: Record<AssignableItem, NotificationType> = {
  rock: 'RockAssigned',
  todo: 'TodoAssigned',
  issue: 'IssueAssigned',
  headline: 'HeadlineAssigned',
};

interface OwnedItem {
  id: string;
  ownerId: string;
  title: string;
}

/** The item is now its owner's: created for them, or handed to them. Opens the item's meeting. */
export function assignedNotice(
  actor: Member,
  kind: AssignableItem,
  item: OwnedItem,
  meetingId: string | null,
): NoticeDraft {
  return {
    orgId: actor.orgId,
    recipientId: item.ownerId,
    actorId: actor.personId,
    type: ASSIGNED[kind],
    params: [item.title],
    meetingId,
    subjectId: item.id,
  };
}

/** People newly invited to a meeting. */
export function inviteNotices(
  actor: Member,
  meeting: { id: string; title: string },
  personIds: readonly string[],
): NoticeDraft[] {
  return personIds.map((recipientId) => ({
    orgId: actor.orgId,
    recipientId,
    actorId: actor.personId,
    type: 'MeetingInvite',
    params: [meeting.title],
    meetingId: meeting.id,
    subjectId: meeting.id,
  }));
}

/** An issue moved into a meeting: its owner hears of it. */
export function issueMovedNotice(
  actor: Member,
  issue: { id: string; title: string },
  meeting: { id: string; title: string; ownerId: string },
): NoticeDraft {
  return {
    orgId: actor.orgId,
    recipientId: meeting.ownerId,
    actorId: actor.personId,
    type: 'IssueMoved',
    params: [issue.title, meeting.title],
    meetingId: meeting.id,
    subjectId: issue.id,
  };
}

/** A headline cascaded to a meeting: everyone invited there hears of it. */
export function cascadedNotices(
  actor: Member,
  headline: { id: string; title: string },
  meeting: { id: string; title: string },
  inviteeIds: readonly string[],
): NoticeDraft[] {
  return inviteeIds.map((recipientId) => ({
    orgId: actor.orgId,
    recipientId,
    actorId: actor.personId,
    type: 'HeadlineCascaded',
    params: [headline.title, meeting.title],
    meetingId: meeting.id,
    subjectId: headline.id,
  }));
}
