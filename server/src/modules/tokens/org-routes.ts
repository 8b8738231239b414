import {
  IdParams,
  OrgApiTokenCreatedResponse,
  OrgApiTokenCreateRequest,
  OrgApiTokensResponse,
  Succeeded,
} from '@eos/domain';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/access.ts';
import { featureFlags } from '../meta/routes.ts';
import { createOrgToken, presentOrgToken } from './service.ts';
import { listOrgTokens, revokeToken } from './store.ts';

/** The Owner's or Admin's membership; 404 while the API switch is off (the calls do not exist then). */
function managerOf(ctx: AppContext, request: FastifyRequest) {
  if (!featureFlags(ctx)['enable-api-switch']) throw new AppError('notFound', 'ERR_FEATURE_DISABLED');
  return memberOf(request);
}

/**
 * The organization's API tokens (issue 22), in its settings, for Owners and Admins (org.apiTokens):
 * list, make (the secret answered once), revoke. Tokens never reach these (area 'none').
 */
export async function orgTokenRoutes(api: App, ctx: AppContext): Promise<void> {
  api.get(
    '/org/api-tokens',
    { config: { access: 'org.apiTokens' }, schema: { response: { 200: OrgApiTokensResponse } } },
    async (request) => {
      const member = managerOf(ctx, request);
      const rows = await listOrgTokens(ctx.db, member.orgId);
      const now = new Date();
      return {
        succeeded: true as const,
        tokens: rows.map((r) => presentOrgToken(r.token, { first: r.creatorFirst, last: r.creatorLast }, now)),
      };
    },
  );

  api.post(
    '/org/api-tokens',
    {
      // The secret is in the answer: never kept by the idempotency store.
      config: { access: 'org.apiTokens', secretAnswer: true },
      schema: { body: OrgApiTokenCreateRequest, response: { 200: OrgApiTokenCreatedResponse } },
    },
    async (request) => {
      const member = managerOf(ctx, request);
      const { row, secret } = await createOrgToken(ctx, member, request.body);
      request.log.info({ tokenId: row.id, scopes: row.scopes }, 'organization API token created');
      const [listed] = (await listOrgTokens(ctx.db, member.orgId)).filter((r) => r.token.id === row.id);
      const creator = listed ? { first: listed.creatorFirst, last: listed.creatorLast } : null;
      return { succeeded: true as const, token: presentOrgToken(row, creator), secret };
    },
  );

  api.delete(
    '/org/api-tokens/:id',
    { config: { access: 'org.apiTokens' }, schema: { params: IdParams, response: { 200: Succeeded } } },
    async (request) => {
      const member = managerOf(ctx, request);
      const row = await revokeToken(ctx.db, member.orgId, request.params.id, null);
      if (!row) throw notFound();
      request.log.info({ tokenId: row.id }, 'organization API token revoked');
      return { succeeded: true as const };
    },
  );
}
