import { describe, expect, it } from 'vitest';
import { agendaLength, LEVEL_10_AGENDA, normalizeAgendaItemType } from './agendas.ts';
import { canChangeMeetingOwner, canDeleteMeeting, canEditMeeting, canManageAgendaTemplate } from './meetings.ts';

const meeting = { ownerId: 'owner', inviteeIds: ['owner', 'invitee'] };

describe('meeting permissions', () => {
  it('lets the Owner and Admins edit any meeting', () => {
    expect(canEditMeeting({ ...meeting, role: 'Admin', personId: 'someone' })).toBe(true);
    expect(canEditMeeting({ ...meeting, role: 'Owner', personId: 'someone' })).toBe(true);
  });

  it('lets members edit only meetings they own or attend', () => {
    expect(canEditMeeting({ ...meeting, role: 'Member', personId: 'invitee' })).toBe(true);
    expect(canEditMeeting({ ...meeting, role: 'Member', personId: 'stranger' })).toBe(false);
  });

  it('never lets an Observer edit or delete, even one who is invited', () => {
    expect(canEditMeeting({ ...meeting, role: 'Observer', personId: 'invitee' })).toBe(false);
    expect(canDeleteMeeting({ ...meeting, role: 'Observer', personId: 'owner' })).toBe(false);
  });

  it('lets the meeting owner delete it, but not a mere invitee', () => {
    expect(canDeleteMeeting({ ...meeting, role: 'Member', personId: 'owner' })).toBe(true);
    expect(canDeleteMeeting({ ...meeting, role: 'Manager', personId: 'invitee' })).toBe(false);
  });

  it('lets only those who may delete a meeting hand it over (no delete by detour)', () => {
    expect(canChangeMeetingOwner({ ...meeting, role: 'Member', personId: 'invitee' })).toBe(false);
    expect(canChangeMeetingOwner({ ...meeting, role: 'Member', personId: 'owner' })).toBe(true);
    expect(canChangeMeetingOwner({ ...meeting, role: 'Admin', personId: 'someone' })).toBe(true);
    expect(canChangeMeetingOwner({ ...meeting, role: 'Observer', personId: 'owner' })).toBe(false);
  });
});

describe('agenda template permissions', () => {
  it('lets its creator, the Owner and Admins change a saved template; nobody else', () => {
    const template = { createdById: 'creator' };
    expect(canManageAgendaTemplate({ ...template, role: 'Member', personId: 'creator' })).toBe(true);
    expect(canManageAgendaTemplate({ ...template, role: 'Member', personId: 'other' })).toBe(false);
    expect(canManageAgendaTemplate({ ...template, role: 'Manager', personId: 'other' })).toBe(false);
    expect(canManageAgendaTemplate({ ...template, role: 'Admin', personId: 'other' })).toBe(true);
    expect(canManageAgendaTemplate({ ...template, role: 'Owner', personId: 'other' })).toBe(true);
    expect(canManageAgendaTemplate({ ...template, role: 'Observer', personId: 'creator' })).toBe(false);
    expect(canManageAgendaTemplate({ createdById: null, role: 'Member', personId: 'creator' })).toBe(false);
  });
});

describe('agendas', () => {
  it('gives Level 10 the suggested minutes, 90 in all', () => {
    expect(LEVEL_10_AGENDA.items.map((i) => i.minutes)).toEqual([5, 5, 5, 5, 5, 60, 5]);
    expect(agendaLength(LEVEL_10_AGENDA.items)).toBe(LEVEL_10_AGENDA.lengthInMinutes);
  });

  it('reads the old RockReview type as Rocks', () => {
    expect(normalizeAgendaItemType('RockReview')).toBe('Rocks');
    expect(normalizeAgendaItemType('IDS')).toBe('IDS');
  });
});
