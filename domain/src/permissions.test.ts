import { describe, expect, it } from 'vitest';
import { Roles } from './enums.ts';
import { abilitiesOf, can, defaultPermissions, isLicensedRole, permission } from './permissions.ts';

describe('permissions', () => {
  it('Observers can only read and ask for an upgrade', () => {
    expect(abilitiesOf('Observer')).toEqual(['org.read', 'upgrade.request']);
  });

  it('every licensed role writes meeting items; nobody else does', () => {
    for (const role of Roles) expect(can(role, 'items.write')).toBe(role !== 'Observer');
  });

  it('only the Owner and Admins rename the organization and invite people', () => {
    const allowed = Roles.filter((r) => can(r, 'org.update'));
    expect(allowed).toEqual(['Owner', 'Admin']);
    expect(Roles.filter((r) => can(r, 'license.update'))).toEqual(['Owner', 'Admin']);
  });

  it("grants billing to a member holding 'Update|Billing'", () => {
    expect(can('Member', 'billing.update')).toBe(false);
    expect(can('Member', 'billing.update', [permission('Update', 'Billing')])).toBe(true);
    expect(defaultPermissions('Owner')).toContain('Update|Billing');
    expect(defaultPermissions('Admin')).not.toContain('Update|Billing');
  });

  it('Observers are the unlicensed role', () => {
    expect(Roles.filter((r) => !isLicensedRole(r))).toEqual(['Observer']);
  });
});
