import { defaultPermissions, isTransferCandidate, type OwnerTransferResponse, type Role } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { announceChanged, lockedActor, updateMembership } from './changes.ts';
import { findPeople } from './repository.ts';

/**
 * PUT org/owner/{id} (001 §5, §7): the Owner hands the organization to a licensed person who joined
 * and is not an implementer. In one transaction with the organization locked, the new Owner takes
 * the Owner's rights and the caller becomes an Admin (no more 'Update|Billing', so no Billing
 * Management pages). The lock and the fresh look at the caller make a second transfer started at the
 * same moment find its caller an Admin: there is exactly one Owner afterwards. Both hear at once.
 */
export async function transferOrg(
  ctx: AppContext,
  opts: { member: Member; personId: string },
): Promise<OwnerTransferResponse> {
  const { member, personId } = opts;
  const orgId = member.orgId;
  const { target, name, previous } = await ctx.db.transaction(async (tx) => {
    const actor = await lockedActor(tx, member, 'org.transfer');
    const [person] = await findPeople(tx, orgId, [personId]);
    if (!person) throw notFound();
    const candidate = {
      id: person.id,
      role: person.role as Role,
      hasAcceptedInvite: person.joinedAt !== null,
      isImplementer: person.isImplementer,
    };
    if (!person.hasLicense || !isTransferCandidate(candidate, actor.personId)) throw invalid('ERR_TRANSFER_CANDIDATE');
    await updateMembership(tx, orgId, person.id, {
      role: 'Owner',
      hasLicense: true,
      permissions: defaultPermissions('Owner'),
    });
    await updateMembership(tx, orgId, actor.personId, {
      role: 'Admin',
      hasLicense: true,
      permissions: defaultPermissions('Admin'),
    });
    return {
      target: { id: person.id, accountId: person.userId, joinedAt: person.joinedAt },
      name: `${person.firstName} ${person.lastName}`.trim(),
      previous: { id: actor.personId, accountId: actor.accountId, joinedAt: actor.joinedAt },
    };
  });
  announceChanged(ctx, orgId, [target, previous]);
  return {
    succeeded: true,
    person: { id: target.id, name },
    org: { id: orgId },
    previousOwner: { id: previous.id },
  };
}
