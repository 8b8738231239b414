import { averageRating, type StoredLiveMeetingState } from '@eos/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { headlines, meetingSessions, meetings, todos } from '../../db/schema/index.ts';
import { meetingRecapMail } from '../../mail/templates.ts';
import { announceItem } from '../items/events.ts';
import { announceMeeting } from '../meetings/service.ts';
import { findPeople } from '../people/repository.ts';
import { emitWebhook } from '../webhooks/hub.ts';
import type { LiveTarget } from './policy.ts';
import { meetingRecap, sessionSummary } from './recap.ts';
import { deleteLive } from './repository.ts';
import { applyLive } from './service.ts';

/**
 * end: in one transaction the state machine stops the clocks, the held session is recorded with its
 * summary (if the meeting ever started), the meeting's items are cleared when the setting says so
 * (ticked To-Dos become Done, reviewed headlines leave the lists; solved issues already have), the
 * meeting is no longer running, and the live state is disposed. Then everyone gets Ended and, when
 * the setting is on, each attendee with an address the recap mail.
 */
export async function endLive(
  ctx: AppContext,
  opts: { target: LiveTarget; personId: string },
): Promise<{ state: StoredLiveMeetingState; sessionId: string | null }> {
  const { target, personId } = opts;
  const { meeting } = target;
  let sessionId: string | null = null;
  let recapFor: Parameters<typeof sendRecap>[1] | null = null;

  const applied = await applyLive(ctx, target, [{ type: 'end' }], {
    personId,
    // Ended tells everyone where the summary is.
    payload: () => (sessionId ? { sessionId } : {}),
    alsoInTx: async (tx, state) => {
      if (state.started) {
        const started = new Date(state.started);
        const recap = await meetingRecap(tx, meeting.orgId, meeting.id, started);
        sessionId = await recordSession(tx, target, state, started, sessionSummary(state, recap));
        recapFor = { state, recap, sessionId };
      }
      if (state.settings.clearMeetingItems) await clearMeetingItems(tx, meeting.orgId, meeting.id);
      await tx
        .update(meetings)
        .set({ status: 'NotStarted', updatedAt: new Date() })
        .where(and(eq(meetings.orgId, meeting.orgId), eq(meetings.id, meeting.id)));
      await deleteLive(tx, meeting.orgId, meeting.id);
    },
  });
  // The meeting page offers Start again; lists of the cleared items refresh.
  announceMeeting(ctx, meeting.orgId, 'Updated', meeting.id);
  if (applied.events.includes('Ended')) {
    emitWebhook(ctx, meeting.orgId, 'meeting.ended', { type: 'meeting', id: meeting.id, sessionId });
  }
  if (applied.state.settings.clearMeetingItems) {
    announceItem(ctx, meeting.orgId, 'Updated', 'todo', meeting.id);
    announceItem(ctx, meeting.orgId, 'Updated', 'headline', meeting.id);
  }
  if (recapFor && applied.state.settings.sendRecapEmail) await sendRecap(ctx, recapFor, target);
  return { state: applied.state, sessionId };
}

async function recordSession(
  tx: DbOrTx,
  target: LiveTarget,
  state: StoredLiveMeetingState,
  started: Date,
  summary: ReturnType<typeof sessionSummary>,
): Promise<string> {
  const { meeting } = target;
  const [held] = await tx
    .select({ n: count() })
    .from(meetingSessions)
    .where(and(eq(meetingSessions.orgId, meeting.orgId), eq(meetingSessions.meetingId, meeting.id)));
  const [row] = await tx
    .insert(meetingSessions)
    .values({
      orgId: meeting.orgId,
      meetingId: meeting.id,
      sessionNumber: (held?.n ?? 0) + 1,
      startedAt: started,
      endedAt: new Date(),
      averageRating: averageRating(state.attendees),
      summary,
    })
    .returning({ id: meetingSessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

async function clearMeetingItems(tx: DbOrTx, orgId: string, meetingId: string): Promise<void> {
  await tx
    .update(todos)
    .set({ status: 'Done', updatedAt: new Date() })
    .where(and(eq(todos.orgId, orgId), eq(todos.tractionId, meetingId), eq(todos.status, 'Pending')));
  await tx
    .update(headlines)
    .set({ clearedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(headlines.orgId, orgId),
        eq(headlines.tractionId, meetingId),
        eq(headlines.status, 'Reviewed'),
        isNull(headlines.clearedAt),
      ),
    );
}

/** One mail per attendee with an address; a failed delivery is recorded in the outbox, never thrown. */
async function sendRecap(
  ctx: AppContext,
  facts: {
    state: StoredLiveMeetingState;
    recap: Awaited<ReturnType<typeof meetingRecap>>;
    sessionId: string;
  },
  target: LiveTarget,
): Promise<void> {
  const { state, recap, sessionId } = facts;
  const { meeting } = target;
  const ownerIds = recap.addedTodos.map((t) => t.ownerId).filter((id): id is string => Boolean(id));
  const people = await findPeople(ctx.db, meeting.orgId, [
    ...new Set([...state.attendees.map((a) => a.personId), ...ownerIds]),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const name = (id: string | null) => {
    const p = id ? byId.get(id) : undefined;
    return p ? `${p.firstName} ${p.lastName}`.trim() : '';
  };
  const started = new Date(state.started ?? Date.now());
  const mailFacts = {
    meetingTitle: meeting.title,
    heldOn: started.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: meeting.timeZone }),
    attendees: state.attendees.map((a) => ({ name: `${a.firstName} ${a.lastName}`.trim(), rating: a.rating })),
    averageRating: averageRating(state.attendees),
    addedTodos: recap.addedTodos.map((t) => ({ title: t.title, owner: name(t.ownerId) })),
    solvedIssues: recap.solvedIssues.map((i) => i.title),
    reviewedHeadlines: recap.reviewedHeadlines.map((h) => h.title),
    // Our own address, never one a caller sent: a mail link must not point elsewhere.
    summaryUrl: `${ctx.config.publicUrl}/traction/${meeting.id}/${meeting.threadId}/${sessionId}`,
  };
  for (const attendee of state.attendees) {
    const email = byId.get(attendee.personId)?.email;
    if (email) await ctx.mailer.send(meetingRecapMail(email, mailFacts));
  }
}
