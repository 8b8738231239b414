import {
  AccountUsersResponse,
  IdParams,
  LoginInfoResponse,
  UserDetailsResponse,
  UserPreferencesUpdateRequest,
  UserProfileUpdateRequest,
} from '@eos/domain';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { memberOf, sessionOf } from '../../plugins/access.ts';
import { presentUserDetails } from './presenter.ts';
import { getUserDetails, updatePreferences, updateProfile } from './service.ts';
import { findLoginInfo, isoOrNull, listAccountUsers } from './sign-ins.ts';

export async function userRoutes(api: App, ctx: AppContext): Promise<void> {
  const details = async (request: FastifyRequest, id: string) => {
    const session = sessionOf(request);
    const view = await getUserDetails(ctx, { accountId: session.accountId, orgId: session.orgId, id });
    return { succeeded: true as const, user: presentUserDetails(view.account, view) };
  };

  api.get(
    '/user/details/:id',
    { config: { access: 'account' }, schema: { params: IdParams, response: { 200: UserDetailsResponse } } },
    async (request) => details(request, request.params.id),
  );

  api.put(
    '/user/details/:id/profile',
    {
      config: { access: 'account' },
      schema: { params: IdParams, body: UserProfileUpdateRequest, response: { 200: UserDetailsResponse } },
    },
    async (request) => {
      const { id } = request.params;
      await updateProfile(ctx, { accountId: sessionOf(request).accountId, id, ...request.body });
      return details(request, id);
    },
  );

  api.put(
    '/user/details/:id/preferences',
    {
      config: { access: 'account' },
      schema: { params: IdParams, body: UserPreferencesUpdateRequest, response: { 200: UserDetailsResponse } },
    },
    async (request) => {
      const { id } = request.params;
      await updatePreferences(ctx, { accountId: sessionOf(request).accountId, id, ...request.body });
      return details(request, id);
    },
  );

  // The organization's people who joined, with their last sign-in: id is the current organization.
  api.get(
    '/account/:id/users',
    { config: { access: 'people.manage' }, schema: { params: IdParams, response: { 200: AccountUsersResponse } } },
    async (request) => {
      const member = memberOf(request);
      if (request.params.id !== member.orgId) throw notFound();
      const rows = await listAccountUsers(ctx.db, member.orgId);
      return {
        succeeded: true as const,
        items: rows.map((row) => ({ ...row, lastSignInAt: isoOrNull(row.lastSignInAt) })),
      };
    },
  );

  // The Login tab: how the user signs in. Their own id only; another user's is 404 like an unknown one.
  api.get(
    '/account/get-login-info/:id',
    { config: { access: 'account' }, schema: { params: IdParams, response: { 200: LoginInfoResponse } } },
    async (request) => {
      const session = sessionOf(request);
      if (request.params.id !== session.accountId) throw notFound();
      const row = await findLoginInfo(ctx.db, session.accountId, session.id);
      if (!row) throw notFound();
      return { succeeded: true as const, loginInfo: { ...row, lastSignInAt: isoOrNull(row.lastSignInAt) } };
    },
  );
}
