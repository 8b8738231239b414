import { can, type InviteeRole, inviteeRoleOptions, type Role } from '@eos/domain';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { assertTokenMayGrant } from '../tokens/grants.ts';

/**
 * Who may invite whom (001 §6), one rule for adding, sending, resending and revoking: Observers never
 * (they cannot write); people who may update the license (Owner, Admin) any role but Owner, and an
 * implementer; every other licensed person only Observers. A call made with a token gives at most Member.
 */
export function assertMayInvite(member: Member, invitee: { role: Role; isImplementer: boolean }): void {
  if (member.role === 'Observer') throw forbidden();
  assertTokenMayGrant(member, invitee);
  const allowed: readonly Role[] = inviteeRoleOptions(member.role, member.permissions);
  const mayImplementer = can(member.role, 'license.update', member.permissions);
  if (!allowed.includes(invitee.role) || (invitee.isImplementer && !mayImplementer)) {
    throw new AppError('forbidden', 'ERR_INVITE_ROLE');
  }
}

/**
 * The role of a new invitee when the form sends none: the organization's default when the caller may
 * give it, else Observer (the one role everyone who may invite can give).
 */
export function defaultInviteeRole(member: Member, orgDefault: string): InviteeRole {
  const allowed = inviteeRoleOptions(member.role, member.permissions);
  return (allowed as string[]).includes(orgDefault) ? (orgDefault as InviteeRole) : 'Observer';
}
