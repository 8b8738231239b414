import type { ApiMessage, HeadlineCascadeRequest } from '@eos/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, message, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { inviteesByMeeting } from '../items/access.ts';
import { announceItem } from '../items/events.ts';
import { findMeetings } from '../meetings/repository.ts';
import { featureFlags } from '../meta/routes.ts';
import { cascadedNotices } from '../notifications/notices.ts';
import { notifying } from '../notifications/notify.ts';
import type { EditableHeadline } from './policy.ts';
import { type HeadlineRow, insertHeadlines } from './repository.ts';

type Entries = z.infer<typeof HeadlineCascadeRequest>['entries'];

/** While the cascade-headlines flag is off the call does not exist (404, like the other flagged calls). */
export function assertCascadeEnabled(ctx: AppContext): void {
  if (!featureFlags(ctx)['cascade-headlines']) throw new AppError('notFound', 'ERR_FEATURE_DISABLED');
}

/** Every (owner, meeting) pair once, in the order asked: a meeting listed twice for an owner is one copy. */
function pairsOf(entries: Entries): { ownerId: string; tractionId: string }[] {
  const seen = new Set<string>();
  return entries.flatMap((entry) =>
    entry.tractionIds.flatMap((tractionId) => {
      const key = `${entry.ownerId}:${tractionId}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ ownerId: entry.ownerId, tractionId }];
    }),
  );
}

/**
 * Copies a headline to each owner's chosen meetings (001 §3), all or none: status To review,
 * remembering the source. The caller need not attend the target meetings: cascading is how a
 * leadership team passes news to departments; each owner must be invited to each of their meetings.
 */
export async function cascadeHeadline(
  ctx: AppContext,
  opts: { member: Member; source: EditableHeadline; entries: Entries },
): Promise<HeadlineRow[]> {
  const { member, source, entries } = opts;
  const meetingIds = [...new Set(entries.flatMap((e) => e.tractionIds))];
  const found = await findMeetings(ctx.db, member.orgId, meetingIds);
  if (found.length !== meetingIds.length) throw notFound();
  const invitees = await inviteesByMeeting(ctx.db, member.orgId, meetingIds);
  const messages: ApiMessage[] = [];
  entries.forEach((entry, i) => {
    const missing = entry.tractionIds.some((id) => !invitees.get(id)?.includes(entry.ownerId));
    if (missing) messages.push(message('ERR_OWNER_NOT_IN_MEETING', [], `entries.${i}.ownerId`));
  });
  if (messages.length > 0) throw new AppError('validation', messages);
  const { headline } = source;
  const rows = await notifying(ctx, async (tx, notices) => {
    const rows = await insertHeadlines(
      tx,
      pairsOf(entries).map(({ ownerId, tractionId }) => ({
        orgId: member.orgId,
        tractionId,
        ownerId,
        title: headline.title,
        contentHtml: headline.contentHtml,
        status: 'ToReview',
        cascadedFromId: headline.id,
        createdById: member.personId,
      })),
    );
    // Everyone invited to each destination meeting hears of it (its new owners among them).
    for (const meeting of found)
      notices.push(...cascadedNotices(member, headline, meeting, invitees.get(meeting.id) ?? []));
    return rows;
  });
  for (const row of rows) announceItem(ctx, member.orgId, 'Added', 'headline', row.id);
  return rows;
}
