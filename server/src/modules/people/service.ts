import type { AppContext } from '../../context.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { leaveOrgRooms } from '../orgs/rooms.ts';
import { findMembership } from './repository.ts';
import {
  clearSessionsOrg,
  countOwners,
  deleteMembership,
  lockOrg,
  type TransferCounts,
  transferOwnership,
} from './transfer.ts';

/**
 * Removes a person from the caller's organization (DELETE person/{id}). Their meeting items and the
 * meetings they own pass to the caller first, all in one transaction, so nothing the team worked on
 * goes with them. After commit: the org and the removed account hear `Deleted {type:'person'}`, and
 * the removed account's sockets leave the org's rooms (they must hear nothing more of it).
 */
export async function removePerson(
  ctx: AppContext,
  opts: { member: Member; personId: string },
): Promise<{ userId: string; transferred: TransferCounts }> {
  const { member, personId } = opts;
  const orgId = member.orgId;
  if (personId === member.personId) throw invalid('ERR_REMOVE_SELF');
  const result = await ctx.db.transaction(async (tx) => {
    await lockOrg(tx, orgId);
    const person = await findMembership(tx, orgId, personId);
    if (!person) throw notFound();
    if (person.role === 'Owner' && (await countOwners(tx, orgId)) <= 1) throw invalid('ERR_LAST_OWNER');
    const transferred = await transferOwnership(tx, { orgId, fromId: personId, toId: member.personId });
    await deleteMembership(tx, orgId, personId);
    await clearSessionsOrg(tx, orgId, person.accountId);
    return { userId: person.accountId, transferred };
  });

  // Leave first, then tell. With the Redis adapter the leave travels through Redis and may land after
  // the emit, so a removed user's socket may hear it twice: the web app handles it once.
  await leaveOrgRooms(ctx, `user:${result.userId}`, orgId, personId);
  const payload = { type: 'person', id: personId, userId: result.userId, orgId };
  ctx.realtime.emit('live-update-hub', `org:${orgId}`, 'Deleted', payload);
  ctx.realtime.emit('live-update-hub', `user:${result.userId}`, 'Deleted', payload);
  return result;
}
