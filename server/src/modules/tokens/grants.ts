import { ApiTokenMessages, type Role, TOKEN_GRANTABLE_ROLES } from '@eos/domain';
import { AppError } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';

/**
 * What a people change gives someone: a role, the implementer mark, billing permission. A call made
 * with an access token may give none of them above Member (TOKEN_GRANTABLE_ROLES): 403 ERR_TOKEN_SCOPE,
 * whatever the token's scopes and whoever made it. Called by every path that gives one (invitations,
 * add-member, the import's invitees, role changes, billing permission).
 */
export function assertTokenMayGrant(
  caller: Pick<Member, 'viaToken'>,
  grant: { role?: Role; isImplementer?: boolean; billing?: boolean },
): void {
  if (!caller.viaToken) return;
  const aboveMember = grant.role !== undefined && !TOKEN_GRANTABLE_ROLES.includes(grant.role);
  if (aboveMember || grant.isImplementer || grant.billing) throw new AppError('forbidden', ApiTokenMessages.scope);
}
