import type { Invitation, InvitationView, InviteeRole } from '@eos/domain';
import { effectiveStatus } from './keys.ts';
import type { InvitationLinkRow, InvitationRow } from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An invitation as the License tab and the invite popup read it (never its key). */
export function presentInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    personId: row.personId,
    email: row.email,
    role: row.role as InviteeRole,
    isImplementer: row.isImplementer,
    status: effectiveStatus(row),
    invitedById: row.invitedById,
    created: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
  };
}

/**
 * What the holder of the link sees. While the person has not joined, their current role and
 * implementer flag win over the invitation's copy (a role changed after sending shows as it is now);
 * once accepted or revoked the invitation's own copy is the record (a revoked one has no person left,
 * so no names either).
 */
export function presentInvitationView(row: InvitationLinkRow): InvitationView {
  const { invitation, account } = row;
  const person = row.person?.joinedAt === null ? row.person : null;
  const inviterName =
    row.inviterFirstName !== null ? `${row.inviterFirstName} ${row.inviterLastName ?? ''}`.trim() : null;
  return {
    id: invitation.id,
    orgName: row.orgName,
    inviterName,
    role: (person?.role ?? invitation.role) as InviteeRole,
    isImplementer: person?.isImplementer ?? invitation.isImplementer,
    email: invitation.email,
    firstName: account?.firstName ?? '',
    lastName: account?.lastName ?? '',
    status: effectiveStatus(invitation),
    expiresAt: invitation.expiresAt.toISOString(),
    accountExists: account?.claimed ?? false,
  };
}
