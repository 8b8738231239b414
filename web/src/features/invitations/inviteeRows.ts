import { type InviteeRole, inviteeRoleOptions, isPaidPerson, type Role } from '@eos/domain';

/**
 * What a row's role select offers: the invitee roles, plus 'Implementer', which is sent as role
 * Admin with isImplementer (an outside EOS coach helping the leadership team, free of charge).
 */
export type RoleChoice = InviteeRole | 'Implementer';

/** One person waiting in the popup's list until Invite. */
export interface InviteeRow {
  /** Rows have no id until the server adds them; the email is unique in the list. */
  email: string;
  firstName: string;
  lastName: string;
  choice: RoleChoice;
  /** The person id once PUT org/add-member accepted the row (a retry after a failed send skips it). */
  personId?: string;
  /** Why the server refused this row, shown on it. */
  error?: string;
}

/** The caller, as far as choosing invitee roles goes. */
export interface Inviter {
  role: Role;
  permissions: readonly string[];
  /** May update the license (Owner, Admin): pays for seats, may pick any role but Owner. */
  managesLicenses: boolean;
  /** The organization already has an implementer (the session's org summary names one). */
  orgHasImplementer: boolean;
}

/**
 * The role a new row starts with: the organization's default invitee role when the inviter may give
 * it (001 §6: default Member until the organization chooses another), else Observer.
 */
export function defaultChoice(inviter: Inviter, orgDefault: InviteeRole | undefined): RoleChoice {
  const allowed = inviteeRoleOptions(inviter.role, inviter.permissions);
  const wanted = orgDefault ?? 'Member';
  return allowed.includes(wanted) ? wanted : 'Observer';
}

/**
 * The choices of one row. Implementer is offered to license managers while the organization has
 * none and no other row in the list is one (an organization has one implementer).
 */
export function roleChoices(inviter: Inviter, rows: readonly InviteeRow[], row: InviteeRow): RoleChoice[] {
  const roles: RoleChoice[] = inviteeRoleOptions(inviter.role, inviter.permissions);
  const implementerTaken = inviter.orgHasImplementer || rows.some((r) => r !== row && r.choice === 'Implementer');
  return inviter.managesLicenses && !implementerTaken ? [...roles, 'Implementer'] : roles;
}

/** The role and implementer flag PUT org/add-member takes for a choice. */
export function roleOf(choice: RoleChoice): { role: InviteeRole; isImplementer: boolean } {
  return choice === 'Implementer' ? { role: 'Admin', isImplementer: true } : { role: choice, isImplementer: false };
}

/** 001 §6: a row costs a seat unless it is an Observer, the implementer, or at a free company domain. */
export function isPaidRow(row: InviteeRow, freeDomains: readonly string[]): boolean {
  return isPaidPerson({ email: row.email, ...roleOf(row.choice) }, freeDomains);
}

/** The language-pack id of a choice's label. */
export function choiceLabelKey(choice: RoleChoice): string {
  return `INVITE_ROLE_${choice.toUpperCase()}`;
}
