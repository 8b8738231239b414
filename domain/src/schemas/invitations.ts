import { z } from 'zod';
import { INVITATIONS, LIMITS } from '../constants.ts';
import { InvitationStatuses, InviteeRoles } from '../enums.ts';
import { AcceptTerms, Password, PasswordMessages } from './auth.ts';
import { Email, Id, M, requiredText, Succeeded } from './common.ts';

/**
 * PUT org/add-member (001 §3 'New member'): a person of the organization who has not joined yet.
 * `username` and `avatarUrl` are the spec's fields; accounts sign in by email and set their own
 * avatar, so both are accepted and ignored (docs/decisions.md 'People'). `role` and `isImplementer`
 * are this product's additions: the invitee row's role, and an outside EOS Implementer.
 */
export const AddMemberRequest = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: Email,
  username: z.string().max(LIMITS.emailMax).optional(),
  avatarUrl: z.string().max(2048).nullable().optional(),
  /** Default: the organization's default invitee role, or Observer for a caller who may invite only those. */
  role: z.enum(InviteeRoles).optional(),
  isImplementer: z.boolean().optional(),
});
export type AddMemberRequest = z.infer<typeof AddMemberRequest>;
export const AddMemberResponse = Succeeded.extend({ id: Id });

/** POST people/check-existing-email: the person of this organization who has that email, if any. */
export const CheckExistingEmailRequest = z.object({ email: Email });
export const CheckExistingEmailResponse = Succeeded.extend({ person: z.object({ id: Id }).nullable() });

/** An invitee of POST invitations / POST subscription/add: a person added by add-member. */
export const Invitee = z.object({ id: Id, email: Email });
export type Invitee = z.infer<typeof Invitee>;

/**
 * POST invitations {invitees, baseUrl} (001 §3): mails each invitee a new link (a resend replaces the
 * old key). `baseUrl` is the spec's field; links are built from PUBLIC_URL, never from the caller.
 */
export const InvitationsRequest = z.object({
  invitees: z.array(Invitee).min(1, { error: M.required }).max(INVITATIONS.maxPerRequest),
  baseUrl: z.string().max(2048).optional(),
});
export type InvitationsRequest = z.infer<typeof InvitationsRequest>;

export const Invitation = z.object({
  id: Id,
  personId: Id.nullable(),
  email: z.string(),
  role: z.enum(InviteeRoles),
  isImplementer: z.boolean(),
  status: z.enum(InvitationStatuses),
  invitedById: Id.nullable(),
  created: z.string(),
  sentAt: z.string().nullable(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof Invitation>;
export const InvitationsResponse = Succeeded.extend({ invitations: z.array(Invitation) });

/** POST subscription/add (001 §7): license the invitees and send their invitations. */
export const SubscriptionAddRequest = InvitationsRequest.extend({ isUpgradeRequest: z.boolean().optional() });
export const SubscriptionAddResponse = Succeeded.extend({
  invitations: z.array(Invitation),
  shouldRedirectToCheckout: z.boolean(),
});
export type SubscriptionAddResponse = z.infer<typeof SubscriptionAddResponse>;

/**
 * The mailed link /welcome/invitation/{invitationId}/{key}. Deliberately loose: a malformed id or key
 * (a link cut short by a mail client, or forged) reads as a forged link, 404 ERR_INVITATION_NOT_FOUND,
 * never as a validation error that would tell it apart.
 */
export const InvitationKeyParams = z.object({ invitationId: z.string().max(100), key: z.string().max(256) });

/** What the invitation page shows to whoever holds the link. */
export const InvitationView = z.object({
  id: Id,
  orgName: z.string(),
  inviterName: z.string().nullable(),
  role: z.enum(InviteeRoles),
  isImplementer: z.boolean(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(InvitationStatuses),
  expiresAt: z.string(),
  /** True when the address already has an account to sign in with; false: the page offers sign-up. */
  accountExists: z.boolean(),
});
export type InvitationView = z.infer<typeof InvitationView>;
export const InvitationViewResponse = Succeeded.extend({ invitation: InvitationView });

/** Sign-up from an invitation: no mailed code, the invitation proves the address. */
export const InvitationRegisterRequest = z
  .object({
    firstName: requiredText(),
    lastName: requiredText(),
    password: Password,
    confirmPassword: z.string({ error: M.required }),
    acceptTerms: AcceptTerms,
  })
  .refine((v) => v.password === v.confirmPassword, { error: PasswordMessages.match, path: ['confirmPassword'] });
export type InvitationRegisterRequest = z.infer<typeof InvitationRegisterRequest>;

/** Accepting (signed in, or just signed up): the organization the session now works in. */
export const InvitationAcceptResponse = Succeeded.extend({ orgId: Id });
