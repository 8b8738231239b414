// The rules of people, seats and invitations (001 §5, §6, §9; 002 §6), shared by the server's checks
// and the screens that show or hide what a user may do.
import { type InviteeRole, InviteeRoles, type Role } from '../enums.ts';
import { can } from '../permissions.ts';

/** The part of an address after the @, lower-cased ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** A free-domain entry as typed: trimmed, lower-cased, without a leading '@'. */
export function normalizeDomain(value: string): string {
  return value.trim().toLowerCase().replace(/^@+/, '');
}

/** A host name of two or more labels ending in a top-level domain of letters (acme.com, eu.acme.co.uk). */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Public webmail domains cannot be free company domains: anyone could make an address there and be
 * counted free (docs/decisions.md 'People').
 */
export const PUBLIC_MAIL_DOMAINS: readonly string[] = [
  'aol.com',
  'gmail.com',
  'gmx.com',
  'gmx.de',
  'googlemail.com',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'mail.com',
  'me.com',
  'msn.com',
  'outlook.com',
  'proton.me',
  'protonmail.com',
  'yahoo.com',
  'yandex.com',
  'zoho.com',
];

export function isFreeDomainEmail(email: string, freeDomains: readonly string[]): boolean {
  const domain = emailDomain(email);
  return domain !== '' && freeDomains.includes(domain);
}

/** What license counting needs to know of a person (or of an invitee row not sent yet). */
export interface LicensePerson {
  role: Role;
  email: string;
  isImplementer?: boolean;
}

/**
 * 001 §6 / 002 §6: Admin, Manager and Member count as paid unless their email domain is on the free
 * list; everyone else (the Owner, Observers) counts as free, and so does an implementer (an outside
 * coach the organization does not pay a seat for).
 */
export function isPaidPerson(person: LicensePerson, freeDomains: readonly string[]): boolean {
  if (person.isImplementer) return false;
  if (person.role !== 'Admin' && person.role !== 'Manager' && person.role !== 'Member') return false;
  return !isFreeDomainEmail(person.email, freeDomains);
}

export function countLicenses(
  people: readonly LicensePerson[],
  freeDomains: readonly string[],
): { paid: number; free: number } {
  const paid = people.filter((p) => isPaidPerson(p, freeDomains)).length;
  return { paid, free: people.length - paid };
}

/** 001 §9: the monthly cost of inviting these rows, in cents (paid rows times the monthly plan price). */
export function inviteCostCents(
  rows: readonly LicensePerson[],
  freeDomains: readonly string[],
  monthlyPriceInCents: number,
): number {
  return rows.filter((r) => isPaidPerson(r, freeDomains)).length * monthlyPriceInCents;
}

/**
 * 001 §6: whoever may update the license (Owner, Admin) may give an invitee any role but Owner;
 * everyone else may invite Observers only.
 */
export function inviteeRoleOptions(role: Role, permissions: readonly string[] = []): InviteeRole[] {
  return can(role, 'license.update', permissions) ? [...InviteeRoles] : ['Observer'];
}

/** Why someone may not change another person's role, license, rights or membership. */
export type PersonChangeRefusal = 'ERR_FORBIDDEN' | 'ERR_CHANGE_SELF' | 'ERR_CHANGE_OWNER' | 'ERR_CHANGE_ADMIN';

export interface PersonActor {
  personId: string;
  role: Role;
  permissions?: readonly string[];
}

/**
 * Who may change whom (the rules): people managers (Owner, Admin) only; not themselves; never
 * the Owner (only a transfer changes the Owner, so the last Owner cannot be demoted, downgraded or
 * removed by a detour); an Admin only by the Owner. Null when the change is allowed.
 */
export function personChangeRefusal(
  actor: PersonActor,
  target: { id: string; role: Role },
): PersonChangeRefusal | null {
  if (!can(actor.role, 'people.manage', actor.permissions)) return 'ERR_FORBIDDEN';
  if (target.id === actor.personId) return 'ERR_CHANGE_SELF';
  if (target.role === 'Owner') return 'ERR_CHANGE_OWNER';
  if (target.role === 'Admin' && actor.role !== 'Owner') return 'ERR_CHANGE_ADMIN';
  return null;
}

/**
 * 001 §5: who can be handed the organization: a paid user (one holding a license, not an
 * implementer) who accepted the invitation and is not the caller.
 */
export function isTransferCandidate(
  person: { id: string; role: Role; hasAcceptedInvite: boolean; isImplementer: boolean },
  currentPersonId: string,
): boolean {
  return (
    person.id !== currentPersonId &&
    person.hasAcceptedInvite &&
    !person.isImplementer &&
    (person.role === 'Admin' || person.role === 'Manager' || person.role === 'Member')
  );
}
