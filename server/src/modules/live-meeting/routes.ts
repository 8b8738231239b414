import {
  Id,
  type LiveCommand,
  type LiveMeetingCall,
  LiveMeetingCalls,
  LiveMeetingEndResponse,
  LiveMeetingIssueResponse,
  LiveMeetingRecapResponse,
  LiveMeetingResponse,
  presentLiveState,
  type StoredLiveMeetingState,
} from '@eos/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { meetings } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';
import { type Access, type Member, memberOf, sessionOf } from '../../plugins/access.ts';
import { announceMeeting } from '../meetings/service.ts';
import { emitWebhook } from '../webhooks/hub.ts';
import { dropConnection, joinLive, joinOffline, leaveLive } from './connections.ts';
import { endLive } from './end.ts';
import {
  addItemAsIssue,
  assertLiveIssueExists,
  loadLiveHeadline,
  loadLiveIssue,
  reviewLiveHeadline,
  setLiveIssueStatus,
} from './items.ts';
import { type LiveTarget, loadLiveTarget } from './policy.ts';
import { meetingRecap } from './recap.ts';
import { applyLive, assertLiveAccepts, LIVE_HUB, readLive } from './service.ts';

/**
 * Reading needs the organization; joining and leaving change only the caller's own presence (Observers
 * watch); everything else 'items.write' (never Observers).
 */
const watch = { access: 'org' } as const;
const presence = { access: 'self' } as const;
const drive = { access: 'items.write' } as const;
const MeetingParams = z.object({ meetingId: Id });

type Body<C extends LiveMeetingCall> = z.infer<(typeof LiveMeetingCalls)[C]>;
interface Call<C extends LiveMeetingCall> {
  body: Body<C>;
  member: Member;
  target: LiveTarget;
  request: FastifyRequest;
}

/**
 * The live-meeting hub's calls (001 §7, 002 §7): POST /live-meeting/{call} with meetingThreadId and
 * meetingId. Each loads the meeting in the caller's organization (404 otherwise, 403 when the caller
 * is not invited), changes the state through the state machine, and the meeting's room gets the
 * events. Changes to items (solve, review, issues made from items) go through the items' services.
 */
export async function liveMeetingRoutes(api: App, ctx: AppContext): Promise<void> {
  // A socket that goes away without leaving leaves on its own (on whichever node held it). The real
  // realtime is attached after the modules register, hence on ready.
  api.addHook('onReady', async () => {
    ctx.realtime.onDisconnect(LIVE_HUB, (connectionId) => {
      dropConnection(ctx, connectionId).catch((err) => api.log.warn({ err }, 'live meeting: drop failed'));
    });
  });

  api.get(
    '/live-meeting/:meetingId',
    { config: watch, schema: { params: MeetingParams, response: { 200: LiveMeetingResponse } } },
    async (request) => {
      const target = await loadLiveTarget(ctx.db, memberOf(request), request.params.meetingId);
      return { succeeded: true as const, liveMeeting: presentLiveState(await readLive(ctx, target)) };
    },
  );

  api.get(
    '/live-meeting/:meetingId/recap',
    { config: watch, schema: { params: MeetingParams, response: { 200: LiveMeetingRecapResponse } } },
    async (request) => {
      const member = memberOf(request);
      const target = await loadLiveTarget(ctx.db, member, request.params.meetingId);
      const state = await readLive(ctx, target);
      const since = state.started ? new Date(state.started) : new Date();
      return { succeeded: true as const, recap: await meetingRecap(ctx.db, member.orgId, target.meeting.id, since) };
    },
  );

  /** Clients get the state without anyone's socket ids (presentLiveState). */
  const answer = (state: StoredLiveMeetingState) => ({
    succeeded: true as const,
    liveMeeting: presentLiveState(state),
  });

  /** Registers one call: parse, load and authorize the meeting, then the handler answers. */
  const call = <C extends LiveMeetingCall, R>(
    name: C,
    access: { access: Access },
    response: z.ZodType<R>,
    handler: (c: Call<C>) => Promise<R>,
  ) => {
    api.post(
      `/live-meeting/${name}`,
      // Loosely typed here: each caller's handler is typed by its call's body and answer instead.
      {
        config: access,
        schema: { body: LiveMeetingCalls[name] as z.ZodType, response: { 200: response as z.ZodType } },
      },
      async (request) => {
        const body = request.body as Body<C>;
        const member = memberOf(request);
        const target = await loadLiveTarget(ctx.db, member, body.meetingId, body.meetingThreadId);
        return handler({ body, member, target, request });
      },
    );
  };

  /**
   * A call that is one command of the state machine. `check` refuses (404, 403) what the call names
   * before anything changes; `change` changes items, only once the meeting is known to take the command
   * (a refusal then is 422 with nothing changed), and before the state moves.
   */
  const command = <C extends LiveMeetingCall, T = void>(
    name: C,
    toCommand: (c: Call<C>) => LiveCommand,
    items?: { check: (c: Call<C>) => Promise<T>; change?: (checked: T) => Promise<void> },
  ) =>
    call(name, drive, LiveMeetingResponse, async (c) => {
      const commands = [toCommand(c)];
      if (items) {
        const checked = await items.check(c);
        if (items.change) {
          await assertLiveAccepts(ctx, c.target, commands);
          await items.change(checked);
        }
      }
      const { state } = await applyLive(ctx, c.target, commands, { personId: c.member.personId });
      return answer(state);
    });
  /** The call names an issue of the caller's organization, and with `inMeeting` of this meeting. */
  const issueOf = <C extends LiveMeetingCall>(inMeeting: boolean) => ({
    check: async ({ body, member, target }: Call<C>) => {
      const { issueId } = body as { issueId: string };
      await assertLiveIssueExists(ctx, { member, target, issueId, inMeeting });
    },
  });

  call('join', presence, LiveMeetingResponse, async ({ body, member, target, request }) =>
    answer(await joinLive(ctx, { member, sessionId: sessionOf(request).id, target, connectionId: body.connectionId })),
  );
  call('leave', presence, LiveMeetingResponse, async ({ body, member, target, request }) =>
    answer(await leaveLive(ctx, { member, sessionId: sessionOf(request).id, target, connectionId: body.connectionId })),
  );
  call('join-offline', drive, LiveMeetingResponse, async ({ body, member, target }) =>
    answer(await joinOffline(ctx, { member, target, personId: body.personId })),
  );
  command('leave-offline', ({ body }) => ({ type: 'leave-offline', personId: body.personId }));

  call('start', drive, LiveMeetingResponse, async ({ member, target }) => {
    const { meeting } = target;
    const { state, events } = await applyLive(ctx, target, [{ type: 'start' }], {
      personId: member.personId,
      // The meeting page offers Join instead of Start while it runs (canJoin).
      alsoInTx: async (tx) => {
        await tx
          .update(meetings)
          .set({ status: 'Running', updatedAt: new Date() })
          .where(and(eq(meetings.orgId, meeting.orgId), eq(meetings.id, meeting.id)));
      },
    });
    announceMeeting(ctx, meeting.orgId, 'Updated', meeting.id);
    if (events.includes('Started')) {
      emitWebhook(ctx, meeting.orgId, 'meeting.started', { type: 'meeting', id: meeting.id, startedAt: state.started });
    }
    return answer(state);
  });
  call('end', drive, LiveMeetingEndResponse, async ({ member, target }) => {
    const { state, sessionId } = await endLive(ctx, { target, personId: member.personId });
    return { ...answer(state), sessionId };
  });

  command('pause', () => ({ type: 'pause' }));
  command('resume', () => ({ type: 'resume' }));
  command('next-agenda-item', ({ body }) => ({ type: 'next-agenda-item', agendaIndex: body.agendaIndex }));
  command('set-agenda-item', ({ body }) => ({ type: 'set-agenda-item', index: body.index }));
  // Reacted carries the reaction instead of the state (nothing in the state changes).
  call('reaction', drive, LiveMeetingResponse, async ({ body, member, target }) => {
    const { state } = await applyLive(ctx, target, [{ type: 'reaction', id: body.id }], {
      personId: member.personId,
      payload: () => ({ reaction: body.id }),
    });
    return answer(state);
  });
  command('clear-meeting-items-changed', ({ body }) => ({
    type: 'clear-meeting-items-changed',
    shouldClear: body.shouldClear,
  }));
  command('send-recap-email-changed', ({ body }) => ({
    type: 'send-recap-email-changed',
    shouldSend: body.shouldSend,
  }));
  command('start-prioritization', () => ({ type: 'start-prioritization' }));
  command('add-focus-issue', ({ body }) => ({ type: 'add-focus-issue', issueId: body.issueId }), issueOf(true));
  // An issue moved to another meeting meanwhile may still leave the focus, and the count.
  command('remove-focus-issue', ({ body }) => ({ type: 'remove-focus-issue', issueId: body.issueId }), issueOf(false));
  command('start-focus-group', () => ({ type: 'start-focus-group' }));
  command('end-focus-group', () => ({ type: 'end-focus-group' }));
  command('set-selected-attendee', ({ body }) => ({ type: 'set-selected-attendee', personId: body.personId }));
  command(
    'update-issue-count',
    ({ body }) => ({
      type: 'update-issue-count',
      issueId: body.issueId,
      isAdded: body.isAdded,
    }),
    issueOf(false),
  );
  command('make-scribe', ({ member }) => ({ type: 'make-scribe', personId: member.personId }));
  command('review-headline', ({ body }) => ({ type: 'review-headline', headlineId: body.headlineId }), {
    check: ({ body, member, target }) => loadLiveHeadline(ctx, { member, target, headlineId: body.headlineId }),
    change: (headline) => reviewLiveHeadline(ctx, headline),
  });
  command('mark-as-solved', ({ body }) => ({ type: 'mark-as-solved', issueId: body.issueId }), {
    check: ({ body, member, target }) => loadLiveIssue(ctx, { member, target, issueId: body.issueId }),
    change: (issue) => setLiveIssueStatus(ctx, { issue, status: 'Solved' }),
  });
  command('reopen-issue', ({ body }) => ({ type: 'reopen-issue', issueId: body.issueId }), {
    check: ({ body, member, target }) => loadLiveIssue(ctx, { member, target, issueId: body.issueId }),
    change: (issue) => setLiveIssueStatus(ctx, { issue, status: 'Open' }),
  });

  // A person rates themselves; the scribe may enter the ratings of those without a device.
  call('add-rating', drive, LiveMeetingResponse, async ({ body, member, target }) => {
    const { state } = await applyLive(
      ctx,
      target,
      [{ type: 'add-rating', personId: body.personId, rating: body.rating }],
      {
        personId: member.personId,
        check: (current) => {
          if (body.personId !== member.personId && current.scribePersonId !== member.personId) throw forbidden();
        },
      },
    );
    return answer(state);
  });

  // Solved or not, the focus moves on once; the issue is marked solved only if this press moved it.
  // The issue is checked first (another organization's or meeting's: 404, nothing moves).
  call('next-focus-issue', drive, LiveMeetingResponse, async ({ body, member, target }) => {
    const issue = body.wasSolved
      ? await loadLiveIssue(ctx, { member, target, issueId: body.focusIssueId })
      : await assertLiveIssueExists(ctx, { member, target, issueId: body.focusIssueId, inMeeting: false });
    const applied = await applyLive(
      ctx,
      target,
      [{ type: 'next-focus-issue', wasSolved: body.wasSolved, focusIssueId: body.focusIssueId }],
      { personId: member.personId },
    );
    if (body.wasSolved && applied.events.length > 0) {
      if (issue) await setLiveIssueStatus(ctx, { issue, status: 'Solved' });
    }
    return answer(applied.state);
  });

  const asIssue = (
    name: 'add-measurable-as-issue' | 'add-rock-as-issue' | 'add-headline-as-issue' | 'add-todo-as-issue',
    source: 'measurable' | 'rock' | 'headline' | 'todo',
    idOf: (body: Record<string, unknown>) => string,
  ) =>
    call(name, drive, LiveMeetingIssueResponse, async ({ body, member, target }) => {
      const issueId = await addItemAsIssue(ctx, { member, target, source, id: idOf(body) });
      const { state } = await applyLive(ctx, target, [{ type: 'issue-added', issueId, source }], {
        personId: member.personId,
        payload: () => ({ issueId }),
      });
      return { ...answer(state), issueId };
    });
  asIssue('add-measurable-as-issue', 'measurable', (b) => b.measurableId as string);
  asIssue('add-rock-as-issue', 'rock', (b) => b.rockId as string);
  asIssue('add-headline-as-issue', 'headline', (b) => b.headlineId as string);
  asIssue('add-todo-as-issue', 'todo', (b) => b.todoId as string);
}
