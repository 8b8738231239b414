import {
  IdParams,
  PersonalTokenCreatedResponse,
  PersonalTokenCreateRequest,
  PersonalTokensResponse,
  Succeeded,
} from '@eos/domain';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { memberOf } from '../../plugins/access.ts';
import { createPersonalToken, presentToken } from './service.ts';
import { listPersonalTokens, revokeToken } from './store.ts';

/** The signed-in person's own tokens; a token never makes or revokes tokens. */
function personOf(request: FastifyRequest) {
  if (request.bearer) throw forbidden();
  return memberOf(request);
}

/**
 * The signed-in person's own personal access tokens in their current organization (the profile's
 * Access tokens section): list, make (the secret answered once), revoke. Someone else's token is 404.
 */
export async function tokenRoutes(api: App, ctx: AppContext): Promise<void> {
  api.get(
    '/user/tokens',
    { config: { access: 'org' }, schema: { response: { 200: PersonalTokensResponse } } },
    async (request) => {
      const member = memberOf(request);
      const rows = await listPersonalTokens(ctx.db, member.orgId, member.personId);
      const now = new Date();
      return { succeeded: true as const, tokens: rows.map((row) => presentToken(row, now)) };
    },
  );

  api.post(
    '/user/tokens',
    {
      // The secret is in the answer: never kept by the idempotency store.
      config: { access: 'self', secretAnswer: true },
      schema: { body: PersonalTokenCreateRequest, response: { 200: PersonalTokenCreatedResponse } },
    },
    async (request) => {
      const member = personOf(request);
      const { row, secret } = await createPersonalToken(ctx, member, request.body);
      request.log.info({ tokenId: row.id, scopes: row.scopes }, 'access token created');
      return { succeeded: true as const, token: presentToken(row), secret };
    },
  );

  api.delete(
    '/user/tokens/:id',
    { config: { access: 'self' }, schema: { params: IdParams, response: { 200: Succeeded } } },
    async (request) => {
      const member = personOf(request);
      const row = await revokeToken(ctx.db, member.orgId, request.params.id, member.personId);
      if (!row) throw notFound();
      request.log.info({ tokenId: row.id }, 'access token revoked');
      return { succeeded: true as const };
    },
  );
}
