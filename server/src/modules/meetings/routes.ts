import {
  ChangeOwnerRequest,
  ColorTagRequest,
  FavoriteRequest,
  Id,
  IdParams,
  IdsQuery,
  MeetingCreateRequest,
  MeetingHistoryResponse,
  MeetingListResponse,
  MeetingResponse,
  MeetingSearchRequest,
  MeetingSearchResponse,
  MeetingSessionResponse,
  MeetingUpdateRequest,
  MeetingValidateResponse,
  Succeeded,
  ThreadParams,
} from '@eos/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { memberOf, sessionOf } from '../../plugins/access.ts';
import { agendaRoutes } from './agenda-routes.ts';
import { checklistRoutes } from './checklist-routes.ts';
import { findSession, listSessions } from './history-repository.ts';
import { authorizeMeeting, loadScopedMeeting } from './policy.ts';
import { presentMeeting, presentSession } from './presenter.ts';
import { findMeetings, type MeetingSearchScope, searchMeetings } from './repository.ts';
import {
  changeMeetingOwner,
  createMeeting,
  deleteMeeting,
  setColorTag,
  setFavorite,
  updateMeeting,
  validateThread,
} from './service.ts';
import { loadMeetingView, loadMeetingViews } from './views.ts';

const SessionParams = z.object({ id: Id, sessionId: Id });

/** Meetings (the spec's tractions), their checklists and history, and agenda templates. */
export async function meetingRoutes(api: App, ctx: AppContext): Promise<void> {
  api.post(
    '/meetings',
    {
      config: { access: 'meetings.create' },
      schema: { body: MeetingCreateRequest, response: { 200: MeetingResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const row = await createMeeting(ctx, { member, body: request.body });
      const view = await loadMeetingView(ctx.db, member, row);
      return { succeeded: true as const, meeting: presentMeeting(view, member, new Date()) };
    },
  );

  api.get(
    '/meeting/:id',
    { config: { access: 'org' }, schema: { params: IdParams, response: { 200: MeetingResponse } } },
    async (request) => {
      const member = memberOf(request);
      const row = await loadScopedMeeting(ctx.db, member, request.params.id);
      const view = await loadMeetingView(ctx.db, member, row);
      return { succeeded: true as const, meeting: presentMeeting(view, member, new Date()) };
    },
  );

  api.put(
    '/meeting/:id',
    {
      config: { access: 'meetings.update' },
      schema: { params: IdParams, body: MeetingUpdateRequest, response: { 200: MeetingResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const meeting = await loadScopedMeeting(ctx.db, member, request.params.id);
      // Handing the meeting over through the form needs the owner-change right as well.
      const handsOver = request.body.ownerId !== undefined && request.body.ownerId !== meeting.ownerId;
      await authorizeMeeting(ctx.db, member, meeting, 'edit', ...(handsOver ? (['changeOwner'] as const) : []));
      const row = await updateMeeting(ctx, { member, meeting, body: request.body });
      const view = await loadMeetingView(ctx.db, member, row);
      return { succeeded: true as const, meeting: presentMeeting(view, member, new Date()) };
    },
  );

  // The guard refuses those who may change no meeting; the meeting's own rule decides the rest.
  api.delete(
    '/meeting/:id',
    { config: { access: 'meetings.update' }, schema: { params: IdParams, response: { 200: Succeeded } } },
    async (request) => {
      const member = memberOf(request);
      const meeting = await loadScopedMeeting(ctx.db, member, request.params.id);
      await authorizeMeeting(ctx.db, member, meeting, 'delete');
      await deleteMeeting(ctx, { member, meeting });
      return { succeeded: true as const };
    },
  );

  // Entity-cache batch load: ids of other organizations are left out, like missing ones.
  api.get(
    '/meetings',
    { config: { access: 'org' }, schema: { querystring: IdsQuery, response: { 200: MeetingListResponse } } },
    async (request) => {
      const member = memberOf(request);
      const rows = await findMeetings(ctx.db, member.orgId, request.query.ids ?? []);
      const now = new Date();
      return (await loadMeetingViews(ctx.db, member, rows)).map((v) => presentMeeting(v, member, now));
    },
  );

  // The three meeting lists are one search over different scopes; their filters are shared.
  const lists: [string, MeetingSearchScope['only']][] = [
    ['/my-meetings', 'mine'],
    ['/meetings/search/detail', 'all'],
    ['/meeting-detail-selector', 'all'],
  ];
  for (const [url, only] of lists) {
    api.post(
      url,
      {
        config: { access: 'org' },
        schema: { body: MeetingSearchRequest, response: { 200: MeetingSearchResponse } },
      },
      async (request) => {
        const member = memberOf(request);
        const page = await searchMeetings(
          ctx.db,
          { orgId: member.orgId, personId: member.personId, only },
          request.body,
        );
        const now = new Date();
        const views = await loadMeetingViews(ctx.db, member, page.items);
        return { succeeded: true as const, ...page, items: views.map((v) => presentMeeting(v, member, now)) };
      },
    );
  }

  api.put(
    '/meeting/:id/color-tag',
    {
      config: { access: 'meetings.update' },
      schema: { params: IdParams, body: ColorTagRequest, response: { 200: Succeeded } },
    },
    async (request) => {
      const member = memberOf(request);
      const meeting = await loadScopedMeeting(ctx.db, member, request.params.id);
      await authorizeMeeting(ctx.db, member, meeting, 'edit');
      await setColorTag(ctx, { member, meeting, colorTag: request.body.colorTag });
      return { succeeded: true as const };
    },
  );

  // Anyone who can see the meeting may star it for themselves.
  api.put(
    '/meeting/:id/favorite',
    {
      config: { access: 'self' },
      schema: { params: IdParams, body: FavoriteRequest, response: { 200: Succeeded } },
    },
    async (request) => {
      const member = memberOf(request);
      const meeting = await loadScopedMeeting(ctx.db, member, request.params.id);
      const accountId = sessionOf(request).accountId;
      await setFavorite(ctx, { member, accountId, meeting, isFavorite: request.body.isFavorite });
      return { succeeded: true as const };
    },
  );

  api.put(
    '/meeting/:id/owner',
    {
      config: { access: 'meetings.update' },
      schema: { params: IdParams, body: ChangeOwnerRequest, response: { 200: MeetingResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      const meeting = await loadScopedMeeting(ctx.db, member, request.params.id);
      await authorizeMeeting(ctx.db, member, meeting, 'changeOwner');
      const row = await changeMeetingOwner(ctx, { member, meeting, ownerId: request.body.ownerId });
      const view = await loadMeetingView(ctx.db, member, row);
      return { succeeded: true as const, meeting: presentMeeting(view, member, new Date()) };
    },
  );

  api.get(
    '/meetings/validate/:threadId',
    { config: { access: 'org' }, schema: { params: ThreadParams, response: { 200: MeetingValidateResponse } } },
    async (request) => {
      const found = await validateThread(ctx, {
        member: memberOf(request),
        accountId: sessionOf(request).accountId,
        threadId: request.params.threadId,
      });
      return { succeeded: true as const, ...found };
    },
  );

  api.get(
    '/meeting/:id/history',
    { config: { access: 'org' }, schema: { params: IdParams, response: { 200: MeetingHistoryResponse } } },
    async (request) => {
      const member = memberOf(request);
      const meeting = await loadScopedMeeting(ctx.db, member, request.params.id);
      const rows = await listSessions(ctx.db, member.orgId, meeting.id);
      return { succeeded: true as const, items: rows.map(presentSession) };
    },
  );

  api.get(
    '/meeting/:id/session/:sessionId',
    { config: { access: 'org' }, schema: { params: SessionParams, response: { 200: MeetingSessionResponse } } },
    async (request) => {
      const member = memberOf(request);
      const meeting = await loadScopedMeeting(ctx.db, member, request.params.id);
      const row = await findSession(ctx.db, member.orgId, meeting.id, request.params.sessionId);
      if (!row) throw notFound();
      return { succeeded: true as const, session: presentSession(row) };
    },
  );

  await checklistRoutes(api, ctx);
  await agendaRoutes(api, ctx);
}
