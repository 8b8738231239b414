import {
  ChangePasswordRequest,
  IdParams,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  ResetCodeParams,
  ResetPasswordRequest,
  Succeeded,
  UpdatePasswordRequest,
  VerificationCreateRequest,
  VerificationVerifyRequest,
} from '@eos/domain';
import { z } from 'zod';
import type { App, AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import { clearSessionCookie, revokeSession } from '../../lib/session-store.ts';
import { sessionOf } from '../../plugins/access.ts';
import { assertResetCodeValid, changePassword, requestPasswordReset, resetPassword } from './password-service.ts';
import { login, register, startSignUp, verifySignUpCode } from './service.ts';
import { sendSessionCookie } from './session.ts';
import { ssoRoutes } from './sso-routes.ts';
import { sendChallengeCookie } from './two-step.ts';
import { twoStepRoutes } from './two-step-routes.ts';

const SessionOpened = Succeeded.extend({ sessionId: z.uuid() });
const ok = { succeeded: true as const };

/** The built-in identity provider: sign-up, sign-in, passwords, sign-out (docs/api.md "Accounts"). */
export async function authRoutes(api: App, ctx: AppContext): Promise<void> {
  api.post(
    '/account/register/verification/create',
    { config: { access: 'public' }, schema: { body: VerificationCreateRequest, response: { 200: Succeeded } } },
    async (request) => {
      await startSignUp(ctx, request, request.body.email);
      return ok;
    },
  );

  api.post(
    '/account/register/verification/verify',
    { config: { access: 'public' }, schema: { body: VerificationVerifyRequest, response: { 200: Succeeded } } },
    async (request) => {
      await verifySignUpCode(ctx, request.body.email, request.body.verificationCode);
      return ok;
    },
  );

  api.post(
    '/account/register',
    { config: { access: 'public' }, schema: { body: RegisterRequest, response: { 200: SessionOpened } } },
    async (request, reply) => {
      const session = await register(ctx, request, request.body);
      sendSessionCookie(ctx, reply, session);
      return { ...ok, sessionId: session.id };
    },
  );

  api.post(
    '/account/login',
    { config: { access: 'public' }, schema: { body: LoginRequest, response: { 200: LoginResponse } } },
    async (request, reply) => {
      const signedIn = await login(ctx, request, request.body);
      if (!signedIn.session) {
        // The password was right; the session waits for the second step (POST account/login/two-step).
        sendChallengeCookie(ctx, reply, signedIn.twoStepToken);
        return { ...ok, sessionId: null, twoStepRequired: true };
      }
      sendSessionCookie(ctx, reply, signedIn.session);
      return { ...ok, sessionId: signedIn.session.id, twoStepRequired: false };
    },
  );

  api.post(
    '/account/password/reset',
    { config: { access: 'public' }, schema: { body: ResetPasswordRequest, response: { 200: Succeeded } } },
    async (request) => {
      await requestPasswordReset(ctx, request, request.body.email);
      return ok;
    },
  );

  api.get(
    '/account/password/reset/:resetCode',
    { config: { access: 'public' }, schema: { params: ResetCodeParams, response: { 200: Succeeded } } },
    async (request) => {
      await assertResetCodeValid(ctx, request.params.resetCode);
      return ok;
    },
  );

  api.put(
    '/account/password/reset/:resetCode',
    {
      config: { access: 'public' },
      schema: { params: ResetCodeParams, body: UpdatePasswordRequest, response: { 200: Succeeded } },
    },
    async (request) => {
      await resetPassword(ctx, request.params.resetCode, request.body.password);
      return ok;
    },
  );

  api.put(
    '/account/password',
    { config: { access: 'account' }, schema: { body: ChangePasswordRequest, response: { 200: Succeeded } } },
    async (request) => {
      await changePassword(ctx, request, sessionOf(request), request.body);
      return ok;
    },
  );

  api.delete(
    '/session/:id',
    { config: { access: 'account' }, schema: { params: IdParams, response: { 200: Succeeded } } },
    async (request, reply) => {
      const session = sessionOf(request);
      // Only the caller's own session: anyone else's id answers like one that does not exist.
      if (request.params.id !== session.id) throw notFound();
      await revokeSession(ctx.db, session.id);
      // Its sockets end too, on every node: signed out means hearing nothing more.
      sessionsChanged(ctx, { sessionId: session.id });
      ctx.realtime.disconnectSession(session.id);
      clearSessionCookie(reply);
      return ok;
    },
  );

  await ssoRoutes(api, ctx);
  await twoStepRoutes(api, ctx);
}
