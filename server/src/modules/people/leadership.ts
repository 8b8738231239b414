import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { meetings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { findInOrg } from '../../lib/org-scoped.ts';
import type { Member } from '../../plugins/access.ts';
import { lockedActor } from './changes.ts';

/**
 * PUT org/leadershipteam/{orgId}/{meetingId}: that meeting becomes the organization's leadership-team
 * meeting (its owner and invitees are the leadership team: the LT badges, the V/TO and the chart read
 * it from there). The previous one stops being it in the same transaction; the organization is
 * locked so two such calls at once cannot both pass and collide on the one-per-organization index.
 * After commit the org room hears `Updated {type:'leadershipteam', id: meetingId}` and an Updated of
 * each meeting whose flag changed.
 */
export async function setLeadershipMeeting(
  ctx: AppContext,
  opts: { member: Member; orgId: string; meetingId: string },
): Promise<void> {
  const { member, meetingId } = opts;
  if (opts.orgId !== member.orgId) throw notFound();
  const orgId = member.orgId;
  const previousIds = await ctx.db.transaction(async (tx) => {
    await lockedActor(tx, member, 'org.update');
    const meeting = await findInOrg(tx, meetings, orgId, meetingId);
    if (!meeting) throw notFound();
    const now = new Date();
    const previous = await tx
      .update(meetings)
      .set({ isLT: false, updatedAt: now })
      .where(and(eq(meetings.orgId, orgId), eq(meetings.isLT, true), ne(meetings.id, meetingId)))
      .returning({ id: meetings.id });
    if (!meeting.isLT) {
      await tx
        .update(meetings)
        .set({ isLT: true, updatedAt: now })
        .where(and(eq(meetings.orgId, orgId), eq(meetings.id, meetingId)));
    }
    return previous.map((m) => m.id);
  });
  const room = `org:${orgId}`;
  ctx.realtime.emit('live-update-hub', room, 'Updated', { type: 'leadershipteam', id: meetingId });
  for (const id of [...previousIds, meetingId]) {
    ctx.realtime.emit('live-update-hub', room, 'Updated', { type: 'meeting', id });
  }
}
