import { type AddMemberRequest, defaultPermissions, isLicensedRole, type Role } from '@eos/domain';
import type { AppContext } from '../../context.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/access.ts';
import { violatedUniqueIndex } from '../meetings/db-errors.ts';
import { lockedCaller } from '../people/changes.ts';
import { findMembership } from '../people/repository.ts';
import { deleteMembership, transferOwnership } from '../people/transfer.ts';
import { expiryFrom, newInvitationKey } from './keys.ts';
import { assertMayInvite, defaultInviteeRole } from './policy.ts';
import {
  deleteUnclaimedAccountWithoutMemberships,
  findAccountByEmail,
  findInvitationInOrg,
  findOrgDefaults,
  findPersonByEmail,
  insertInvitations,
  insertInvitedMembership,
  insertUnclaimedAccount,
  markRevoked,
  orgHasImplementer,
  setOrgImplementerName,
} from './repository.ts';

const emailTaken = () => invalid('INVITATION_EMAIL_EXIST_DEFAULT', 'email');
const implementerExists = () => invalid('ERR_INVITATION_IMPLEMENTER_EXISTS', 'isImplementer');
const notPending = () => new AppError('conflict', 'ERR_INVITATION_NOT_PENDING');

/**
 * PUT org/add-member: a person of the organization who has not joined yet, on the account of the
 * address (made unclaimed when nobody has one: an account that exists keeps its own names), with an
 * open invitation whose key nobody was mailed (sending it is POST invitations). One transaction;
 * two calls racing for one address end in one person and one 422, never a 500.
 */
export async function addMember(ctx: AppContext, member: Member, body: AddMemberRequest): Promise<{ id: string }> {
  const orgId = member.orgId;
  const org = await findOrgDefaults(ctx.db, orgId);
  if (!org) throw notFound();
  const role = body.role ?? defaultInviteeRole(member, org.defaultInviteeRole);
  const isImplementer = body.isImplementer ?? false;
  assertMayInvite(member, { role, isImplementer });

  let personId: string;
  let implementerName: string | null = null;
  try {
    personId = await ctx.db.transaction(async (tx) => {
      // A people change like the others: the caller as they are now (removed or demoted a moment ago:
      // refused, not a foreign-key 500 on invited_by_id), and no removal of them while this runs.
      assertMayInvite(await lockedCaller(tx, member), { role, isImplementer });
      if (await findPersonByEmail(tx, orgId, body.email)) throw emailTaken();
      if (isImplementer && (await orgHasImplementer(tx, orgId))) throw implementerExists();
      let account = await findAccountByEmail(tx, body.email);
      if (!account) {
        const values = { email: body.email, firstName: body.firstName, lastName: body.lastName };
        await insertUnclaimedAccount(tx, values);
        // Made now, or by a sign-up that won the race for the address: either way it is the one.
        account = await findAccountByEmail(tx, body.email);
        if (!account) throw new Error('account for the invited address not found after insert');
      }
      const id = await insertInvitedMembership(tx, {
        orgId,
        accountId: account.id,
        role,
        permissions: defaultPermissions(role),
        hasLicense: isLicensedRole(role),
        isImplementer,
      });
      await insertInvitations(tx, [
        {
          orgId,
          personId: id,
          invitedById: member.personId,
          email: body.email,
          role,
          isImplementer,
          status: 'Pending',
          // A key nobody holds: the invitation opens only once POST invitations mails a fresh one.
          keyHash: newInvitationKey().keyHash,
          expiresAt: expiryFrom(new Date()),
          sentAt: null,
        },
      ]);
      if (isImplementer) {
        implementerName = `${account.firstName} ${account.lastName}`.trim();
        await setOrgImplementerName(tx, orgId, implementerName);
      }
      return id;
    });
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === 'memberships_org_account_key') throw emailTaken();
    if (index === 'memberships_org_implementer_key') throw implementerExists();
    throw error;
  }

  ctx.realtime.emit('live-update-hub', `org:${orgId}`, 'Added', { type: 'person', id: personId });
  // The organization now has an implementer: open apps reload it (the menu hides Find an Implementer).
  if (implementerName) ctx.realtime.emit('live-update-hub', `org:${orgId}`, 'Updated', { type: 'org', id: orgId });
  return { id: personId };
}

/** POST people/check-existing-email: the person of this organization with that address, joined or not. */
export async function checkExistingEmail(
  ctx: AppContext,
  member: Member,
  email: string,
): Promise<{ id: string } | null> {
  return findPersonByEmail(ctx.db, member.orgId, email);
}

/**
 * PUT invitation/{id}/revoke: the invitation is Revoked and the person who never joined leaves the
 * organization the way people are removed (whatever meeting work they were given passes to the
 * caller), in one transaction with the organization locked. The implementer name goes if it was
 * them, and an account made only for this invitation goes with its last membership.
 */
export async function revokeInvitation(ctx: AppContext, member: Member, invitationId: string): Promise<void> {
  const orgId = member.orgId;
  const result = await ctx.db.transaction(async (tx) => {
    // The caller as they are now: the invitee's work passes to them, so they must still be here.
    const actor = await lockedCaller(tx, member);
    const invitation = await findInvitationInOrg(tx, orgId, invitationId);
    if (!invitation) throw notFound();
    const person = invitation.personId ? await findMembership(tx, orgId, invitation.personId) : null;
    // Who may is judged first (an Observer learns nothing of the invitation's state).
    const invited = person && !person.joinedAt ? person : invitation;
    assertMayInvite(actor, { role: invited.role as Role, isImplementer: invited.isImplementer });
    if (invitation.status !== 'Pending' || person?.joinedAt) throw notPending();
    if (!(await markRevoked(tx, orgId, invitation.id))) throw notPending();
    if (!person) return null;
    await transferOwnership(tx, { orgId, fromId: person.id, toId: member.personId });
    await deleteMembership(tx, orgId, person.id);
    if (person.isImplementer) await setOrgImplementerName(tx, orgId, null);
    await deleteUnclaimedAccountWithoutMemberships(tx, person.accountId);
    return { personId: person.id, userId: person.accountId, wasImplementer: person.isImplementer };
  });
  if (!result) return;

  const room = `org:${orgId}`;
  ctx.realtime.emit('live-update-hub', room, 'Deleted', {
    type: 'person',
    id: result.personId,
    userId: result.userId,
    orgId,
  });
  if (result.wasImplementer) ctx.realtime.emit('live-update-hub', room, 'Updated', { type: 'org', id: orgId });
}
