import { describe, expect, it } from 'vitest';
import {
  countLicenses,
  emailDomain,
  inviteCostCents,
  inviteeRoleOptions,
  isPaidPerson,
  isTransferCandidate,
  normalizeDomain,
  personChangeRefusal,
} from './people.ts';

describe('license counting (001 §6, 002 §6)', () => {
  const free = ['acme.com'];

  it('counts Admins, Managers and Members as paid, unless their domain is free', () => {
    expect(isPaidPerson({ role: 'Member', email: 'ann@other.com' }, free)).toBe(true);
    expect(isPaidPerson({ role: 'Manager', email: 'ann@other.com' }, free)).toBe(true);
    expect(isPaidPerson({ role: 'Admin', email: 'ann@ACME.com' }, free)).toBe(false);
  });

  it('counts the Owner, Observers and implementers as free', () => {
    expect(isPaidPerson({ role: 'Owner', email: 'o@other.com' }, free)).toBe(false);
    expect(isPaidPerson({ role: 'Observer', email: 'o@other.com' }, free)).toBe(false);
    expect(isPaidPerson({ role: 'Admin', email: 'coach@other.com', isImplementer: true }, free)).toBe(false);
  });

  it('a sub-domain is not the free domain itself', () => {
    expect(isPaidPerson({ role: 'Member', email: 'a@eu.acme.com' }, free)).toBe(true);
  });

  it('sums paid and free, and prices the paid rows at the monthly plan', () => {
    const rows = [
      { role: 'Member', email: 'a@x.com' },
      { role: 'Observer', email: 'b@x.com' },
      { role: 'Admin', email: 'c@acme.com' },
      { role: 'Manager', email: 'd@x.com' },
    ] as const;
    expect(countLicenses(rows, free)).toEqual({ paid: 2, free: 2 });
    expect(inviteCostCents(rows, free, 1500)).toBe(3000);
    expect(inviteCostCents([], free, 1500)).toBe(0);
  });

  it('reads domains as typed', () => {
    expect(emailDomain('Ann@Acme.COM')).toBe('acme.com');
    expect(emailDomain('nobody')).toBe('');
    expect(normalizeDomain('  @Acme.com ')).toBe('acme.com');
  });
});

describe('who may do what to whom', () => {
  const owner = { personId: 'o', role: 'Owner' as const };
  const admin = { personId: 'a', role: 'Admin' as const };
  const member = { personId: 'm', role: 'Member' as const };

  it('lets license managers give any role but Owner, others Observer only (001 §6)', () => {
    expect(inviteeRoleOptions('Owner')).toEqual(['Admin', 'Manager', 'Member', 'Observer']);
    expect(inviteeRoleOptions('Admin')).toEqual(['Admin', 'Manager', 'Member', 'Observer']);
    expect(inviteeRoleOptions('Member')).toEqual(['Observer']);
    expect(inviteeRoleOptions('Manager')).toEqual(['Observer']);
  });

  it('never lets anyone change the Owner, themselves, or (unless Owner) an Admin', () => {
    expect(personChangeRefusal(admin, { id: 'o', role: 'Owner' })).toBe('ERR_CHANGE_OWNER');
    expect(personChangeRefusal(owner, { id: 'o', role: 'Owner' })).toBe('ERR_CHANGE_SELF');
    expect(personChangeRefusal(admin, { id: 'x', role: 'Admin' })).toBe('ERR_CHANGE_ADMIN');
    expect(personChangeRefusal(owner, { id: 'x', role: 'Admin' })).toBeNull();
    expect(personChangeRefusal(admin, { id: 'x', role: 'Member' })).toBeNull();
    expect(personChangeRefusal(member, { id: 'x', role: 'Observer' })).toBe('ERR_FORBIDDEN');
  });

  it('offers ownership to licensed people who joined, not implementers nor the caller (001 §5)', () => {
    const base = { hasAcceptedInvite: true, isImplementer: false };
    expect(isTransferCandidate({ id: 'm', role: 'Member', ...base }, 'o')).toBe(true);
    expect(isTransferCandidate({ id: 'o', role: 'Member', ...base }, 'o')).toBe(false);
    expect(isTransferCandidate({ id: 'v', role: 'Observer', ...base }, 'o')).toBe(false);
    expect(isTransferCandidate({ id: 'p', role: 'Member', ...base, hasAcceptedInvite: false }, 'o')).toBe(false);
    expect(isTransferCandidate({ id: 'c', role: 'Admin', ...base, isImplementer: true }, 'o')).toBe(false);
  });
});
