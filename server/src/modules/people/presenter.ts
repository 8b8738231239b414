import { type InvitationStatus, isPaidPerson, type PaidUser, type Person, permission, type Role } from '@eos/domain';
import type { PersonRow } from './repository.ts';

const BILLING = permission('Update', 'Billing');
// JSON from the database writes timestamps its own way; the wire always carries ISO strings.
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** A person as pickers, invitee lists, owners and the License tab show them: an allow-list of fields. */
export function presentPerson(row: PersonRow): Person {
  return {
    id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    avatarUrl: row.avatarUrl,
    role: row.role as Role,
    hasLicense: row.hasLicense,
    hasAcceptedInvite: row.joinedAt !== null,
    isImplementer: row.isImplementer,
    hasBillingPermission: row.role === 'Owner' || row.permissions.includes(BILLING),
    isLeadershipTeam: row.isLeadershipTeam,
    invitation: row.invitation
      ? {
          id: row.invitation.id,
          status: row.invitation.status as InvitationStatus,
          sentAt: iso(row.invitation.sentAt),
          expiresAt: iso(row.invitation.expiresAt) ?? '',
        }
      : null,
  };
}

/** A licensed person with whether their seat is charged (isPaidPerson: free domains, implementers). */
export function presentPaidUser(row: PersonRow, freeDomains: readonly string[]): PaidUser {
  const person = presentPerson(row);
  return { ...person, isCharged: isPaidPerson(person, freeDomains) };
}
