import { IdParams, UserDetailsResponse, UserPreferencesUpdateRequest, UserProfileUpdateRequest } from '@eos/domain';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context.ts';
import { sessionOf } from '../../plugins/access.ts';
import { presentUserDetails } from './presenter.ts';
import { getUserDetails, updatePreferences, updateProfile } from './service.ts';

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
}
