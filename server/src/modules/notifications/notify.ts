import type { NotificationHubEvent, NotificationType } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { presentNotification } from './presenter.ts';
import { insertNotifications, type NotificationRow, namesOf, threadsOf } from './repository.ts';

/** The language-pack key of each type's message. */
const MESSAGE_KEYS: Record<NotificationType, string> = {
  RockAssigned: 'NOTIF_ROCK_ASSIGNED',
  TodoAssigned: 'NOTIF_TODO_ASSIGNED',
  IssueAssigned: 'NOTIF_ISSUE_ASSIGNED',
  HeadlineAssigned: 'NOTIF_HEADLINE_ASSIGNED',
  MeetingInvite: 'NOTIF_MEETING_INVITE',
  IssueMoved: 'NOTIF_ISSUE_MOVED',
  HeadlineCascaded: 'NOTIF_HEADLINE_CASCADED',
  UpgradeRequested: 'NOTIF_UPGRADE_REQUESTED',
  UpgradeApproved: 'NOTIF_UPGRADE_APPROVED',
  UpgradeDenied: 'NOTIF_UPGRADE_DENIED',
};

/** A notification to be written: who gets it, who caused it, and what it says beyond the actor's name. */
export interface NoticeDraft {
  orgId: string;
  recipientId: string;
  /** The person whose act caused it: never told about their own act; their full name is the message's {0}. */
  actorId: string;
  type: NotificationType;
  /** The message's parameters after the actor's name ({1}, {2}…). */
  params: string[];
  /** The meeting whose page it opens (/traction/{id}/{threadId}). */
  meetingId?: string | null;
  /** What it is about (the item, or the person asking for an upgrade). */
  subjectId?: string | null;
  approvalUrl?: string | null;
  denyUrl?: string | null;
}

/**
 * Writes the notifications inside the caller's transaction. Drafts for the actor themselves, and for
 * or by anyone who is not a person of the draft's organization, are dropped: nothing crosses an org.
 * Publish the answer with publishNew after commit.
 */
export async function notify(tx: Tx, drafts: readonly NoticeDraft[]): Promise<NotificationRow[]> {
  const wanted = dedupe(drafts.filter((d) => d.recipientId !== d.actorId));
  const created: NotificationRow[] = [];
  for (const orgId of new Set(wanted.map((d) => d.orgId))) {
    const ofOrg = wanted.filter((d) => d.orgId === orgId);
    const names = await namesOf(
      tx,
      orgId,
      ofOrg.flatMap((d) => [d.recipientId, d.actorId]),
    );
    const threads = await threadsOf(
      tx,
      orgId,
      ofOrg.flatMap((d) => (d.meetingId ? [d.meetingId] : [])),
    );
    const values = ofOrg.flatMap((d) => {
      const actorName = names.get(d.actorId);
      if (actorName === undefined || !names.has(d.recipientId)) return [];
      const threadId = d.meetingId ? threads.get(d.meetingId) : undefined;
      return [
        {
          orgId,
          recipientId: d.recipientId,
          actorId: d.actorId,
          type: d.type,
          messageKey: MESSAGE_KEYS[d.type],
          messageParams: [actorName, ...d.params],
          link: d.meetingId && threadId ? `/traction/${d.meetingId}/${threadId}` : null,
          subjectId: d.subjectId ?? null,
          approvalUrl: d.approvalUrl ?? null,
          denyUrl: d.denyUrl ?? null,
        },
      ];
    });
    created.push(...(await insertNotifications(tx, values)));
  }
  return created;
}

/** One notification per person for the same thing said twice in one act (an owner listed twice). */
function dedupe(drafts: readonly NoticeDraft[]): NoticeDraft[] {
  const seen = new Set<string>();
  return drafts.filter((d) => {
    const key = JSON.stringify([d.orgId, d.recipientId, d.actorId, d.type, d.subjectId, d.meetingId, d.params]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The notification hub's room of one person: every open tab of that user in that organization. */
export const personRoom = (personId: string) => `person:${personId}`;

/** After commit: each new notification to its recipient's open tabs. */
export function publishNew(ctx: AppContext, rows: readonly NotificationRow[]): void {
  for (const row of rows) {
    ctx.realtime.emit('notification-hub', personRoom(row.recipientId), 'NewNotification', presentNotification(row));
  }
}

/** After commit: ids whose state changed, one event per recipient. */
export function publishIds(
  ctx: AppContext,
  event: Exclude<NotificationHubEvent, 'NewNotification'>,
  changed: readonly { id: string; recipientId: string }[],
): void {
  const byRecipient = new Map<string, string[]>();
  for (const { id, recipientId } of changed)
    byRecipient.set(recipientId, [...(byRecipient.get(recipientId) ?? []), id]);
  for (const [recipientId, ids] of byRecipient)
    ctx.realtime.emit('notification-hub', personRoom(recipientId), event, { ids });
}

/**
 * Runs a write in one transaction with the notifications it causes (pushed onto `notices`), then
 * delivers them once it has committed. A write that fails notifies nobody.
 */
export async function notifying<T>(ctx: AppContext, write: (tx: Tx, notices: NoticeDraft[]) => Promise<T>): Promise<T> {
  const { result, created } = await ctx.db.transaction(async (tx) => {
    const notices: NoticeDraft[] = [];
    const result = await write(tx, notices);
    return { result, created: await notify(tx, notices) };
  });
  publishNew(ctx, created);
  return result;
}
