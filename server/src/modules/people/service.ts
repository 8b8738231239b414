import { personChangeRefusal, type Role } from '@eos/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invitations } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import type { Member } from '../../plugins/access.ts';
import { announceOrg, clearOrgImplementer, lockedActor, refusalError } from './changes.ts';
import { findMembership } from './repository.ts';
import { clearSessionsOrg, deleteMembership, type TransferCounts, transferOwnership } from './transfer.ts';

/**
 * Removes a person from the caller's organization (DELETE person/{id}). Who may remove whom is the
 * rule of every people change (personChangeRefusal): not yourself (ERR_REMOVE_SELF), never the Owner
 * (only a transfer changes the Owner), an Admin only by the Owner. Their meeting items and the
 * meetings they own pass to the caller first, all in one transaction, so nothing the team worked on
 * goes with them; the organization's implementer is cleared when it was them. After commit: the org
 * and the removed account hear `Deleted {type:'person'}`, and the removed person's sockets are
 * disconnected on every node (they must hear nothing more of it).
 */
export async function removePerson(
  ctx: AppContext,
  opts: { member: Member; personId: string },
): Promise<{ userId: string; transferred: TransferCounts }> {
  const { member, personId } = opts;
  const orgId = member.orgId;
  const result = await ctx.db.transaction(async (tx) => {
    const actor = await lockedActor(tx, member, 'people.manage');
    const person = await findMembership(tx, orgId, personId);
    if (!person) throw notFound();
    const refusal = personChangeRefusal(actor, { id: person.id, role: person.role as Role });
    if (refusal === 'ERR_CHANGE_SELF') throw invalid('ERR_REMOVE_SELF');
    if (refusal === 'ERR_CHANGE_OWNER') throw invalid('ERR_PERSON_REMOVE_OWNER');
    if (refusal) throw refusalError(refusal);
    const transferred = await transferOwnership(tx, { orgId, fromId: personId, toId: actor.personId });
    await revokePendingInvitation(tx, orgId, personId);
    await deleteMembership(tx, orgId, personId);
    await clearSessionsOrg(tx, orgId, person.accountId);
    if (person.isImplementer) await clearOrgImplementer(tx, orgId);
    return { userId: person.accountId, transferred, wasImplementer: person.isImplementer };
  });

  // Tell, then end their sockets in this organization on every node (each socket's connection closes
  // after what was sent to it). A removed user's socket may hear it twice (org and user rooms): the
  // web app handles it once. Their sockets in other organizations stay.
  const payload = { type: 'person', id: personId, userId: result.userId, orgId };
  ctx.realtime.emit('live-update-hub', `org:${orgId}`, 'Deleted', payload);
  ctx.realtime.emit('live-update-hub', `user:${result.userId}`, 'Deleted', payload);
  sessionsChanged(ctx, { personId });
  ctx.realtime.disconnectMembership(personId);
  if (result.wasImplementer) announceOrg(ctx, orgId);
  return { userId: result.userId, transferred: result.transferred };
}

/** A mailed link of someone removed before they joined must stop working: their invitation is revoked. */
async function revokePendingInvitation(tx: DbOrTx, orgId: string, personId: string): Promise<void> {
  await tx
    .update(invitations)
    .set({ status: 'Revoked', revokedAt: new Date() })
    .where(and(eq(invitations.orgId, orgId), eq(invitations.personId, personId), eq(invitations.status, 'Pending')));
}
