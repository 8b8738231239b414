import {
  AddMemberRequest,
  AddMemberResponse,
  CheckExistingEmailRequest,
  CheckExistingEmailResponse,
  IdParams,
  InvitationAcceptResponse,
  InvitationKeyParams,
  InvitationRegisterRequest,
  InvitationsRequest,
  InvitationsResponse,
  InvitationViewResponse,
  SubscriptionAddRequest,
  SubscriptionAddResponse,
  Succeeded,
} from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { memberOf, sessionOf } from '../../plugins/access.ts';
import { sendSessionCookie } from '../auth/session.ts';
import { acceptInvitation, registerFromInvitation, viewInvitation } from './acceptance.ts';
import { sendInvitations, shouldRedirectToCheckout } from './sending.ts';
import { addMember, checkExistingEmail, revokeInvitation } from './service.ts';

const ok = { succeeded: true as const };

/**
 * Invitations: add-member, check-existing-email, POST invitations, subscription/add, revoke, and the
 * public invitation link's view, sign-up and acceptance (docs/api.md 'People and invitations').
 * Who may invite whom is checked in the services (policy.ts), since it depends on the invitee's role.
 */
export async function invitationRoutes(api: App, ctx: AppContext): Promise<void> {
  api.put(
    '/org/add-member',
    { config: { access: 'people.invite' }, schema: { body: AddMemberRequest, response: { 200: AddMemberResponse } } },
    async (request) => {
      // username and avatarUrl are the spec's fields: people sign in by email and set their own face.
      const { id } = await addMember(ctx, memberOf(request), request.body);
      return { ...ok, id };
    },
  );

  api.post(
    '/people/check-existing-email',
    {
      config: { access: 'org' },
      schema: { body: CheckExistingEmailRequest, response: { 200: CheckExistingEmailResponse } },
    },
    async (request) => {
      const person = await checkExistingEmail(ctx, memberOf(request), request.body.email);
      return { ...ok, person };
    },
  );

  api.post(
    '/invitations',
    {
      config: { access: 'people.invite' },
      schema: { body: InvitationsRequest, response: { 200: InvitationsResponse } },
    },
    async (request) => {
      const invitations = await sendInvitations(ctx, request.log, memberOf(request), request.body.invitees, {
        skipJoined: false,
      });
      return { ...ok, invitations };
    },
  );

  // The spec's billing call for inviting licensed people; its subscription side arrives with billing.
  api.post(
    '/subscription/add',
    {
      config: { access: 'license.update' },
      schema: { body: SubscriptionAddRequest, response: { 200: SubscriptionAddResponse } },
    },
    async (request) => {
      const invitations = await sendInvitations(ctx, request.log, memberOf(request), request.body.invitees, {
        skipJoined: true,
      });
      const shouldRedirect = await shouldRedirectToCheckout(ctx, memberOf(request).orgId);
      return { ...ok, invitations, shouldRedirectToCheckout: shouldRedirect };
    },
  );

  api.put(
    '/invitation/:id/revoke',
    { config: { access: 'people.invite' }, schema: { params: IdParams, response: { 200: Succeeded } } },
    async (request) => {
      await revokeInvitation(ctx, memberOf(request), request.params.id);
      return ok;
    },
  );

  // The mailed link. Public: the 256-bit key is the credential.
  api.get(
    '/invitation/:invitationId/:key',
    {
      config: { access: 'public' },
      schema: { params: InvitationKeyParams, response: { 200: InvitationViewResponse } },
    },
    async (request) => {
      const invitation = await viewInvitation(ctx, request.params.invitationId, request.params.key);
      return { ...ok, invitation };
    },
  );

  api.post(
    '/invitation/:invitationId/:key/register',
    {
      config: { access: 'public' },
      schema: {
        params: InvitationKeyParams,
        body: InvitationRegisterRequest,
        response: { 200: InvitationAcceptResponse },
      },
    },
    async (request, reply) => {
      const { orgId, session } = await registerFromInvitation(ctx, request, request.params, request.body);
      sendSessionCookie(ctx, reply, session);
      return { ...ok, orgId };
    },
  );

  api.post(
    '/invitation/:invitationId/:key/accept',
    {
      config: { access: 'account' },
      schema: { params: InvitationKeyParams, response: { 200: InvitationAcceptResponse } },
    },
    async (request) => {
      const { orgId } = await acceptInvitation(ctx, sessionOf(request), request.params);
      return { ...ok, orgId };
    },
  );
}
