import { timingSafeEqual } from 'node:crypto';
import { INVITATIONS, type InvitationStatus } from '@eos/domain';
import { randomToken, sha256 } from '../../lib/tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh invitation key (256 random bits) and the only thing the database keeps of it. */
export function newInvitationKey(): { key: string; keyHash: string } {
  const key = randomToken();
  return { key, keyHash: sha256(key) };
}

/** Whether a key from a link is the invitation's, compared in constant time (no timing hints). */
export function keyMatches(key: string, keyHash: string): boolean {
  const given = Buffer.from(sha256(key));
  const stored = Buffer.from(keyHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A link works INVITATIONS.expiryDays from its last sending. */
export function expiryFrom(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATIONS.expiryDays * DAY_MS);
}

/** The status people see: a Pending invitation past its expiry reads Expired (nothing stores it). */
export function effectiveStatus(row: { status: string; expiresAt: Date }, now = new Date()): InvitationStatus {
  if (row.status === 'Pending' && row.expiresAt.getTime() < now.getTime()) return 'Expired';
  return row.status as InvitationStatus;
}

/** The mailed link: always from PUBLIC_URL, never from the caller's baseUrl (see sending.ts). */
export function invitationLink(publicUrl: string, invitationId: string, key: string): string {
  return `${publicUrl}/welcome/invitation/${invitationId}/${key}`;
}
