import { defaultPermissions, type UpgradeRequestStatus } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import type { Member } from '../../plugins/access.ts';
import { findOrg } from '../orgs/repository.ts';
import { lockedActor } from '../people/changes.ts';
import { findMembership } from '../people/repository.ts';
import { lockOrg } from '../people/transfer.ts';
import { notifying, publishIds } from './notify.ts';
import { actionSubject, deciderIds, markUpgradePending, settleUpgrade } from './repository.ts';

/** The person changed: the org's open apps reload them, and the person's own reloads its session. */
function announcePerson(ctx: AppContext, orgId: string, personId: string): void {
  ctx.realtime.emit('live-update-hub', `org:${orgId}`, 'Updated', { type: 'person', id: personId });
}

/**
 * An Observer asks to become a licensed user (000 §7): the request is Pending and the Owner and
 * Admins each get an actionable notification. Asking again while it is pending changes nothing.
 */
export async function requestUpgrade(ctx: AppContext, member: Member): Promise<UpgradeRequestStatus> {
  const { orgId, personId } = member;
  const requested = await notifying(ctx, async (tx, notices) => {
    // A people change: it waits for a role change or a removal of the same organization (and they
    // for it), so neither overwrites the other with what it read before.
    await lockOrg(tx, orgId);
    if (!(await markUpgradePending(tx, orgId, personId))) {
      const current = await findMembership(tx, orgId, personId);
      if (current?.role === 'Observer' && current.upgradeRequestStatus === 'Pending') return false;
      throw new AppError('forbidden', 'ERR_UPGRADE_NOT_OBSERVER');
    }
    for (const recipientId of await deciderIds(tx, orgId)) {
      notices.push({
        orgId,
        recipientId,
        actorId: personId,
        type: 'UpgradeRequested',
        params: [],
        subjectId: personId,
        approvalUrl: `person/approveupgrade/${personId}/${orgId}`,
        denyUrl: `person/denyupgrade/${personId}/${orgId}`,
      });
    }
    return true;
  });
  if (requested) announcePerson(ctx, orgId, personId);
  return 'Pending';
}

/**
 * The Owner or an Admin settles a pending request of their current organization (another org: 404).
 * Approving makes the Observer a licensed Member; denying marks it Denied. Either way every copy of the
 * request notification is actioned, and the requester hears the outcome.
 */
export async function decideUpgrade(
  ctx: AppContext,
  opts: { member: Member; personId: string; orgId: string; approve: boolean },
): Promise<UpgradeRequestStatus> {
  const { member, personId, orgId, approve } = opts;
  if (orgId !== member.orgId) throw notFound();
  const status: UpgradeRequestStatus = approve ? 'Completed' : 'Denied';
  const { actioned, accountId } = await notifying(ctx, async (tx, notices) => {
    // The decider as they are now (demoted or removed a moment ago: refused), the org's people
    // changes waiting for each other.
    const decider = await lockedActor(tx, member, 'upgrade.decide');
    const person = await findMembership(tx, orgId, personId);
    if (!person) throw notFound();
    const licensed = { role: 'Member', hasLicense: true, permissions: defaultPermissions('Member') };
    const settled = await settleUpgrade(
      tx,
      { orgId, personId },
      { ...(approve ? licensed : {}), upgradeRequestStatus: status },
    );
    if (!settled) throw new AppError('conflict', 'ERR_UPGRADE_NOT_PENDING');
    const org = await findOrg(tx, orgId);
    notices.push({
      orgId,
      recipientId: personId,
      actorId: decider.personId,
      type: approve ? 'UpgradeApproved' : 'UpgradeDenied',
      params: [org?.name ?? ''],
      subjectId: personId,
    });
    const actioned = await actionSubject(tx, { orgId, subjectId: personId, type: 'UpgradeRequested' });
    return { actioned, accountId: person.accountId };
  });
  // Actioned ones are read too: the other deciders' badges drop with it.
  publishIds(ctx, 'NotificationRead', actioned);
  publishIds(ctx, 'NotificationActioned', actioned);
  announcePerson(ctx, orgId, personId);
  // Their role changed: the requester's open apps say so and reload what they may do (002 §4).
  if (approve) {
    sessionsChanged(ctx, { personId });
    ctx.realtime.emit('live-update-hub', `user:${accountId}`, 'Updated', { type: 'role', id: personId, orgId });
  }
  return status;
}
