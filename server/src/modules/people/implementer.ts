import { defaultPermissions, type Person } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import { invalid } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import {
  announceChanged,
  announceOrg,
  changeTarget,
  clearOrgImplementer,
  loadPerson,
  lockedActor,
  updateMembership,
  updatePendingInvitation,
} from './changes.ts';

/**
 * DELETE person/{id}/implementer, 'Keep as a Free User' of the remove-implementer confirmation
 * (002 §6): the organization's implementer stays, as a Free Observer (no license, no billing
 * permission, no implementer badge), and the organization has no implementer any more. A pending
 * invitation follows, so accepting it later makes them an Observer, not the implementer.
 */
export async function keepImplementerAsFreeUser(
  ctx: AppContext,
  opts: { member: Member; personId: string },
): Promise<Person> {
  const { member, personId } = opts;
  const orgId = member.orgId;
  const target = await ctx.db.transaction(async (tx) => {
    const actor = await lockedActor(tx, member, 'people.manage');
    const found = await changeTarget(tx, actor, personId);
    if (!found.isImplementer) throw invalid('ERR_IMPLEMENTER_NOT');
    await updateMembership(tx, orgId, personId, {
      role: 'Observer',
      hasLicense: false,
      permissions: defaultPermissions('Observer'),
      upgradeRequestStatus: 'None',
      isImplementer: false,
    });
    if (found.joinedAt === null) {
      await updatePendingInvitation(tx, orgId, personId, { role: 'Observer', isImplementer: false });
    }
    await clearOrgImplementer(tx, orgId);
    return found;
  });
  announceChanged(ctx, orgId, [target]);
  announceOrg(ctx, orgId);
  return loadPerson(ctx.db, orgId, personId);
}
