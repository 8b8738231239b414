import {
  type Ability,
  can,
  type Person,
  type PersonChangeRefusal,
  permission,
  personChangeRefusal,
  type Role,
} from '@eos/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { invitations, memberships, organizations } from '../../db/schema/index.ts';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import type { Member } from '../../plugins/access.ts';
import type { MembershipRow } from '../orgs/repository.ts';
import { seatsChanged } from '../subscription/seats.ts';
import { revokeTokensOfMaker } from '../tokens/store.ts';
import { presentPerson } from './presenter.ts';
import { findMembership, findPeople } from './repository.ts';
import { lockOrg } from './transfer.ts';

// What every change of a person (role, license, billing, implementer, removal, ownership) shares:
// the same lock, the same fresh look at the caller, the same refusals and the same live events.

export const BILLING_UPDATE = permission('Update', 'Billing');
export const BILLING_READ = permission('Read', 'Billing');

/** The caller as the change's transaction sees them, with their account (for their own live events). */
export interface LockedActor extends Member {
  accountId: string;
  joinedAt: Date;
}

/**
 * Opens a change in the caller's organization: waits for any other people change there (the org row
 * is locked) and re-reads the caller, whose role may have changed since the request's guard read it
 * (two transfers at once: the second finds its caller an Admin and is refused). Null-safe: a caller
 * removed meanwhile is refused like one who never had the right.
 */
export async function lockedActor(tx: Tx, member: Member, ability: Ability): Promise<LockedActor> {
  const actor = await lockedCaller(tx, member);
  if (!can(actor.role, ability, actor.permissions)) throw forbidden();
  return actor;
}

/**
 * lockedActor for changes whose right depends on more than one ability (an invitation: whom may the
 * caller invite): the organization locked and the caller as they are now, the rule left to the caller.
 */
export async function lockedCaller(tx: Tx, member: Member): Promise<LockedActor> {
  await lockOrg(tx, member.orgId);
  const row = await findMembership(tx, member.orgId, member.personId);
  if (!row || row.joinedAt === null) throw forbidden();
  return {
    orgId: member.orgId,
    personId: row.id,
    role: row.role as Role,
    permissions: row.permissions,
    accountId: row.accountId,
    joinedAt: row.joinedAt,
    ...(member.viaToken ? { viaToken: member.viaToken } : {}),
  };
}

/** A refusal of personChangeRefusal as the API answers it: not allowed at all 403, a rule broken 422. */
export function refusalError(refusal: PersonChangeRefusal): AppError {
  switch (refusal) {
    case 'ERR_FORBIDDEN':
      return forbidden();
    case 'ERR_CHANGE_ADMIN':
      return new AppError('forbidden', 'ERR_CHANGE_ADMIN');
    case 'ERR_CHANGE_SELF':
    case 'ERR_CHANGE_OWNER':
      return invalid(refusal);
  }
}

/**
 * The person `personId` of the caller's organization, when the caller may change them (another
 * organization's id is 404, like an unknown one; then the who-may-change-whom rule).
 */
export async function changeTarget(tx: Tx, actor: Member, personId: string): Promise<MembershipRow> {
  const target = await findMembership(tx, actor.orgId, personId);
  if (!target) throw notFound();
  const refusal = personChangeRefusal(actor, { id: target.id, role: target.role as Role });
  if (refusal) throw refusalError(refusal);
  return target;
}

export type MembershipChange = Partial<
  Pick<MembershipRow, 'role' | 'hasLicense' | 'permissions' | 'upgradeRequestStatus' | 'isImplementer'>
>;

export async function updateMembership(
  tx: DbOrTx,
  orgId: string,
  personId: string,
  values: MembershipChange,
): Promise<void> {
  await tx
    .update(memberships)
    .set(values)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.id, personId)));
  // A role that may not hold the organization's tokens ends the ones this person made, for good.
  if (values.role && !can(values.role as Role, 'org.apiTokens')) {
    await revokeTokensOfMaker(tx, orgId, personId, 'maker-role');
  }
}

/**
 * Someone invited and not joined yet joins with their invitation's role: it follows the change, so
 * accepting later does not undo it.
 */
export async function updatePendingInvitation(
  tx: DbOrTx,
  orgId: string,
  personId: string,
  values: { role: string; isImplementer?: boolean },
): Promise<void> {
  await tx
    .update(invitations)
    .set(values)
    .where(and(eq(invitations.orgId, orgId), eq(invitations.personId, personId), eq(invitations.status, 'Pending')));
}

/** The organization has no implementer any more (the menu offers 'Find an Implementer' again). */
export async function clearOrgImplementer(tx: DbOrTx, orgId: string): Promise<void> {
  await tx.update(organizations).set({ implementer: null, updatedAt: new Date() }).where(eq(organizations.id, orgId));
}

/** The person as the API answers it after a change (read after commit). */
export async function loadPerson(db: DbOrTx, orgId: string, personId: string): Promise<Person> {
  const [row] = await findPeople(db, orgId, [personId]);
  if (!row) throw notFound();
  return presentPerson(row);
}

/**
 * After commit: the organization's open apps reload these people, and each one who joined hears
 * that their permission level changed (002 §4: a dialog, then their app reloads what they may do).
 */
export function announceChanged(
  ctx: AppContext,
  orgId: string,
  people: readonly Pick<MembershipRow, 'id' | 'accountId' | 'joinedAt'>[],
): void {
  // Their requests are judged by the new role and permissions from now on, on every node.
  sessionsChanged(ctx, ...people.map((person) => ({ personId: person.id })));
  // A running subscription's seats follow the licenses.
  seatsChanged(ctx, orgId);
  for (const person of people) {
    ctx.realtime.emit('live-update-hub', `org:${orgId}`, 'Updated', { type: 'person', id: person.id });
  }
  for (const person of people) {
    if (person.joinedAt === null) continue;
    ctx.realtime.emit('live-update-hub', `user:${person.accountId}`, 'Updated', {
      type: 'role',
      id: person.id,
      orgId,
    });
  }
}

/** After commit: the organization itself changed (its implementer); open apps reload the session. */
export function announceOrg(ctx: AppContext, orgId: string): void {
  ctx.realtime.emit('live-update-hub', `org:${orgId}`, 'Updated', { type: 'org', id: orgId });
}
