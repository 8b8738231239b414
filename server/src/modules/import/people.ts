import { defaultPermissions, type ImportInvitee, isLicensedRole } from '@eos/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, memberships } from '../../db/schema/index.ts';
import type { Member } from '../../plugins/access.ts';
import { expiryFrom, newInvitationKey } from '../invitations/keys.ts';
import { assertMayInvite } from '../invitations/policy.ts';
import { insertInvitations } from '../invitations/repository.ts';
import type { LockedActor } from '../people/changes.ts';

/**
 * Inside the import's transaction: the people the file names who are not in the organization yet,
 * added the way PUT org/add-member adds one (invitations/service.ts addMember): the account of the
 * address (made unclaimed when nobody has one; an existing account keeps its names), a membership
 * that has not joined, and an open invitation whose key nobody holds. The mails go after commit
 * through POST invitations' own sending (sendInvitations), which gives each a fresh key. Batched:
 * four statements whatever the number of people. Answers address -> person id.
 */
export async function addInvitedPeople(
  tx: Tx,
  actor: LockedActor,
  member: Member,
  invitees: readonly ImportInvitee[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (invitees.length === 0) return ids;
  for (const role of new Set(invitees.map((i) => i.role))) assertMayInvite(actor, { role, isImplementer: false });
  const emails = invitees.map((i) => i.email);
  await tx
    .insert(accounts)
    .values(
      invitees.map((i) => ({
        email: i.email,
        firstName: i.firstName,
        lastName: i.lastName,
        passwordHash: null,
        isPolicyAccepted: false,
        claimed: false,
      })),
    )
    .onConflictDoNothing({ target: accounts.email });
  const found = await tx
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, emails));
  const accountOf = new Map(found.map((a) => [a.email, a.id]));
  const rows = invitees.map((i) => ({
    orgId: member.orgId,
    accountId: accountOf.get(i.email) ?? '',
    role: i.role,
    permissions: defaultPermissions(i.role),
    hasLicense: isLicensedRole(i.role),
    isImplementer: false,
    joinedAt: null,
    isDefault: false,
  }));
  const made = await tx
    .insert(memberships)
    .values(rows)
    .returning({ id: memberships.id, accountId: memberships.accountId });
  const personOf = new Map(made.map((m) => [m.accountId, m.id]));
  const now = new Date();
  await insertInvitations(
    tx,
    invitees.map((i) => {
      const personId = personOf.get(accountOf.get(i.email) ?? '') ?? '';
      ids.set(i.email, personId);
      return {
        orgId: member.orgId,
        personId,
        invitedById: member.personId,
        email: i.email,
        role: i.role,
        isImplementer: false,
        status: 'Pending',
        keyHash: newInvitationKey().keyHash,
        expiresAt: expiryFrom(now),
        sentAt: null,
      };
    }),
  );
  return ids;
}

/** Whether any of the addresses already belongs to a person of the organization (a race with another add). */
export async function anyAlreadyInOrg(tx: Tx, orgId: string, emails: readonly string[]): Promise<boolean> {
  if (emails.length === 0) return false;
  const rows = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.orgId, orgId), inArray(accounts.email, [...emails])))
    .limit(1);
  return rows.length > 0;
}
