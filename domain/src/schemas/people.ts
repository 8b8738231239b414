import { z } from 'zod';
import { InvitationStatuses, InviteeRoles, Roles } from '../enums.ts';
import { Id, SearchRequest, Succeeded, searchResponse } from './common.ts';

/** The newest invitation of someone who has not joined yet: the License tab's status, resend and revoke. */
export const PersonInvitation = z.object({
  id: Id,
  status: z.enum(InvitationStatuses),
  /** When the link was last mailed; null while it has not been sent. */
  sentAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type PersonInvitation = z.infer<typeof PersonInvitation>;

/** A person of the organization as pickers, invitee lists, owners and the License tab show them. */
export const Person = z.object({
  id: Id,
  userId: Id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(Roles),
  hasLicense: z.boolean(),
  /** False while the person was invited and has not accepted yet. */
  hasAcceptedInvite: z.boolean(),
  /** An outside EOS Implementer (coach): free, shown with the implementer badge. */
  isImplementer: z.boolean(),
  /** Holds 'Update|Billing' (the Owner always does). */
  hasBillingPermission: z.boolean(),
  /** Owner or invitee of the organization's leadership-team meeting (the LT badge). */
  isLeadershipTeam: z.boolean(),
  invitation: PersonInvitation.nullable(),
});
export type Person = z.infer<typeof Person>;

/**
 * POST people/search and POST person-picker-list: the generic search request; filters
 * excluded-ids, has-license ('true'|'false'), has-role (Role names), has-accepted-invite
 * ('true'|'false'), traction-ids / traction-id (invitees of those meetings), text-search.
 */
export const PeopleSearchRequest = SearchRequest;
export const PeopleSearchResponse = searchResponse(Person);
export const PeopleListResponse = z.array(Person);

export const PersonResponse = Succeeded.extend({ person: Person });

/** PUT person/{id}/role: any role but Owner (Observer is the downgrade to Free Observer). */
export const PersonRoleRequest = z.object({ role: z.enum(InviteeRoles) });
export type PersonRoleRequest = z.infer<typeof PersonRoleRequest>;

/** GET org/paid-users: the people holding a license (002 §7), each with whether it is charged. */
export const PaidUser = Person.extend({ isCharged: z.boolean() });
export type PaidUser = z.infer<typeof PaidUser>;
export const PaidUsersResponse = Succeeded.extend({ items: z.array(PaidUser) });

/** PUT org/owner/{id} (001 §7). */
export const OwnerTransferResponse = Succeeded.extend({
  person: z.object({ id: Id, name: z.string() }),
  org: z.object({ id: Id }),
  previousOwner: z.object({ id: Id }),
});
export type OwnerTransferResponse = z.infer<typeof OwnerTransferResponse>;

/** PUT org/leadershipteam/{orgId}/{meetingId}: that meeting becomes the leadership-team meeting. */
export const LeadershipTeamParams = z.object({ orgId: Id, meetingId: Id });
export const LeadershipTeamResponse = Succeeded.extend({ meetingId: Id });

/** GET account/{orgId}/users: the organization's people who joined, with when they last signed in. */
export const AccountUser = z.object({
  personId: Id,
  userId: Id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
});
export const AccountUsersResponse = Succeeded.extend({ items: z.array(AccountUser) });

/** GET account/get-login-info/{userId}: how a user signs in (their own, for the Login tab). */
export const LoginInfo = z.object({
  userId: Id,
  email: z.string(),
  hasPassword: z.boolean(),
  identities: z.array(z.object({ issuer: z.string(), email: z.string().nullable() })),
  lastSignInAt: z.string().nullable(),
  activeSessions: z.number().int(),
});
export const LoginInfoResponse = Succeeded.extend({ loginInfo: LoginInfo });
