import {
  DashboardKindParams,
  DashboardLayout,
  DashboardResponse,
  EndedMeetingsQuery,
  EndedMeetingsResponse,
  Succeeded,
} from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { memberOf, sessionOf } from '../../plugins/access.ts';
import {
  type DashboardView,
  endedMeetings,
  getDashboard,
  resetDashboard,
  setDashboardKind,
  updateDashboard,
} from './service.ts';

const answer = (dashboard: DashboardView) => ({ succeeded: true as const, dashboard });

/**
 * The widget dashboard of the signed-in person in the current organization (001 §7, issue 19). A
 * layout is the person's own, so every role, Observers included, may arrange theirs ('self').
 */
export async function dashboardRoutes(api: App, ctx: AppContext): Promise<void> {
  api.get(
    '/dashboard',
    { config: { access: 'org' }, schema: { response: { 200: DashboardResponse } } },
    async (request) => answer(await getDashboard(ctx, memberOf(request))),
  );

  api.get(
    '/dashboard/ended-meetings',
    {
      config: { access: 'org' },
      schema: { querystring: EndedMeetingsQuery, response: { 200: EndedMeetingsResponse } },
    },
    async (request) => ({
      succeeded: true as const,
      items: await endedMeetings(ctx, memberOf(request), request.query.since),
    }),
  );

  api.put(
    '/dashboard',
    { config: { access: 'self' }, schema: { body: DashboardLayout, response: { 200: DashboardResponse } } },
    async (request) => answer(await updateDashboard(ctx, memberOf(request), request.body.widgets)),
  );

  api.post(
    '/default-dashboard',
    { config: { access: 'self' }, schema: { response: { 200: DashboardResponse } } },
    async (request) => answer(await resetDashboard(ctx, memberOf(request))),
  );

  api.put(
    '/user/dashboard/:orgId/:dashboard',
    { config: { access: 'account' }, schema: { params: DashboardKindParams, response: { 200: Succeeded } } },
    async (request) => {
      const { orgId, dashboard } = request.params;
      await setDashboardKind(ctx, { accountId: sessionOf(request).accountId, orgId, kind: dashboard });
      return { succeeded: true as const };
    },
  );
}
