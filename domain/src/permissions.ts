// The one table of who may do what. Server policies call `can`; the UI reads the same answers
// (sent with the session as `abilities`) to hide what the user may not do.
import type { PermissionAction, PermissionArea, Role } from './enums.ts';

export const Abilities = [
  'org.read',
  'org.update',
  'org.delete',
  'license.update',
  'billing.update',
  'upgrade.decide',
  'upgrade.request',
  'items.write',
  'meetings.create',
  'meetings.update',
  'meetings.delete',
  'people.manage',
  // Inviting people: licensed people invite Observers, people with license.update any role (001 §6).
  'people.invite',
  // The Owner's alone: hand the organization over, and grant or take back billing rights.
  'org.transfer',
  'billing.grant',
  // The Owner's alone: require two-step verification of everyone in the organization.
  'org.security',
  // Owners and Admins: make, list and revoke the organization's API tokens (issue 22).
  'org.apiTokens',
  // Owners and Admins: the organization's outbound webhooks, and importing data from CSV files (issue 22).
  'org.webhooks',
  'org.import',
  // The Owner's alone: download the whole organization as a zip, and bring such an export back in.
  'org.export',
] as const;
export type Ability = (typeof Abilities)[number];

const everyone: Ability[] = ['org.read'];
const writers: Ability[] = [...everyone, 'items.write', 'meetings.create', 'meetings.update', 'people.invite'];

const TABLE: Record<Role, ReadonlySet<Ability>> = {
  Owner: new Set(Abilities.filter((a) => a !== 'upgrade.request')),
  Admin: new Set([
    ...writers,
    'org.update',
    'license.update',
    'upgrade.decide',
    'meetings.delete',
    'people.manage',
    'org.apiTokens',
    'org.webhooks',
    'org.import',
  ] as Ability[]),
  Manager: new Set([...writers, 'meetings.delete'] as Ability[]),
  Member: new Set(writers),
  // Observers are free and view-only: they can read and ask to be upgraded, nothing else.
  Observer: new Set([...everyone, 'upgrade.request'] as Ability[]),
};

export function can(role: Role, ability: Ability, permissions: readonly string[] = []): boolean {
  if (TABLE[role].has(ability)) return true;
  // Billing rights can be granted to a non-owner with the 'Update|Billing' permission string.
  if (ability === 'billing.update') return permissions.includes(permission('Update', 'Billing'));
  return false;
}

export function abilitiesOf(role: Role, permissions: readonly string[] = []): Ability[] {
  return Abilities.filter((a) => can(role, a, permissions));
}

/**
 * Permission strings as the spec writes them: 'Update|Billing' (action, then area).
 * See docs/decisions.md for why the literal from the spec wins over its 'area|action' wording.
 */
export function permission(action: PermissionAction, area: PermissionArea): string {
  return `${action}|${area}`;
}

/** The permission strings a role carries by default when a membership is created. */
export function defaultPermissions(role: Role): string[] {
  const all = (area: PermissionArea) =>
    (['Read', 'Create', 'Update', 'Delete'] as const).map((action) => permission(action, area));
  switch (role) {
    case 'Owner':
      return [...all('Organization'), ...all('License'), ...all('Billing')];
    case 'Admin':
      return [...all('Organization'), ...all('License'), permission('Read', 'Billing')];
    case 'Manager':
    case 'Member':
    case 'Observer':
      return [permission('Read', 'Organization')];
  }
}

/** Observers are unlicensed; everyone else holds a license. */
export function isLicensedRole(role: Role): boolean {
  return role !== 'Observer';
}
