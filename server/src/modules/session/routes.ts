import {
  NavBarPreferenceQuery,
  OrgIdParams,
  SessionQuery,
  SessionResponse,
  Succeeded,
  TimeZoneRequest,
} from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { memberOf, sessionOf } from '../../plugins/access.ts';
import { presentSession, SIGNED_OUT } from './presenter.ts';
import { loadSessionView, saveNavBarPreference, saveTimeZone, switchOrg } from './service.ts';

export async function sessionRoutes(api: App, ctx: AppContext): Promise<void> {
  // Public: a signed-out browser learns it has no account rather than getting a 401. A read: the
  // browser's zone (?tz=) is saved by PUT session/user/timeZone, never here (issue 14 F8).
  api.get(
    '/session',
    { config: { access: 'public' }, schema: { querystring: SessionQuery, response: { 200: SessionResponse } } },
    async (request) => {
      if (!request.session) return SIGNED_OUT;
      return presentSession(await loadSessionView(ctx, request.session));
    },
  );

  api.put(
    '/session/user/timeZone',
    { config: { access: 'account' }, schema: { body: TimeZoneRequest, response: { 200: Succeeded } } },
    async (request) => {
      await saveTimeZone(ctx, sessionOf(request).accountId, request.body.timeZoneName);
      return { succeeded: true as const };
    },
  );

  api.get(
    '/session/reload',
    { config: { access: 'account' }, schema: { response: { 200: SessionResponse } } },
    async (request) => presentSession(await loadSessionView(ctx, sessionOf(request))),
  );

  api.put(
    '/session/org/:orgId',
    { config: { access: 'account' }, schema: { params: OrgIdParams, response: { 200: SessionResponse } } },
    async (request) => presentSession(await switchOrg(ctx, sessionOf(request), request.params.orgId)),
  );

  api.put(
    '/session/user/navBarPreference',
    {
      config: { access: 'self' },
      schema: { querystring: NavBarPreferenceQuery, response: { 200: Succeeded } },
    },
    async (request) => {
      const member = memberOf(request);
      await saveNavBarPreference(ctx, {
        accountId: sessionOf(request).accountId,
        orgId: member.orgId,
        personId: member.personId,
        open: request.query.open,
      });
      return { succeeded: true as const };
    },
  );
}
