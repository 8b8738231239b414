import { defaultPermissions, type InviteeRole, type Person } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import type { Member } from '../../plugins/access.ts';
import { notifying, publishIds } from '../notifications/notify.ts';
import { actionSubject } from '../notifications/repository.ts';
import { findOrg, type MembershipRow } from '../orgs/repository.ts';
import { assertTokenMayGrant } from '../tokens/grants.ts';
import {
  announceChanged,
  BILLING_READ,
  BILLING_UPDATE,
  changeTarget,
  loadPerson,
  lockedActor,
  type MembershipChange,
  updateMembership,
  updatePendingInvitation,
} from './changes.ts';

/**
 * What a membership becomes with a new role (002 §6). Observer is the downgrade to Free Observer:
 * no license, billing permission revoked, and an old upgrade answer forgotten so they may ask again.
 * Any other role holds a license with the role's default permissions, keeping billing permission
 * when it had been granted. An Observer whose upgrade request was pending has it Completed: the
 * change answers it.
 */
export function membershipForRole(
  current: Pick<MembershipRow, 'role' | 'permissions' | 'upgradeRequestStatus'>,
  role: InviteeRole,
): MembershipChange {
  if (role === 'Observer') {
    return {
      role,
      hasLicense: false,
      permissions: defaultPermissions('Observer'),
      upgradeRequestStatus: current.role === 'Observer' ? current.upgradeRequestStatus : 'None',
    };
  }
  const permissions = defaultPermissions(role);
  if (current.permissions.includes(BILLING_UPDATE)) {
    for (const p of [BILLING_READ, BILLING_UPDATE]) if (!permissions.includes(p)) permissions.push(p);
  }
  const answersRequest = current.role === 'Observer' && current.upgradeRequestStatus === 'Pending';
  return {
    role,
    hasLicense: true,
    permissions,
    upgradeRequestStatus: answersRequest ? 'Completed' : current.upgradeRequestStatus,
  };
}

/**
 * PUT person/{id}/role: a people manager changes someone's role (personChangeRefusal says whom).
 * Someone invited and not joined yet has their pending invitation follow. An upgraded Observer's
 * pending request is settled like an approval: every copy of the request is actioned and they are
 * told it was approved.
 */
export async function changeRole(
  ctx: AppContext,
  opts: { member: Member; personId: string; role: InviteeRole },
): Promise<Person> {
  const { member, personId, role } = opts;
  const orgId = member.orgId;
  const { target, actioned } = await notifying(ctx, async (tx, notices) => {
    const actor = await lockedActor(tx, member, 'people.manage');
    assertTokenMayGrant(actor, { role });
    const target = await changeTarget(tx, actor, personId);
    const change = membershipForRole(target, role);
    await updateMembership(tx, orgId, personId, change);
    if (target.joinedAt === null) await updatePendingInvitation(tx, orgId, personId, { role });
    if (change.upgradeRequestStatus === 'Completed' && target.upgradeRequestStatus === 'Pending') {
      const org = await findOrg(tx, orgId);
      notices.push({
        orgId,
        recipientId: personId,
        actorId: actor.personId,
        type: 'UpgradeApproved',
        params: [org?.name ?? ''],
        subjectId: personId,
      });
      return { target, actioned: await actionSubject(tx, { orgId, subjectId: personId, type: 'UpgradeRequested' }) };
    }
    return { target, actioned: [] };
  });
  // Actioned ones are read too: every decider's badge drops with it.
  publishIds(ctx, 'NotificationRead', actioned);
  publishIds(ctx, 'NotificationActioned', actioned);
  announceChanged(ctx, orgId, [target]);
  return loadPerson(ctx.db, orgId, personId);
}
