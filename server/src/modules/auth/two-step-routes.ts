import {
  IdParams,
  OrgResponse,
  OrgTwoStepRequest,
  RecoveryCodesResponse,
  Succeeded,
  TwoStepConfirmRequest,
  TwoStepEnableRequest,
  TwoStepLoginRequest,
  TwoStepLoginResponse,
  TwoStepRecoveryLoginRequest,
  TwoStepSetupResponse,
  TwoStepStatusResponse,
} from '@eos/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context.ts';
import { organizations } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import { membershipsWithoutTwoStep } from '../../lib/session-store.ts';
import { memberOf, sessionOf } from '../../plugins/access.ts';
import { presentOrg } from '../orgs/presenter.ts';
import { sendSessionCookie } from './session.ts';
import {
  clearChallengeCookie,
  disableTwoStep,
  enableTwoStep,
  finishTwoStep,
  hasTwoStep,
  regenerateRecoveryCodes,
  setupTwoStep,
  twoStepStatus,
} from './two-step.ts';

const ok = { succeeded: true as const };
/** Answers that carry a secret (the new key, recovery codes) are never stored by a cache. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Two-step verification: the second step of a sign-in, the user's own settings, the org's rule. */
export async function twoStepRoutes(api: App, ctx: AppContext): Promise<void> {
  const second = async (
    request: FastifyRequest,
    reply: FastifyReply,
    answer: { code: string } | { recoveryCode: string },
  ) => {
    const { session, ...rest } = await finishTwoStep(ctx, request, answer);
    clearChallengeCookie(reply);
    sendSessionCookie(ctx, reply, session);
    return { ...ok, sessionId: session.id, ...rest };
  };

  api.post(
    '/account/login/two-step',
    {
      config: { access: 'public' },
      schema: { body: TwoStepLoginRequest, response: { 200: TwoStepLoginResponse } },
    },
    async (request, reply) => second(request, reply, { code: request.body.code }),
  );

  api.post(
    '/account/login/recovery',
    {
      config: { access: 'public' },
      schema: { body: TwoStepRecoveryLoginRequest, response: { 200: TwoStepLoginResponse } },
    },
    async (request, reply) => second(request, reply, { recoveryCode: request.body.recoveryCode }),
  );

  api.get(
    '/account/two-step',
    { config: { access: 'account' }, schema: { response: { 200: TwoStepStatusResponse } } },
    async (request) => ({ ...ok, ...(await twoStepStatus(ctx, sessionOf(request).accountId)) }),
  );

  api.post(
    '/account/two-step/setup',
    { config: { access: 'account', secretAnswer: true }, schema: { response: { 200: TwoStepSetupResponse } } },
    async (request, reply) => {
      noStore(reply);
      return { ...ok, ...(await setupTwoStep(ctx, sessionOf(request))) };
    },
  );

  api.post(
    '/account/two-step/enable',
    {
      config: { access: 'account', secretAnswer: true },
      schema: { body: TwoStepEnableRequest, response: { 200: RecoveryCodesResponse } },
    },
    async (request, reply) => {
      noStore(reply);
      const result = await enableTwoStep(ctx, request, reply, sessionOf(request), request.body.code);
      return { ...ok, ...result };
    },
  );

  api.post(
    '/account/two-step/disable',
    { config: { access: 'account' }, schema: { body: TwoStepConfirmRequest, response: { 200: Succeeded } } },
    async (request) => {
      await disableTwoStep(ctx, request, sessionOf(request), request.body);
      return ok;
    },
  );

  api.post(
    '/account/two-step/recovery-codes',
    {
      config: { access: 'account', secretAnswer: true },
      schema: { body: TwoStepConfirmRequest, response: { 200: RecoveryCodesResponse } },
    },
    async (request, reply) => {
      noStore(reply);
      return { ...ok, recoveryCodes: await regenerateRecoveryCodes(ctx, request, sessionOf(request), request.body) };
    },
  );

  // The Owner requires two-step verification of everyone in the organization (their own first).
  api.put(
    '/org/:id/two-step',
    {
      config: { access: 'org.security' },
      schema: { params: IdParams, body: OrgTwoStepRequest, response: { 200: OrgResponse } },
    },
    async (request) => {
      const member = memberOf(request);
      if (request.params.id !== member.orgId) throw notFound();
      if (request.body.required && !(await hasTwoStep(ctx.db, sessionOf(request).accountId))) {
        throw new AppError('conflict', 'ERR_TWO_STEP_OWNER_FIRST');
      }
      const [org] = await ctx.db
        .update(organizations)
        .set({ requireTwoStep: request.body.required, updatedAt: new Date() })
        .where(eq(organizations.id, member.orgId))
        .returning();
      if (!org) throw notFound();
      // Accounts without two-step verification lose (or regain) access to the organization; when it is
      // required, their open sockets close at once on every node, as a sign-out closes them.
      sessionsChanged(ctx, { orgId: org.id });
      if (org.requireTwoStep) {
        for (const personId of await membershipsWithoutTwoStep(ctx.db, org.id))
          ctx.realtime.disconnectMembership(personId);
      }
      ctx.realtime.emit('live-update-hub', `org:${org.id}`, 'Updated', { type: 'org', id: org.id });
      return { ...ok, org: presentOrg(org) };
    },
  );
}
